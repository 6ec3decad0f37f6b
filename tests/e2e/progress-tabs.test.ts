import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e1rm } from '../../domain/workouts/strength';
import { formatKg } from '../../src/features/weight-logs/format';
import { signIn } from '../helpers/accounts';
import { DESKTOP, newContext, PHONE, watchErrors } from './support/browser';
import { signInThroughUi, waitForSyncState } from './offline-helpers';
import { appAndBrowserForFile, DEMO_CLIENT as CLIENT, DEMO_TRAINER as TRAINER } from './support/suite';

const env = appAndBrowserForFile({ demo: true });

type SetDto = { set_type: string; reps: number | null; weight_kg: number | null; completed_at: string | null };
type LogDto = { session_id: string; exercise_id: string; block_id: string | null; sets: SetDto[] };
type SessionDto = { id: string | null; type: string; plan_by_client: Record<string, string | null> };
type PlanDto = { id: string; title: string; client_id: string; client: { name: string } | null; blocks: { id: string; exercises: { exercise_id: string }[] }[] };

async function api<T>(path: string, token: string): Promise<T> {
  const res = await fetch(`${env.app.server.url}${path}`, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** What the plan's tabs must show, computed from the API's rows (the demo logs every plan exercise for its block). */
function expected(plan: PlanDto, logs: LogDto[]) {
  const blocks = new Set(plan.blocks.map((b) => b.id));
  const sessions = new Set<string>();
  let volume = 0;
  let best: number | null = null;
  const first = plan.blocks[0]!.exercises[0]!.exercise_id;
  for (const l of logs.filter((x) => x.block_id && blocks.has(x.block_id))) {
    for (const s of l.sets.filter((x) => x.completed_at)) {
      sessions.add(l.session_id);
      if (s.set_type === 'warmup') continue;
      volume += (s.weight_kg ?? 0) * (s.reps ?? 0);
      const est = l.exercise_id === first ? e1rm(s.weight_kg, s.reps) : null;
      if (est !== null && (best === null || est > best)) best = est;
    }
  }
  return { workouts: sessions.size, volume: `${formatKg(Math.round(volume), 'en')} kg`, best: best === null ? null : formatKg(Math.round(best * 10) / 10, 'en') };
}

const text = (page: Page, testId: string) => page.getByTestId(testId).first().innerText();

describe('progress and history on a plan', () => {
  it('the client sees the plan’s progress and history on a phone; the trainer sees them and the client page’s progress on a desktop', async () => {
    const clientToken = await signIn(env.app.server, CLIENT.email, CLIENT.password);
    const [plans, logs] = await Promise.all([api<PlanDto[]>('/api/client/plans', clientToken), api<LogDto[]>(`/api/exercise-logs/range?start_date=2000-01-01&end_date=${new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10)}`, clientToken)]);
    // The plan with the most logged workouts (the demo's strength series).
    const ranked = plans.map((p) => ({ plan: p, want: expected(p, logs) })).sort((a, b) => b.want.workouts - a.want.workouts);
    const { plan, want } = ranked[0]!;
    expect(want.workouts).toBeGreaterThan(1);
    expect(want.best).not.toBeNull();

    const phone = await newContext(env.browser, { viewport: PHONE });
    const page = await phone.newPage();
    const errors = watchErrors(page);
    await signInThroughUi(page, env.app.server.url, CLIENT, '/client');
    await waitForSyncState(page, 'synced');
    await page.goto(`${env.app.server.url}/client/plans/${plan.id}`);
    await page.getByRole('tab', { name: 'Progress' }).click();
    await expect.poll(() => page.getByTestId('plan-workouts').count(), { timeout: 15_000 }).toBe(1);
    expect(await text(page, 'plan-workouts')).toBe(String(want.workouts));
    expect(await text(page, 'plan-volume')).toBe(want.volume);
    expect(await text(page, 'plan-exercise-best')).toContain(`${want.best} kg`);
    // The chart comes in on its own (recharts), with a point per workout.
    await expect.poll(() => page.locator('[data-testid="plan-exercise"]').first().locator('.recharts-line-dot').count(), { timeout: 10_000 }).toBe(want.workouts);

    await page.getByRole('tab', { name: 'History' }).click();
    await expect.poll(() => page.getByTestId('logged-session').count()).toBe(Math.min(want.workouts, 10));

    // Live: the client's own workout on another plan (the demo's solo session) skipped an exercise; a set of it
    // marked done in another tab shows on this plan's Progress tab without a reload.
    const day = (ms: number) => new Date(Date.now() + ms).toISOString().slice(0, 10);
    const sessions = await api<SessionDto[]>(`/api/training-sessions?start=${day(-21 * 86_400_000)}&end=${day(0)}`, clientToken);
    const solo = sessions.find((x) => x.id && x.type === 'solo' && Object.values(x.plan_by_client)[0])!;
    const soloPlan = plans.find((p) => p.id === Object.values(solo.plan_by_client)[0])!;
    const done = new Set(logs.filter((l) => l.session_id === solo.id).map((l) => l.exercise_id));
    const skipped = soloPlan.blocks.flatMap((b) => b.exercises.map((x) => x.exercise_id)).find((id) => !done.has(id))!;
    expect(skipped).toBeTruthy();
    await page.goto(`${env.app.server.url}/client/plans/${soloPlan.id}`);
    await page.getByRole('tab', { name: 'Progress' }).click();
    const card = page.locator(`[data-testid="plan-exercise"][data-exercise="${skipped}"]`);
    await expect.poll(() => card.count(), { timeout: 15_000 }).toBe(1);
    expect(await card.getByTestId('plan-exercise-check').count()).toBe(0);
    const other = await phone.newPage();
    await other.goto(`${env.app.server.url}/client/sessions/${solo.id}/log`);
    await other.locator(`[data-testid="log-exercise"][data-exercise-id="${skipped}"]`).getByRole('button', { name: 'Mark set 1 done' }).click();
    await expect.poll(() => card.getByTestId('plan-exercise-check').count(), { timeout: 10_000 }).toBe(1);
    expect(await card.getByTestId('plan-exercise-check').innerText()).toMatch(/^Sets on target: 1 of \d+$/);
    expect(errors).toEqual([]);
    await phone.close();

    const desktop = await newContext(env.browser, { viewport: DESKTOP });
    const trainer = await desktop.newPage();
    const trainerErrors = watchErrors(trainer);
    await signInThroughUi(trainer, env.app.server.url, TRAINER, '/trainer');
    await waitForSyncState(trainer, 'synced');
    await trainer.goto(`${env.app.server.url}/trainer/clients/${plan.client_id}`);
    // The client page's Progress: workouts of the last 28 days, from every log of the client.
    const since = new Date(Date.now() - 28 * 86_400_000).toISOString();
    const recent = new Set(logs.filter((l) => l.sets.some((s) => s.completed_at && s.completed_at >= since)).map((l) => l.session_id));
    const all = new Set(logs.filter((l) => l.sets.some((s) => s.completed_at)).map((l) => l.session_id));
    await expect.poll(() => trainer.getByTestId('client-workouts-4w').count(), { timeout: 15_000 }).toBe(1);
    expect(await text(trainer, 'client-workouts-4w')).toBe(String(recent.size));
    expect(await trainer.getByTestId('client-history-session').count()).toBe(Math.min(3, all.size));

    await trainer.getByRole('link', { name: `Progress on ${plan.title}` }).click();
    await trainer.waitForURL((u) => u.pathname === `/trainer/clients/${plan.client_id}/plans/${plan.id}/progress`);
    await expect.poll(() => trainer.getByTestId('plan-workouts').count(), { timeout: 15_000 }).toBe(1);
    const heading = await trainer.getByRole('heading', { level: 1 }).innerText();
    expect(heading).toContain(plan.title);
    expect(heading).toContain(plan.client!.name);
    expect(await text(trainer, 'plan-workouts')).toBe(String(want.workouts));
    expect(await text(trainer, 'plan-volume')).toBe(want.volume);
    await trainer.getByRole('tab', { name: 'History' }).click();
    await expect.poll(() => trainer.getByTestId('logged-session').count()).toBe(Math.min(want.workouts, 10));
    expect(trainerErrors).toEqual([]);
    await desktop.close();
  });
});
