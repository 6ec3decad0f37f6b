import { eq } from 'drizzle-orm';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoId } from '../../server/bootstrap/demo/seed';
import { trainingSessions } from '../../server/db/schema';
import { signIn } from '../helpers/accounts';
import { newContext, PHONE, watchErrors } from './support/browser';
import { startNetSwitch } from './support/net-switch';
import { canReachServer, cutNetwork, databaseNames, localRows, restoreNetwork, signInThroughUi, waitForServiceWorker, waitForSyncState } from './offline-helpers';
import { appAndBrowserForFile, DEMO_CLIENT as CLIENT, DEMO_TRAINER as TRAINER } from './support/suite';

const env = appAndBrowserForFile({ demo: true });

type SetDto = { order: number; reps: number | null; weight_kg: number | null; duration_seconds: number | null; distance_meters: number | null; completed_at: string | null };
type LogDto = { exercise_id: string; block_id: string | null; sets: SetDto[] };
type BillingDto = { summary: { totalOwed: number; totalBilled: number }; sessions: { session_id: string }[] };

async function api<T>(path: string, token: string): Promise<T> {
  const res = await env.app.server.api(path, { token });
  expect(res.status, `GET ${path}`).toBeLessThan(300);
  return ((await res.json()) as { data: T }).data;
}

/** The values a row shows, by its cells' labels ("Reps", "Weight (kg)", ...). */
async function rowValues(row: Locator, n: number): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const input of await row.locator('input.wl-cell').all()) out[(await input.getAttribute('aria-label'))!.replace(`Set ${n}, `, '')] = await input.inputValue();
  return out;
}

/** The seconds the rest bar shows ("1:45"). */
async function restShown(page: Page): Promise<number> {
  const text = (await page.getByTestId('rest-bar').getByRole('timer').innerText()).trim();
  const m = /^(\d+):(\d\d)$/.exec(text);
  return m ? Number(m[1]) * 60 + Number(m[2]) : Number.NaN;
}

const storedRest = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('repwise.restTimer') ?? 'null') as { timer: { durationSeconds: number }; exerciseId?: string } | null);

/**
 * A client who trains their plan on their own, in a gym with no signal:
 * Start workout → a day of their plan opens that day's exercises, supersets,
 * targets and rests (issue 32 item 1), the rest timer runs after every set,
 * also one with no rest in the plan, and starts by hand (item 2), a done set
 * tapped by mistake comes back with Undo (item 3).
 */
