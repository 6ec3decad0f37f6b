import { describe, expect, it } from 'vitest';
import { makeHevyCsv } from '../fixtures/hevy-csv';
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
  it('the trainer imports a Strong file with an unknown exercise, confirms, sees the report; the server has the rows; the logs page shows the workout; a second import is known as such before Import is pressed', async () => {
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

    // The logs page heads the workout with its title; a timed set reads as a clock.
    const card = page.getByTestId('logged-session').filter({ hasText: 'Imported push' });
    await expect.poll(() => card.innerText()).toContain('60 kg · 0:40');

    // The same file again: the dialog says so before anything is pressed, and Import is off.
    const again = await importOnce();
    await expect.poll(() => again.innerText()).toMatch(/Workouts already imported\s*1 of 1/);
    expect(await page.getByTestId('import-already').innerText()).toContain('Every workout in this file is already imported');
    expect(await page.getByTestId('import-unknown').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Import', exact: true }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Close' }).click();
    await waitForSyncState(page, 'synced');
    expect((await logsOf()).length).toBe(before.length);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a Hevy superset: the dialog counts it, and the logs page shows its exercises together with the workout\'s notes', async () => {
    const token = await signIn(env.app.server, TRAINER.email, TRAINER.password);
    const { data: clients } = await api<{ data: { id: string; name: string }[] }>('/api/clients', token);
    const client = clients[clients.length - 1]!;
    const d = new Date(Date.now() - 3 * 86_400_000);
    const start = `${d.getUTCDate()} ${d.toLocaleString('en', { month: 'short', timeZone: 'UTC' })} ${d.getUTCFullYear()}, 07:00`;
    const row = (exercise_title: string, set_index: number, weight_kg: number | null, more: Record<string, string | number | null> = {}) => ({ title: 'Hevy pull', start_time: start, description: 'Felt strong', exercise_title, superset_id: 0, set_index, set_type: 'normal', weight_kg, reps: 10, ...more });
    const hevy = makeHevyCsv([
      row('Bent Over Row (Barbell)', 0, 60),
      row('Bicep Curl (Dumbbell)', 0, 12),
      row('Bent Over Row (Barbell)', 1, 60),
      row('Bicep Curl (Dumbbell)', 1, 12),
      row('Pull Up', 0, 0, { superset_id: null, reps: 8 }),
      row('Treadmill', 0, null, { superset_id: null, reps: null, duration_seconds: 1200 }),
    ]);
    const context = await newContext(env.browser, { viewport: DESKTOP });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInThroughUi(page, env.app.server.url, TRAINER, '/trainer');
    await waitForSyncState(page, 'synced');
    await page.goto(`${env.app.server.url}/trainer/clients/${client.id}/logs`);
    await page.getByRole('button', { name: 'Import history' }).click();
    await page.getByTestId('import-file').setInputFiles({ name: 'hevy.csv', mimeType: 'text/csv', buffer: Buffer.from(hevy) });
    const summary = page.getByTestId('import-summary');
    await summary.waitFor();
    expect(await summary.innerText()).toMatch(/Hevy[\s\S]*Workouts\s*1[\s\S]*Sets\s*6[\s\S]*Supersets\s*1/);
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByTestId('import-report').waitFor();
    await page.getByRole('button', { name: 'Close' }).click();

    const card = page.getByTestId('logged-session').filter({ hasText: 'Hevy pull' });
    await card.waitFor();
    const text = await card.innerText();
    expect(text).toContain('Felt strong');
    expect(text).toContain('20:00');
    expect(text).toContain('8 reps');
    expect(text).not.toMatch(/(^|[^\d.,\s])\s*0 kg/m);
    expect(text).not.toContain('1200 s');
    const superset = card.getByTestId('logged-superset');
    expect(await superset.count()).toBe(1);
    expect(await superset.innerText()).toMatch(/superset[\s\S]*A\s*Barbell bent-over row[\s\S]*B\s*Dumbbell curl/i);
    await waitForSyncState(page, 'synced');
    expect(errors).toEqual([]);
    await context.close();
  });
});
