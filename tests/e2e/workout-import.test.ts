import { describe, expect, it } from 'vitest';
import { signIn } from '../helpers/accounts';
import { signInThroughUi, waitForSyncState } from './offline-helpers';
import { DESKTOP, newContext, watchErrors } from './support/browser';
import { appAndBrowserForFile, DEMO_TRAINER as TRAINER } from './support/suite';

const env = appAndBrowserForFile({ demo: true });

async function api<T>(path: string, token: string): Promise<T> {
  const res = await fetch(`${env.app.server.url}${path}`, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' } });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

// Recent days: inside the device's sync window, so the logs page shows them after syncing.
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const strong = () =>
  [
    'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE',
    `${day(12)} 07:00:00,Imported push,1h 5m,Bench Press (Barbell),1,80,5,0,0,,,8`,
    `${day(12)} 07:00:00,Imported push,1h 5m,Bench Press (Barbell),2,80,5,0,0,,,`,
    `${day(12)} 07:00:00,Imported push,1h 5m,Zercher Hold Walk,1,60,0,0,40,,,`,
    `not a date,Imported push,1h 5m,Zercher Hold Walk,2,60,0,0,40,,,`,
  ].join('\n');

describe('history import', () => {
  it('the trainer imports a Strong file with an unknown exercise, confirms, sees the report; the server has the rows; a second import adds nothing', async () => {
    const token = await signIn(env.app.server, TRAINER.email, TRAINER.password);
    const { data: clients } = await api<{ data: { id: string; name: string }[] }>('/api/clients', token);
    const client = clients[0]!;
    const context = await newContext(env.browser, { viewport: DESKTOP });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInThroughUi(page, env.app.server.url, TRAINER, '/trainer');
    await waitForSyncState(page, 'synced');
    await page.goto(`${env.app.server.url}/trainer/clients/${client.id}/logs`);

    const importOnce = async () => {
      await page.getByRole('button', { name: 'Import history' }).click();
      await page.getByTestId('import-file').setInputFiles({ name: 'strong.csv', mimeType: 'text/csv', buffer: Buffer.from(strong()) });
      const summary = page.getByTestId('import-summary');
      await summary.waitFor();
      return summary;
    };
    const summary = await importOnce();
    expect(await summary.innerText()).toMatch(/Strong[\s\S]*Workouts\s*1[\s\S]*Sets\s*3/);
    await expect.poll(() => page.getByTestId('import-unknown').innerText()).toContain('Zercher Hold Walk');
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    const report = page.getByTestId('import-report');
    await report.waitFor();
    const text = await report.innerText();
    expect(text).toContain('Imported workouts: 1, sets: 3.');
    expect(text).toContain('New exercises: 1.');
    expect(text).toMatch(/Line 5\s*The date “not a date” could not be read; the row was skipped\./);
    await page.getByRole('button', { name: 'Close' }).click();
    await waitForSyncState(page, 'synced');

    type Log = { exercise_id: string; sets: unknown[] };
    const logsOf = async () => (await api<{ data: Log[] }>(`/api/exercise-logs?client_id=${client.id}&exercise_id=barbell-bench-press`, token)).data;
    const before = await logsOf();
    const imported = before.filter((l) => l.sets.length === 2);
    expect(imported.length).toBeGreaterThan(0);

    await importOnce();
    await expect.poll(() => page.getByTestId('import-unknown').count()).toBe(0);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await expect.poll(() => page.getByTestId('import-report').innerText()).toContain('Nothing new');
    await waitForSyncState(page, 'synced');
    expect((await logsOf()).length).toBe(before.length);
    expect(errors).toEqual([]);
    await context.close();
  });
});
