import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserDto } from '../../domain/auth';
import { invitationStatusOf } from '../../domain/clients/invitation';
import { isOwnExerciseId } from '../../domain/plans/mutations';
import { DEMO_ADMIN, DEMO_CLIENTS, DEMO_PASSWORD, DEMO_TRAINER, seedDemo } from '../../server/bootstrap/demo';
import { todayIn } from '../../domain/sessions/calendar';
import { calendarEntries } from '../../domain/sessions/entries';
import { findClashes, slotOf } from '../../domain/sessions/overlap';
import { DEFAULT_TIME_ZONE, wallToInstant } from '../../domain/time/time-zone';
import { addDays, mondayOf } from '../../domain/time/wall-time';
import { demoId } from '../../server/bootstrap/demo/seed';
import { blockExercises, clientInvitations, clients, exerciseLogs, exerciseSets, exercises, payments, planBlocks, seriesExceptions, sessionSeries, trainingPlans, trainingSessions, users, weightLogs } from '../../server/db/schema';
import { syncDevice } from './plans-fixtures';
import { DB_KINDS } from '../helpers/databases';
import { startTestServer, type TestServer } from '../helpers/server';

type Row = Record<string, unknown>;
const DAY_MS = 86_400_000;

async function signInAs(server: TestServer, email: string): Promise<{ token: string; user: UserDto }> {
  const res = await server.api('/api/login', { body: { email, password: DEMO_PASSWORD } });
  expect(res.status, email).toBe(200);
  return (await res.json()) as { token: string; user: UserDto };
}

/** What a freshly signed-in device of this person pulls: everything the app shows them. */
async function deviceOf(server: TestServer, email: string) {
  const { token, user } = await signInAs(server, email);
  const device = syncDevice(server, token);
  await device.pull();
  return { user, device };
}

