import { describe, expect, it } from 'vitest';
import { signIn } from '../helpers/accounts';
import { newContext, PHONE, watchErrors } from './support/browser';
import { cutNetwork, databaseNames, localRows, restoreNetwork, signInThroughUi, waitForServiceWorker, waitForSyncState } from './offline-helpers';
import { demoInPersonSession } from './support/demo-session';
import { appAndBrowserForFile, DEMO_CLIENT as CLIENT, DEMO_TRAINER as TRAINER } from './support/suite';

const env = appAndBrowserForFile({ demo: true });

type LogDto = { exercise_id: string; sets: { order: number; reps: number | null; weight_kg: number | null; set_type: string; completed_at: string | null }[] };

async function api<T>(path: string, token: string): Promise<T> {
  const res = await fetch(`${env.app.server.url}${path}`, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' } });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

describe('workout logging in a gym without signal', () => {
  it('the trainer logs an in-person session on a phone with the network cut, across a reload; the server gets every set, and the client sees it read-only', async () => {
    const trainerToken = await signIn(env.app.server, TRAINER.email, TRAINER.password);
    const session = await demoInPersonSession(env.app.server.url, trainerToken);
    const context = await newContext(env.browser, { viewport: PHONE });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInThroughUi(page, env.app.server.url, TRAINER, '/trainer');
    await waitForServiceWorker(page);
    await waitForSyncState(page, 'synced');
    await page.goto(`${env.app.server.url}/trainer/sessions/${session.id}/log?client_id=${session.clientId}`);
    const exercises = page.getByTestId('log-exercise');
    await expect.poll(() => exercises.count(), { timeout: 15_000 }).toBeGreaterThan(1);

    await cutNetwork(context);
    await waitForSyncState(page, 'offline');

    // One tap: a set that went as planned.
    const first = exercises.first();
    const firstId = await first.getAttribute('data-exercise-id');
    await first.getByRole('button', { name: 'Mark set 1 done' }).click();
    await expect.poll(() => first.locator('[data-testid="log-set"][data-set-order="0"]').getAttribute('data-done')).toBe('true');

    // Another exercise: a value changed (decimal comma), then done.
    const second = exercises.nth(1);
    const secondId = await second.getAttribute('data-exercise-id');
    const cell = second.getByLabel(/^Set 1, Weight/);
    const field = (await cell.getAttribute('aria-label'))!;
    const before = await cell.inputValue();
    // Every value the page writes into the cell from here on: the typed one must never go back to the old one,
    // not even for a frame (the screen's data follows a render later).
    await cell.evaluate((el: HTMLInputElement & { written?: string[] }) => {
      const own = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!;
      el.written = [];
      Object.defineProperty(el, 'value', {
        configurable: true,
        get: () => own.get!.call(el),
        set: (v: string) => {
          el.written!.push(v);
          own.set!.call(el, v);
        },
      });
    });
    await cell.fill('12,5');
    await cell.press('Enter');
    await expect.poll(() => cell.inputValue()).toBe('12.5');
    const written = await cell.evaluate((el: HTMLInputElement & { written?: string[] }) => el.written!);
    expect(before).not.toBe('12.5');
    expect(written.filter((v) => v !== '12,5' && v !== '12.5')).toEqual([]);
    // Escape takes back what was typed.
    await cell.fill('99');
    await cell.press('Escape');
    expect(await cell.inputValue()).toBe('12.5');
    await second.getByRole('button', { name: 'Mark set 1 done' }).click();
    await expect.poll(() => second.locator('[data-testid="log-set"][data-set-order="0"]').getAttribute('data-done')).toBe('true');
    await expect.poll(() => page.locator('[data-testid="log-set"][data-pending="true"]').count()).toBe(2);
    // Both are in the device's database (a tap shows at once; its write lands a moment later).
    const userId = (await databaseNames(page)).find((n) => n.startsWith('repwise-'))!.slice('repwise-'.length);
    await expect.poll(async () => (await localRows<{ sessionId: string; completedAt: string | null }>(page, userId, 'exerciseSets')).filter((s) => s.sessionId === session.id && s.completedAt).length).toBe(2);

    // A reload without network finds everything where it was.
    await page.reload();
    await expect.poll(() => page.locator('[data-testid="log-set"][data-done="true"]').count(), { timeout: 15_000 }).toBe(2);
    expect(await page.getByTestId('log-exercise').nth(1).getByLabel(field).inputValue()).toBe('12.5');

    await restoreNetwork(context);
    await waitForSyncState(page, 'synced', 30_000);
    const { data: logs } = await api<{ data: LogDto[] }>(`/api/exercise-logs?session_id=${session.id}`, trainerToken);
    expect(logs.map((l) => l.exercise_id).sort()).toEqual([firstId, secondId].sort());
    const second_ = logs.find((l) => l.exercise_id === secondId)!;
    expect(second_.sets).toHaveLength(1);
    expect(second_.sets[0]!.completed_at).not.toBeNull();
    expect(Object.values(second_.sets[0]!)).toContain(12.5);
    expect(errors).toEqual([]);

    // The client opens the same session: the trainer logs it (docs/rules/workouts.md "Who logs"), so it is read-only.
    const clientContext = await newContext(env.browser, { viewport: PHONE });
    const client = await clientContext.newPage();
    await signInThroughUi(client, env.app.server.url, CLIENT, '/client');
    await client.goto(`${env.app.server.url}/client/sessions/${session.id}/log`);
    await expect.poll(() => client.locator('[data-testid="log-set"][data-done="true"]').count(), { timeout: 20_000 }).toBe(2);
    expect(await client.getByText('Your trainer logs this session.', { exact: false }).count()).toBe(1);
    expect(await client.getByRole('button', { name: 'Mark set 1 done' }).first().isDisabled()).toBe(true);
    await clientContext.close();
    await context.close();
  });

  it('a blank workout is created by its first set, survives a reload and finishes with a summary', async () => {
    const context = await newContext(env.browser, { viewport: PHONE });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInThroughUi(page, env.app.server.url, CLIENT, '/client');
    await waitForSyncState(page, 'synced');
    await page.goto(`${env.app.server.url}/client/blank-workout`);
    await page.getByRole('button', { name: 'Add exercise' }).click();
    await page.getByLabel('Search').fill('bench press');
    await page.locator('.pe-picker-item').first().click();
    const exercise = page.getByTestId('log-exercise').first();
    await exercise.getByLabel('Set 1, Reps').fill('5');
    await exercise.getByLabel('Set 1, Reps').press('Tab');
    await exercise.getByLabel('Set 1, Weight (kg)').fill('80');
    await exercise.getByLabel('Set 1, Weight (kg)').press('Tab');
    // Nothing is written before the first set: the session appears with it.
    await exercise.getByRole('button', { name: 'Mark set 1 done' }).click();
    await page.waitForURL((u) => /^\/client\/sessions\/[0-9a-f-]+\/log$/.test(u.pathname), { timeout: 10_000 });
    const sessionId = new URL(page.url()).pathname.split('/')[3]!;
    await page.getByRole('button', { name: 'Add set' }).click();
    // A new set is prefilled (from this workout or the demo's history of the exercise); this one repeats set 1.
    await exercise.getByLabel('Set 2, Reps').fill('5');
    await exercise.getByLabel('Set 2, Reps').press('Tab');
    await exercise.getByLabel('Set 2, Weight (kg)').fill('80');
    await exercise.getByLabel('Set 2, Weight (kg)').press('Tab');
    await page.getByRole('button', { name: 'Mark set 2 done' }).click();
    await expect.poll(() => page.locator('[data-testid="log-set"][data-done="true"]').count()).toBe(2);
    // Confirmed by the server (no pending mark): the reload reads the device's rows, not this tab's overlay.
    await expect.poll(() => page.locator('[data-testid="log-set"][data-pending="true"]').count(), { timeout: 30_000 }).toBe(0);
    // The pending mark can be gone while the set's create is still in the outbox: wait for the outbox too.
    await waitForSyncState(page, 'synced', 30_000);
    await page.reload();
    await expect.poll(() => page.locator('[data-testid="log-set"][data-done="true"]').count(), { timeout: 15_000 }).toBe(2);
    await page.getByRole('button', { name: 'Finish workout' }).click();
    const summary = page.getByTestId('log-summary');
    await expect.poll(() => summary.count()).toBe(1);
    expect(await summary.innerText()).toContain('800 kg');

    await waitForSyncState(page, 'synced', 30_000);
    const token = await signIn(env.app.server, CLIENT.email, CLIENT.password);
    const { data: logs } = await api<{ data: LogDto[] }>(`/api/exercise-logs?session_id=${sessionId}`, token);
    expect(logs).toHaveLength(1);
    expect(logs[0]!.sets.map((s) => [s.order, s.reps, s.weight_kg])).toEqual([
      [0, 5, 80],
      [1, 5, 80],
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