describe('a client trains a day of their plan alone, offline', () => {
  it('starts Full body A from the dashboard and Conditioning from the plan page, logs every set with rests between, undoes and redoes one, reloads, reconnects: the server has every set, on the plan, and the client owes nothing new', async () => {
    const trainerToken = await signIn(env.app.server, TRAINER.email, TRAINER.password);
    const clientToken = await signIn(env.app.server, CLIENT.email, CLIENT.password);
    const billedBefore = await api<BillingDto>('/api/client/billing', clientToken);

    const context = await newContext(env.browser, { viewport: PHONE });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const net = await startNetSwitch(env.app.server.url);
    await signInThroughUi(page, net.url, CLIENT, '/client');
    await waitForServiceWorker(page);
    await waitForSyncState(page, 'synced');
    const userId = (await databaseNames(page)).find((n) => n.startsWith('repwise-'))!.slice('repwise-'.length);

    // A short default rest (settings, this device): used after an exercise whose plan block has none.
    await page.goto(`${net.url}/client/settings`);
    const restField = page.getByTestId('rest-settings').getByLabel('Default rest');
    await restField.fill('0:03');
    await restField.press('Tab');
    expect(await restField.inputValue()).toBe('0:03');

    // No signal: neither the page nor its service worker gets through.
    net.cut();
    await cutNetwork(context);
    expect(await canReachServer(page)).toBe(false);
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.waitForURL((u) => u.pathname === '/client');
    await waitForSyncState(page, 'offline');

    const bar = page.getByTestId('rest-bar');
    const exercises = page.getByTestId('log-exercise');
    const row = (i: number, n: number) => exercises.nth(i).locator(`[data-testid="log-set"][data-set-order="${n - 1}"]`);
    const doneRows = page.locator('[data-testid="log-set"][data-done="true"]');
    const storedDone = async (sessionId: string) => (await localRows<{ sessionId: string; completedAt: string | null }>(page, userId, 'exerciseSets')).filter((s) => s.sessionId === sessionId && s.completedAt).length;
    let sessionId = '';

    /** Taps set n of exercise i done, then checks the rest that follows (seconds, or none) and skips it. */
    const logSet = async (i: number, n: number, rest: number | null, stored: number) => {
      await exercises.nth(i).getByRole('button', { name: `Mark set ${n} done` }).click();
      await expect.poll(() => row(i, n).getAttribute('data-done')).toBe('true');
      if (!sessionId) {
        // The first set created the workout; the screen moved to it.
        await page.waitForURL((u) => u.pathname.startsWith('/client/sessions/'));
        sessionId = new URL(page.url()).pathname.split('/')[3]!;
      }
      await expect.poll(() => storedDone(sessionId)).toBe(stored);
      if (rest === null) {
        // Inside a superset's round: straight on to the next exercise.
        expect(await storedRest(page)).toBeNull();
        return;
      }
      await bar.waitFor();
      expect((await storedRest(page))?.timer.durationSeconds).toBe(rest);
      const shown = await restShown(page);
      expect(shown).toBeLessThanOrEqual(rest);
      expect(shown).toBeGreaterThanOrEqual(rest - 3);
      await bar.getByRole('button', { name: 'Skip the rest' }).click();
      await bar.waitFor({ state: 'detached' });
    };

    // From the dashboard: Start workout, a day of the plan.
    await page.getByRole('button', { name: 'Start workout' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('ws-plan').filter({ hasText: 'Full body A' }).click();
    await page.waitForURL((u) => u.pathname === '/client/blank-workout' && u.searchParams.get('planId') === demoId('plan:adam-full-body'));
    // The day's exercises, superset and targets, and last time's sets beside them: not an empty workout.
    await expect.poll(() => exercises.count(), { timeout: 15_000 }).toBe(4);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Full body A');
    expect(await page.getByText('0 of 13 sets done').count()).toBe(1);
    expect(await page.locator('.wl-group--superset').getByTestId('log-exercise').count()).toBe(2);
    expect(await rowValues(row(0, 1), 1)).toMatchObject({ Reps: '8', 'Weight (kg)': '60' });
    expect(await row(0, 1).locator('.wl-prev').innerText()).not.toBe('–');
    expect(await exercises.nth(0).getByTestId('log-rest').innerText()).toBe('Rest 2:00');

    // Every set, in the plan's order (the superset alternates), with the block's rest after each round.
    const fullBody: [number, number, number | null][] = [
      [0, 1, 120],
      [0, 2, 120],
      [0, 3, 120],
      [0, 4, 120],
      [1, 1, null],
      [2, 1, 90],
      [1, 2, null],
      [2, 2, 90],
      [1, 3, null],
      [2, 3, 90],
      [3, 1, 60],
      [3, 2, 60],
      [3, 3, 60],
    ];
    let stored = 0;
    for (const [i, n, rest] of fullBody) await logSet(i, n, rest, ++stored);
    expect(await page.getByText('13 of 13 sets done').count()).toBe(1);

    // A thumb hits a done set's check: it is taken back, its values kept, and offered back.
    const squat2 = row(0, 2);
    const values = await rowValues(squat2, 2);
    const completedAt = async () => (await localRows<{ id: string; sessionId: string; order: number; exerciseLogId: string; completedAt: string | null }>(page, userId, 'exerciseSets')).filter((s) => s.sessionId === sessionId && s.order === 1).map((s) => s.completedAt);
    const before = await completedAt();
    await exercises.nth(0).getByRole('button', { name: 'Mark set 2 done' }).click();
    await expect.poll(() => squat2.getAttribute('data-done')).toBe('false');
    const undo = page.getByTestId('log-undo');
    expect(await undo.innerText()).toMatch(/Set 2 of .+ is not done any more\./);
    expect(await rowValues(squat2, 2)).toEqual(values);
    await expect.poll(() => storedDone(sessionId)).toBe(12);
    // Undo: done again, as it was.
    await undo.getByRole('button', { name: 'Undo' }).click();
    await undo.waitFor({ state: 'detached' });
    await expect.poll(() => squat2.getAttribute('data-done')).toBe('true');
    await expect.poll(completedAt).toEqual(before);
    expect(await rowValues(squat2, 2)).toEqual(values);

    // A rest started by hand.
    await exercises.nth(3).getByRole('button', { name: /^Rest 1:00 after .+: start now$/ }).click();
    await bar.waitFor();
    expect((await storedRest(page))?.timer.durationSeconds).toBe(60);
    await bar.getByRole('button', { name: 'Skip the rest' }).click();
    await bar.waitFor({ state: 'detached' });

    // A reload without network finds every set done, not yet synced.
    await page.reload();
    await expect.poll(() => doneRows.count(), { timeout: 15_000 }).toBe(13);
    await expect.poll(() => page.locator('[data-testid="log-set"][data-pending="true"]').count()).toBe(13);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Full body A');
    await page.getByRole('button', { name: 'Finish workout' }).click();
    await page.getByTestId('log-summary').waitFor();
    const fullBodySession = sessionId;

    // From the plan page: My Plans, Conditioning, Start.
    sessionId = '';
    await page.getByRole('link', { name: 'My Plans' }).first().click();
    await page.getByTestId('client-plan').filter({ hasText: 'Conditioning' }).click();
    await page.getByTestId('plan-start').click();
    await page.waitForURL((u) => u.pathname === '/client/blank-workout' && u.searchParams.get('planId') === demoId('plan:adam-conditioning'));
    await expect.poll(() => exercises.count(), { timeout: 15_000 }).toBe(4);
    expect(await page.getByText('0 of 10 sets done').count()).toBe(1);
    // The rowing block has no rest in the plan: the default (3 s) follows, and runs out by itself.
    await exercises.nth(0).getByRole('button', { name: 'Mark set 1 done' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/client/sessions/'));
    sessionId = new URL(page.url()).pathname.split('/')[3]!;
    await bar.waitFor();
    expect(await storedRest(page)).toMatchObject({ timer: { durationSeconds: 3 }, exerciseId: 'rowing-machine' });
    await expect.poll(() => storedRest(page), { timeout: 10_000 }).toBeNull();
    stored = 1;
    for (const round of [1, 2, 3]) {
      await logSet(1, round, null, ++stored);
      await logSet(2, round, null, ++stored);
      await logSet(3, round, 60, ++stored);
    }
    expect(await page.getByText('10 of 10 sets done').count()).toBe(1);
    await page.getByRole('button', { name: 'Finish workout' }).click();
    await page.getByTestId('log-summary').waitFor();
    const conditioningSession = sessionId;

    // The network comes back: the outbox goes out by itself.
    net.restore();
    await restoreNetwork(context);
    await waitForSyncState(page, 'synced', 30_000);

    const logsOf = (id: string) => api<LogDto[]>(`/api/exercise-logs?session_id=${id}`, trainerToken);
    const full = await logsOf(fullBodySession);
    expect(full.map((l) => [l.exercise_id, l.sets.length, l.sets.every((s) => s.completed_at !== null)]).sort()).toEqual(
      [
        ['barbell-back-squat', 4, true],
        ['barbell-bench-press', 3, true],
        ['one-arm-dumbbell-row', 3, true],
        ['plank', 3, true],
      ].sort(),
    );
    expect(full.every((l) => l.block_id !== null)).toBe(true);
    const squat = full.find((l) => l.exercise_id === 'barbell-back-squat')!.sets.sort((a, b) => a.order - b.order);
    expect(squat.map((s) => [s.reps, s.weight_kg])).toEqual([
      [8, 60],
      [8, 65],
      [6, 70],
      [6, 70],
    ]);
    const cond = await logsOf(conditioningSession);
    expect(cond.flatMap((l) => l.sets).filter((s) => s.completed_at !== null)).toHaveLength(10);

    // Both workouts are the client's own, on their plan, completed.
    for (const [id, plan] of [
      [fullBodySession, demoId('plan:adam-full-body')],
      [conditioningSession, demoId('plan:adam-conditioning')],
    ] as const) {
      const [s] = await env.app.server.ctx.db.select().from(trainingSessions).where(eq(trainingSessions.id, id));
      expect(s).toMatchObject({ type: 'solo', progressStatus: 'completed', deletedAt: null });
      expect(Object.values(s!.planByClient)).toEqual([plan]);
    }

    // Training alone costs nothing: the client owes and was billed what they were before.
    const billedAfter = await api<BillingDto>('/api/client/billing', clientToken);
    expect(billedAfter.summary.totalBilled).toBe(billedBefore.summary.totalBilled);
    expect(billedAfter.summary.totalOwed).toBe(billedBefore.summary.totalOwed);
    expect(billedAfter.sessions.map((s) => s.session_id)).not.toContain(fullBodySession);
    expect(billedAfter.sessions.map((s) => s.session_id)).not.toContain(conditioningSession);

    expect(errors).toEqual([]);
    await context.close();
    await net.close();
  }, 240_000);
});
