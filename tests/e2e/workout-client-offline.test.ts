import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoId } from '../../server/bootstrap/demo/seed';
import { signIn } from '../helpers/accounts';
import { DESKTOP, newContext, PHONE, throttleCpu, watchErrors } from './support/browser';
import { startNetSwitch } from './support/net-switch';
import { canReachServer, databaseNames, localRows, signInThroughUi, waitForServiceWorker, waitForSyncState, cutNetwork, restoreNetwork } from './offline-helpers';
import { appAndBrowserForFile, DEMO_CLIENT as CLIENT, DEMO_TRAINER as TRAINER } from './support/suite';

const env = appAndBrowserForFile({ demo: true });

type SetDto = { order: number; reps: number | null; weight_kg: number | null; duration_seconds: number | null; completed_at: string | null };
type LogDto = { exercise_id: string; sets: SetDto[] };

async function api<T>(path: string, token: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const res = await env.app.server.api(path, { token, ...init });
  expect(res.status, `${init.method ?? 'GET'} ${path}`).toBeLessThan(300);
  return (await res.json()) as T;
}

/**
 * A solo session of Adam's full-body plan (squat 4 sets, bench and row 3 each,
 * plank 3), created by the trainer. It started two hours ago and runs three
 * hours, so it is the client's next session whatever the hour: nothing else of
 * Adam's that is not over started before it.
 */
async function soloSessionForAdam(trainerToken: string): Promise<{ sessionId: string; clientId: string }> {
  const { data: clients } = await api<{ data: { id: string; email: string | null }[] }>('/api/clients', trainerToken);
  const clientId = clients.find((c) => c.email === CLIENT.email)!.id;
  const start = new Date(Date.now() - 2 * 3600_000);
  start.setUTCMinutes(start.getUTCMinutes() - (start.getUTCMinutes() % 5), 0, 0);
  const iso = start.toISOString();
  const { data } = await api<{ data: { id: string } }>('/api/training-sessions', trainerToken, {
    method: 'POST',
    body: {
      title: 'Full body on your own',
      type: 'solo',
      client_ids: [clientId],
      plan_by_client: { [clientId]: demoId('plan:adam-full-body') },
      date: iso.slice(0, 10),
      time: iso.slice(11, 16),
      time_zone: 'UTC',
      duration_minutes: 180,
    },
  });
  return { sessionId: data.id, clientId };
}

/** The values a row shows, by its cells' labels ("Reps", "Weight (kg)", ...). */
async function rowValues(row: Locator, n: number): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const input of await row.locator('input.wl-cell').all()) {
    const label = (await input.getAttribute('aria-label'))!.replace(`Set ${n}, `, '');
    out[label] = await input.inputValue();
  }
  return out;
}

/** The seconds the rest bar shows ("1:45" or "45 s"). */
async function restShown(page: Page): Promise<number> {
  const text = (await page.getByTestId('rest-bar').getByRole('timer').innerText()).trim();
  const m = /^(\d+):(\d\d)$/.exec(text);
  return m ? Number(m[1]) * 60 + Number(m[2]) : Number(text.replace(/\D/g, ''));
}

const storedRestEnd = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem('repwise.restTimer') ?? 'null') as { timer?: { endsAt?: string } } | null)?.timer?.endsAt ?? null);

/** Whether a request from the service worker itself reaches the server. */
async function serviceWorkerReachesServer(context: BrowserContext): Promise<boolean> {
  const [sw] = context.serviceWorkers();
  if (!sw) throw new Error('no service worker');
  return sw.evaluate(() =>
    fetch('/api/health', { cache: 'no-store' }).then(
      (r) => r.ok,
      () => false,
    ),
  );
}