describe.each(DB_KINDS)('npm run demo (DEMO=1) on %s', (kind) => {
  let server: TestServer;
  const logged: string[] = [];
  beforeAll(async () => {
    const spy = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void logged.push(args.join(' ')));
    try {
      server = await startTestServer(kind, { demo: true, logLevel: 'info' });
    } finally {
      spy.mockRestore();
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  it('has an admin with the documented password, and says how to sign in', async () => {
    const { user } = await signInAs(server, DEMO_ADMIN.email);
    expect(user.role).toBe('admin');
    expect(logged.some((l) => l.includes(DEMO_TRAINER.email) && l.includes(DEMO_ADMIN.email) && l.includes(DEMO_PASSWORD)), logged.join('\n')).toBe(true);
  });

  it('shows the trainer clients with goals and rates, invitations in every state, plans with supersets and set targets, and months of weights', async () => {
    const { user, device } = await deviceOf(server, DEMO_TRAINER.email);
    expect(user).toMatchObject({ role: 'trainer', name: DEMO_TRAINER.name, registration_status: 'active' });

    const list = device.table('clients');
    expect(list.map((c) => c.name).sort()).toEqual(DEMO_CLIENTS.map((c) => c.name).sort());
    for (const c of list) expect(c.goal, String(c.name)).toBeTruthy(), expect(Number(c.hourlyRate)).toBeGreaterThan(0);
    const states = list.map((c) => invitationStatusOf(c as Parameters<typeof invitationStatusOf>[0])).sort();
    expect(states).toEqual(['accepted', 'accepted', 'accepted', 'expired', 'pending', 'revoked']);

    const plans = device.table('trainingPlans');
    expect(plans.filter((p) => p.isTemplate)).toHaveLength(2);
    const clientPlans = plans.filter((p) => !p.isTemplate);
    expect(new Set(clientPlans.map((p) => p.clientId)).size).toBe(4);
    const blocks = device.table('planBlocks');
    expect(blocks.filter((b) => b.type === 'superset').length).toBeGreaterThanOrEqual(4);
    const entries = device.table('blockExercises');
    expect(entries.every((e) => Array.isArray(e.setTargets) && e.setTargets.length === e.sets)).toBe(true);
    expect(entries.some((e) => (e.setTargets as Row[]).some((t) => t.weight !== undefined && t.reps !== undefined))).toBe(true);
    const own = device.table('exercises').map((e) => e.id);
    expect(own.length).toBeGreaterThanOrEqual(3);
    const used = entries.map((e) => String(e.exerciseId));
    expect(used.some((id) => !isOwnExerciseId(id))).toBe(true);
    expect(used.filter(isOwnExerciseId).every((id) => own.includes(id))).toBe(true);
    expect(used.some(isOwnExerciseId)).toBe(true);

    const weights = device.table('weightLogs');
    const byClient = new Map<string, Row[]>();
    for (const w of weights) byClient.set(String(w.clientId), [...(byClient.get(String(w.clientId)) ?? []), w]);
    expect(byClient.size).toBe(3);
    for (const [, logs] of byClient) {
      const times = logs.map((w) => Date.parse(String(w.loggedAt))).sort((a, b) => a - b);
      expect(times.at(-1)! - times[0]!).toBeGreaterThan(90 * DAY_MS);
      expect(logs.length).toBeGreaterThan(20);
    }
  });

  it('shows a client only their own record, plans and weights, with a trend that goes where their goal does', async () => {
    const { user, device } = await deviceOf(server, 'adam@repwise.app');
    expect(user.role).toBe('client');
    const mine = device.table('clients');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ id: user.client!.id, goal: 'weightloss' });
    const plans = device.table('trainingPlans');
    expect(plans.map((p) => p.title).sort()).toEqual(['Conditioning', 'Full body A']);
    expect(plans.every((p) => p.clientId === user.client!.id)).toBe(true);
    expect(device.table('planBlocks').some((b) => b.type === 'superset')).toBe(true);

    const weights = device.table('weightLogs').sort((a, b) => Date.parse(String(a.loggedAt)) - Date.parse(String(b.loggedAt)));
    expect(weights.every((w) => w.clientId === user.client!.id)).toBe(true);
    const mean = (ws: Row[]) => ws.reduce((s, w) => s + Number(w.weightKg), 0) / ws.length;
    expect(mean(weights.slice(0, 10)) - mean(weights.slice(-10))).toBeGreaterThan(3);
    // Noise, not a ruler: consecutive entries do not all step the same way.
    const steps = weights.slice(1).map((w, i) => Math.sign(Number(w.weightKg) - Number(weights[i]!.weightKg)));
    expect(steps.filter((s) => s > 0).length).toBeGreaterThan(5);
  });

  type Entry = {
    id: string | null;
    title: string;
    type: string;
    client_ids: string[];
    plan_by_client: Record<string, string | null>;
    date: string;
    time: string;
    series_id: string | null;
    occurrence_date: string | null;
    exception_id: string | null;
    approval_by_client: Record<string, string>;
    approval_status: string;
    progress_status: string;
  };
  const range = async (token: string, start: string, end: string) => {
    const res = await server.api(`/api/training-sessions?start=${start}&end=${end}`, { token });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: Entry[] }).data;
  };

  it('shows the trainer a real calendar: weekly series, done sessions in past weeks, one today, a group, a solo, answers still to come', async () => {
    const { token } = await signInAs(server, DEMO_TRAINER.email);
    const today = todayIn(Date.now(), DEFAULT_TIME_ZONE);
    const monday = mondayOf(today);
    const entries = await range(token, addDays(monday, -21), addDays(monday, 20));
    const series = entries.filter((e) => e.series_id !== null);
    expect(new Set(series.map((e) => e.series_id)).size).toBe(3);
    // Past weeks: the series' sessions were logged (concrete and completed), and Beata's single ones.
    const past = entries.filter((e) => e.date < monday);
    expect(past.length).toBeGreaterThanOrEqual(12);
    expect(past.every((e) => e.id !== null && e.progress_status === 'completed'), JSON.stringify(past.filter((e) => e.progress_status !== 'completed'))).toBe(true);
    // Today's session, in progress in the daytime.
    const todays = entries.find((e) => e.title === 'Conditioning' && e.date === today);
    expect(todays).toBeDefined();
    expect(['in_progress', 'not_started', 'completed']).toContain(todays!.progress_status);
    // Cyril's series: one session moved, one cancelled (not listed).
    const cyril = entries.filter((e) => e.title === 'Strength for runners' && e.date >= addDays(monday, 7) && e.date < addDays(monday, 14));
    expect(cyril.map((e) => [e.date, e.time])).toEqual([[addDays(monday, 9), '13:00']]);
    expect(cyril[0]!.exception_id).not.toBeNull();
    // A group of two, each with their own plan, one approved and one not yet.
    const group = entries.find((e) => e.type === 'group')!;
    expect(group.client_ids).toHaveLength(2);
    expect(new Set(Object.values(group.plan_by_client)).size).toBe(2);
    expect(Object.values(group.approval_by_client).sort()).toEqual(['approved', 'pending']);
    expect(entries.some((e) => e.type === 'solo')).toBe(true);
    expect(entries.filter((e) => e.date >= today && e.approval_status === 'pending').length).toBeGreaterThanOrEqual(3);
    expect(entries.filter((e) => e.date >= today && e.approval_status === 'approved').length).toBeGreaterThanOrEqual(3);
  });

  it('shows the trainer a calendar without double bookings: no session overlaps another the trainer runs or a client of it is in', async () => {
    const { device } = await deviceOf(server, DEMO_TRAINER.email);
    const rows = (name: string) => device.table(name) as never[];
    const entries = calendarEntries(rows('sessions'), rows('series'), rows('seriesExceptions'), new Date(Date.now() - 60 * DAY_MS), new Date(Date.now() + 60 * DAY_MS));
    expect(entries.length).toBeGreaterThan(20);
    const clashing = entries.flatMap((e) =>
      findClashes([{ ...slotOf(e), date: e.date, time: e.time, occurrenceDate: null }], entries, (o) => o === e).map((c) => `${e.date} ${e.time} ${e.title} × ${c.existing.map((x) => `${x.date} ${x.time} ${x.title}`).join(', ')}`),
    );
    expect(clashing).toEqual([]);
  });

  it('shows Beata the fortnightly series that waits for her answer, and only her own sessions', async () => {
    const { token, user } = await signInAs(server, 'beata@repwise.app');
    const monday = mondayOf(todayIn(Date.now(), DEFAULT_TIME_ZONE));
    const entries = await range(token, monday, addDays(monday, 27));
    expect(entries.every((e) => e.client_ids.includes(user.client!.id))).toBe(true);
    const tuesdays = entries.filter((e) => e.title === 'Glutes and back' && e.series_id !== null);
    expect(tuesdays.map((e) => e.date)).toEqual([addDays(monday, 8), addDays(monday, 22)]);
    expect(tuesdays.every((e) => e.time === '07:30' && e.approval_status === 'pending')).toBe(true);
    const res = await server.api('/api/training-session-series', { token });
    const list = ((await res.json()) as { data: { title: string; approval_by_client: Record<string, string> }[] }).data;
    expect(list).toEqual([expect.objectContaining({ title: 'Glutes and back', approval_by_client: { [user.client!.id]: 'pending' } })]);
  });

  type SetDto = { set_type: string; order: number; reps: number | null; weight_kg: number | null; completed_at: string | null };
  type LogDto = { session_id: string; exercise_id: string; client_id: string; block_id: string | null; order: number; logged_at: string; sets: SetDto[] };
  const logsOf = async (token: string, query: string) => {
    const res = await server.api(`/api/exercise-logs?${query}`, { token });
    expect(res.status, query).toBe(200);
    return ((await res.json()) as { data: LogDto[] }).data;
  };
  const top = (log: LogDto) => Math.max(...log.sets.filter((x) => x.set_type === 'working').map((x) => x.weight_kg ?? 0));

  it('shows the trainer the past sessions logged from the plan, a little stronger week by week, with a best e1RM', async () => {
    const { token } = await signInAs(server, DEMO_TRAINER.email);
    const monday = mondayOf(todayIn(Date.now(), DEFAULT_TIME_ZONE));
    const lastThursday = await logsOf(token, `session_id=${demoId('session:adam-strength:past:1:3')}`);
    expect(lastThursday.map((l) => [l.order, l.exercise_id])).toEqual([
      [0, 'barbell-back-squat'],
      [1, 'barbell-bench-press'],
      [2, 'one-arm-dumbbell-row'],
      [3, 'plank'],
    ]);
    expect(lastThursday.every((l) => l.block_id !== null && l.sets.length >= 3 && l.sets.every((x) => x.completed_at !== null))).toBe(true);
    const squat = lastThursday[0]!;
    expect(squat.sets.map((x) => x.set_type)).toEqual(['warmup', 'working', 'working', 'working', 'working']);
    expect(lastThursday[1]!.sets.every((x) => x.set_type === 'working')).toBe(true);
    // Logged at the session's time: last week's Thursday, 18:00 in the trainer's zone.
    const entry = (await range(token, addDays(monday, -4), addDays(monday, -4))).find((e) => e.title === 'Strength: full body')!;
    expect(entry.id).toBe(squat.session_id);
    expect(squat.logged_at).toBe(wallToInstant(addDays(monday, -4), '18:00', DEFAULT_TIME_ZONE).toISOString());
    expect(new Date(squat.logged_at).getTime()).toBeLessThan(new Date(squat.sets.at(-1)!.completed_at!).getTime());

    // Every session done in the past weeks has its logs (the series', Beata's two), Adam's own workout too.
    const past = (await range(token, addDays(monday, -21), addDays(monday, -1))).filter((e) => e.progress_status === 'completed');
    for (const e of past) expect((await logsOf(token, `session_id=${e.id}`)).length, `${e.title} ${e.date}`).toBeGreaterThanOrEqual(3);
    expect(past.some((e) => e.type === 'solo')).toBe(true);

    // Heavier than three weeks ago, and a best e1RM to show.
    const adamId = lastThursday[0]!.client_id;
    const history = await logsOf(token, `exercise_id=barbell-back-squat&client_id=${adamId}`);
    expect(history).toHaveLength(6);
    const byTime = [...history].sort((a, b) => a.logged_at.localeCompare(b.logged_at));
    expect(top(byTime.at(-1)!)).toBeGreaterThan(top(byTime[0]!));
    const res = await server.api(`/api/exercise-logs/stats?exercise_id=barbell-back-squat&client_id=${adamId}`, { token });
    expect(res.status).toBe(200);
    const stats = ((await res.json()) as { data: { best_e1rm: number | null; heaviest_weight_kg: number | null; total_volume_kg: number; sets: { set_type: string; e1rm: number | null }[] } }).data;
    expect(stats.best_e1rm).toBeGreaterThan(80);
    expect(stats.heaviest_weight_kg).toBe(70);
    expect(stats.total_volume_kg).toBeGreaterThan(0);
    expect(stats.sets.filter((x) => x.set_type === 'warmup').every((x) => x.e1rm === null)).toBe(true);
  });

  it('shows Adam his own logs: from the trainer\'s sessions and the workout he started himself', async () => {
    const { token, user } = await signInAs(server, 'adam@repwise.app');
    const squats = await logsOf(token, 'exercise_id=barbell-back-squat');
    expect(squats).toHaveLength(6);
    expect(squats.every((l) => l.client_id === user.client!.id && l.sets.length === 5)).toBe(true);
    expect(await logsOf(token, 'exercise_id=barbell-hip-thrust')).toEqual([]);
    const solo = await logsOf(token, `session_id=${demoId('session:adam-solo-conditioning')}`);
    expect(solo.map((l) => l.exercise_id).sort()).toEqual(['kettlebell-swing', 'push-up', 'rowing-machine']);
    const { device } = await deviceOf(server, 'adam@repwise.app');
    const logs = device.table('exerciseLogs');
    expect(logs.length).toBe(6 * 4 + 3);
    expect(logs.every((l) => l.clientId === user.client!.id)).toBe(true);
    expect(device.table('exerciseSets').length).toBeGreaterThan(logs.length * 3);
    const session = device.table('sessions').find((x) => x.id === demoId('session:adam-solo-conditioning'));
    expect(session).toMatchObject({ type: 'solo', progressStatus: 'completed' });
  });

  it('shows the trainer an early-adopter subscription paid for months, the next charge within the month', async () => {
    const { token } = await signInAs(server, DEMO_TRAINER.email);
    const res = await server.api('/api/subscription', { token });
    expect(res.status).toBe(200);
    const sub = (await res.json()) as { plan: string; status: string; nextCharge: { amountMinor: number; at: string } | null; refundableUntil: string | null; accessCode: string | null };
    expect(sub).toMatchObject({ plan: 'early_adopter', status: 'active', refundableUntil: null, accessCode: null, nextCharge: { amountMinor: 750 } });
    const next = Date.parse(sub.nextCharge!.at) - Date.now();
    expect(next).toBeGreaterThan(0);
    expect(next).toBeLessThan(32 * DAY_MS);
  });

  it('shows believable billing: Adam owes money, Beata has credit, Cyril is paid up in CZK, one session priced on its own', async () => {
    const { token } = await signInAs(server, DEMO_TRAINER.email);
    const { device } = await deviceOf(server, DEMO_TRAINER.email);
    const idOf = (name: string) => device.table('clients').find((c) => String(c.name).startsWith(name))!.id as string;
    const billing = async (name: string) => {
      const res = await server.api(`/api/clients/${idOf(name)}/billing`, { token });
      expect(res.status).toBe(200);
      return ((await res.json()) as { data: { currency: string; summary: { totalOwed: number; availableCredit: number; totalPaid: number }; sessions: { session_id: string; price: number }[] } }).data;
    };
    const adam = await billing('Adam');
    expect(adam.summary.totalOwed).toBeGreaterThan(0);
    expect(adam.summary.totalPaid).toBe(140);
    expect(adam.sessions.some((x) => x.price === 25)).toBe(true);
    // His conditioning on his own is not billed; the solo session the trainer programmes for Cyril is marked billable.
    expect(adam.sessions.some((x) => x.session_id === demoId('session:adam-solo-conditioning'))).toBe(false);
    expect(device.table('sessions').find((x) => x.id === demoId('session:cyril-solo'))).toMatchObject({ type: 'solo', billable: true });
    const beata = await billing('Beata');
    expect(beata.summary).toMatchObject({ totalOwed: 0, totalPaid: 100 });
    expect(beata.summary.availableCredit).toBeGreaterThan(0);
    const cyril = await billing('Cyril');
    expect(cyril).toMatchObject({ currency: 'CZK', summary: { totalOwed: 0, totalPaid: 3600 } });
    expect(device.table('payments')).toHaveLength(4);
  });

  it('shows the trainer and the clients a few notifications of what happened, the latest unread, none mailed', async () => {
    type Page = { data: { type: string; read_at: string | null; created_at: string }[]; unread_count: number };
    const trainer = await signInAs(server, 'demo@repwise.app');
    const t = (await (await server.api('/api/notifications', { token: trainer.token })).json()) as Page;
    expect(t.data.map((n) => n.type)).toContain('approval_answered');
    expect(t.unread_count).toBe(2);
    const beata = await signInAs(server, 'beata@repwise.app');
    const b = (await (await server.api('/api/notifications', { token: beata.token })).json()) as Page;
    expect(b.data.map((n) => n.type)).toContain('series_created');
    expect(new Set(b.data.map((n) => n.created_at)).size).toBe(b.data.length);
  });

  it('shows a newer trainer a partly done onboarding checklist; the long-time trainer has hidden theirs', async () => {
    type Checklist = { percent: number; dismissed: boolean; steps: { id: string; completed: boolean }[] };
    const nora = await signInAs(server, 'nora@repwise.app');
    const n = (await (await server.api('/api/trainer/onboarding', { token: nora.token })).json()) as Checklist;
    expect(n.steps.filter((x) => x.completed).map((x) => x.id)).toEqual(['set-language', 'create-client', 'prepare-exercises']);
    expect(n).toMatchObject({ percent: 33, dismissed: false });
    const dana = await signInAs(server, DEMO_TRAINER.email);
    const d = (await (await server.api('/api/trainer/onboarding', { token: dana.token })).json()) as Checklist;
    expect(d.dismissed).toBe(true);
    expect(d.steps.filter((x) => x.completed).map((x) => x.id)).toContain('log-session');
  });

  it('starting again adds nothing, quickly', async () => {
    const tables = [users, clients, clientInvitations, exercises, trainingPlans, planBlocks, blockExercises, weightLogs, trainingSessions, sessionSeries, seriesExceptions, exerciseLogs, exerciseSets, payments];
    const counts = () => Promise.all(tables.map(async (t) => (await server.ctx.db.select({ n: count() }).from(t))[0]!.n));
    const before = await counts();
    const started = Date.now();
    await seedDemo(server.ctx);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await counts()).toEqual(before);
  });
});