describe('a client logs a planned session alone, offline', () => {
  it('12 sets with the network cut (service worker included), the rest timer across a reload, a closed tab, finish; the server gets exactly those and the trainer sees them live', async () => {
    const trainerToken = await signIn(env.app.server, TRAINER.email, TRAINER.password);
    const { sessionId, clientId } = await soloSessionForAdam(trainerToken);

    // The trainer has the client's logs open on a desktop all along.
    const trainerContext = await newContext(env.browser, { viewport: DESKTOP });
    const trainer = await trainerContext.newPage();
    const errors = watchErrors(trainer);
    await signInThroughUi(trainer, env.app.server.url, TRAINER, '/trainer');
    await trainer.goto(`${env.app.server.url}/trainer/clients/${clientId}/logs`);
    await waitForSyncState(trainer, 'synced');
    await trainer.getByRole('tab', { name: 'Sessions' }).waitFor();
    const trainerSection = trainer.locator('.progress-section', { hasText: 'sets: 12 ·' });
    expect(await trainerSection.count()).toBe(0);

    const context = await newContext(env.browser, { viewport: PHONE });
    let page = await context.newPage();
    errors.push(...watchErrors(page));
    // The client's phone reaches the server through a switch that can really cut the network.
    const net = await startNetSwitch(env.app.server.url);
    await signInThroughUi(page, net.url, CLIENT, '/client');
    await waitForServiceWorker(page);
    await waitForSyncState(page, 'synced');

    // No signal: neither the page nor its service worker gets through.
    net.cut();
    await cutNetwork(context);
    expect(await canReachServer(page)).toBe(false);
    expect(await serviceWorkerReachesServer(context)).toBe(false);
    await waitForSyncState(page, 'offline');

    // From the dashboard, as a client would: Start workout, the planned session.
    await page.getByRole('button', { name: 'Start workout' }).click();
    const next = page.getByRole('dialog').getByTestId('ws-next-session');
    // The dialog is fetched at the press (from the precache: no network), so it is waited for.
    await next.getByText('Full body on your own').waitFor();
    await next.getByRole('link', { name: 'Log this session' }).click();
    await page.waitForURL((u) => u.pathname === `/client/sessions/${sessionId}/log`);
    const exercises = page.getByTestId('log-exercise');
    await expect.poll(() => exercises.count(), { timeout: 15_000 }).toBe(4);

    /** exercise index, set number (1-based), values typed first (label → text) or none: one tap. */
    const plan: [number, number, Record<string, string>?][] = [
      [0, 1],
      [0, 2],
      [0, 3, { Reps: '5', 'Weight (kg)': '72,5' }],
      [0, 4],
      [1, 1],
      [2, 1],
      [1, 2, { Reps: '7' }],
      [2, 2, { 'Weight (kg)': '24' }],
      [1, 3],
      [2, 3],
      [3, 1],
      [3, 2],
    ];
    const expected: { exercise: number; order: number; values: Record<string, string> }[] = [];
    const logSet = async (i: number, n: number, typed?: Record<string, string>) => {
      const exercise = exercises.nth(i);
      const row = exercise.locator(`[data-testid="log-set"][data-set-order="${n - 1}"]`);
      for (const [label, text] of Object.entries(typed ?? {})) {
        const cell = exercise.getByLabel(`Set ${n}, ${label}`, { exact: true });
        await cell.fill(text);
        await cell.press('Enter');
      }
      const values = await rowValues(row, n);
      await exercise.getByRole('button', { name: `Mark set ${n} done` }).click();
      await expect.poll(() => row.getAttribute('data-done')).toBe('true');
      expected.push({ exercise: i, order: n - 1, values });
    };

    const ids = await exercises.evaluateAll((els) => els.map((e) => e.getAttribute('data-exercise-id')!));
    for (const [i, n, typed] of plan.slice(0, 6)) await logSet(i, n, typed);
    expect(expected[2]!.values).toMatchObject({ Reps: '5', 'Weight (kg)': '72.5' });

    // The device has stored them (a tap shows at once; the write follows within milliseconds).
    const clientUserId = (await databaseNames(page)).find((n) => n.startsWith('repwise-'))!.slice('repwise-'.length);
    const stored = async () => (await localRows<{ sessionId: string; completedAt: string | null }>(page, clientUserId, 'exerciseSets')).filter((s) => s.sessionId === sessionId && s.completedAt).length;
    await expect.poll(stored).toBe(6);

    // The rest timer runs after the set (the superset's round: 90 s), counting down.
    const bar = page.getByTestId('rest-bar');
    await bar.waitFor();
    const endsAt = await storedRestEnd(page);
    expect(endsAt).not.toBeNull();
    const first = await restShown(page);
    expect(first).toBeGreaterThan(60);
    await expect.poll(() => restShown(page), { timeout: 3_000 }).toBeLessThan(first);

    // A reload without network: the sets are there, the timer still runs towards the same end.
    await page.reload();
    await expect.poll(() => page.locator('[data-testid="log-set"][data-done="true"]').count(), { timeout: 15_000 }).toBe(6);
    await bar.waitFor();
    expect(await storedRestEnd(page)).toBe(endsAt);
    const left = (Date.parse(endsAt!) - Date.now()) / 1000;
    expect(Math.abs((await restShown(page)) - left)).toBeLessThanOrEqual(2);
    await expect.poll(() => restShown(page), { timeout: 3_000 }).toBeLessThan(Math.ceil(left));

    for (const [i, n, typed] of plan.slice(6)) await logSet(i, n, typed);
    await expect.poll(() => page.locator('[data-testid="log-set"][data-done="true"]').count()).toBe(12);
    await expect.poll(() => page.locator('[data-testid="log-set"][data-pending="true"]').count()).toBe(12);
    await expect.poll(stored).toBe(12);

    // The tab is closed; a new one, still offline, finds the session as it was left.
    await page.close();
    page = await context.newPage();
    errors.push(...watchErrors(page));
    await page.goto(`${net.url}/client/sessions/${sessionId}/log`);
    await expect.poll(() => page.locator('[data-testid="log-set"][data-done="true"]').count(), { timeout: 15_000 }).toBe(12);
    expect(await page.getByText('12 of 13 sets done').count()).toBe(1);
    for (const e of expected) {
      const row = page.getByTestId('log-exercise').nth(e.exercise).locator(`[data-testid="log-set"][data-set-order="${e.order}"]`);
      expect(await rowValues(row, e.order + 1)).toEqual(e.values);
    }

    // Finished with the last plank set left open.
    await page.getByRole('button', { name: 'Finish workout' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Finish the workout?' });
    expect(await confirm.innerText()).toContain('1 planned sets are not done');
    await confirm.getByRole('button', { name: 'Finish', exact: true }).click();
    const summary = page.getByTestId('log-summary');
    await summary.waitFor();
    const volume = expected.reduce((sum, e) => sum + Number(e.values.Reps ?? 0) * Number(e.values['Weight (kg)'] ?? 0), 0);
    const stats = await summary.locator('dd').allInnerTexts();
    expect(stats.slice(1)).toEqual(['12', '4', `${Math.round(volume).toLocaleString('en')} kg`]);
    // Nothing got out while offline.
    const before = await api<{ data: LogDto[] }>(`/api/exercise-logs?session_id=${sessionId}`, trainerToken);
    expect(before.data).toEqual([]);
    expect(await trainerSection.count()).toBe(0);

    // The network comes back: the outbox goes out by itself.
    net.restore();
    await restoreNetwork(context);
    await waitForSyncState(page, 'synced', 30_000);
    const { data: logs } = await api<{ data: LogDto[] }>(`/api/exercise-logs?session_id=${sessionId}`, trainerToken);
    const server = ids.flatMap((exerciseId, i) =>
      (logs.find((l) => l.exercise_id === exerciseId)?.sets ?? []).map((s) => ({ exercise: i, order: s.order, reps: s.reps, weight: s.weight_kg, duration: s.duration_seconds, done: s.completed_at !== null })),
    );
    const num = (v: string | undefined) => (v === undefined || v === '' ? null : Number(v));
    expect(server.sort((a, b) => a.exercise - b.exercise || a.order - b.order)).toEqual(
      expected
        .map((e) => ({ exercise: e.exercise, order: e.order, reps: num(e.values.Reps), weight: num(e.values['Weight (kg)']), duration: num(e.values['Time (seconds)']), done: true }))
        .sort((a, b) => a.exercise - b.exercise || a.order - b.order),
    );
    expect(server.filter((s) => s.exercise === 0 && s.order === 2)[0]).toMatchObject({ reps: 5, weight: 72.5 });

    // The trainer's page, never reloaded, shows the session.
    await expect.poll(() => trainerSection.count(), { timeout: 15_000 }).toBe(1);
    expect(await trainerSection.innerText()).toContain('5 × 72.5 kg');
    expect(errors).toEqual([]);
    await context.close();
    await trainerContext.close();
    await net.close();
  });
});

describe('a reload right after taps on a slow phone', () => {
  /** Adam on a phone, on a new session's logging screen, the network cut; serverLogs() brings it back and reads the server. */
  async function offlineOnAdamsLog() {
    const trainerToken = await signIn(env.app.server, TRAINER.email, TRAINER.password);
    const { sessionId } = await soloSessionForAdam(trainerToken);
    const context = await newContext(env.browser, { viewport: PHONE });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInThroughUi(page, env.app.server.url, CLIENT, '/client');
    await waitForServiceWorker(page);
    await waitForSyncState(page, 'synced');
    await page.goto(`${env.app.server.url}/client/sessions/${sessionId}/log`);
    const exercises = page.getByTestId('log-exercise');
    await expect.poll(() => exercises.count(), { timeout: 15_000 }).toBe(4);
    await cutNetwork(context);
    await waitForSyncState(page, 'offline');
    const serverLogs = async () => {
      await restoreNetwork(context);
      await waitForSyncState(page, 'synced', 30_000);
      return (await api<{ data: LogDto[] }>(`/api/exercise-logs?session_id=${sessionId}`, trainerToken)).data;
    };
    return { context, page, errors, exercises, serverLogs };
  }

  it('keeps every set the screen showed done, each marked pending, and the server gets exactly those', async () => {
    const { context, page, errors, exercises, serverLogs } = await offlineOnAdamsLog();

    const unthrottle = await throttleCpu(page, 4);
    const row = (i: number, n: number) => exercises.nth(i).locator(`[data-testid="log-set"][data-set-order="${n - 1}"]`);
    const taps: [number, number][] = [
      [0, 1],
      [1, 1],
      [0, 2],
    ];
    // Each tap shows done and pending at once (its write has started); the reload comes right after the last,
    // while its IndexedDB transaction may still be open.
    for (const [i, n] of taps) {
      await exercises.nth(i).getByRole('button', { name: `Mark set ${n} done` }).click();
      await expect.poll(() => row(i, n).getAttribute('data-pending')).toBe('true');
    }
    await page.reload();
    for (const [i, n] of taps) {
      await expect.poll(() => row(i, n).getAttribute('data-done'), { timeout: 20_000 }).toBe('true');
      await expect.poll(() => row(i, n).getAttribute('data-pending')).toBe('true');
    }
    expect(await page.locator('[data-testid="log-set"][data-done="true"]').count()).toBe(3);
    await unthrottle();

    const logs = await serverLogs();
    expect(logs.flatMap((l) => l.sets.map((s) => s.completed_at !== null)).sort()).toEqual([true, true, true]);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('keeps a set tapped while the one before was still being written', async () => {
    const { context, page, errors, exercises, serverLogs } = await offlineOnAdamsLog();

    const unthrottle = await throttleCpu(page, 4);
    const row = (n: number) => exercises.nth(0).locator(`[data-testid="log-set"][data-set-order="${n - 1}"]`);
    // Three taps as fast as a thumb goes: the first writes the exercise's log, the next two come while it is
    // still being written. Each shows done at once; the reload follows the last tap's own task.
    for (const n of [1, 2, 3]) await exercises.nth(0).getByRole('button', { name: `Mark set ${n} done` }).click({ noWaitAfter: true });
    await expect.poll(() => row(3).getAttribute('data-done')).toBe('true');
    await page.reload();
    for (const n of [1, 2, 3]) await expect.poll(() => row(n).getAttribute('data-done'), { timeout: 20_000 }).toBe('true');
    expect(await page.locator('[data-testid="log-set"][data-done="true"]').count()).toBe(3);
    await unthrottle();

    const logs = await serverLogs();
    expect(logs).toHaveLength(1);
    expect(logs[0]!.sets.map((s) => [s.order, s.completed_at !== null])).toEqual([
      [0, true],
      [1, true],
      [2, true],
    ]);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
