import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION, type MutationResult } from '../../domain/protocol/protocol';
import { addDays } from '../../domain/time/wall-time';
import { WORKOUT_MESSAGES as WM } from '../../domain/workouts/messages';
import { exerciseLogs, exerciseSets, trainingSessions } from '../../server/db/schema';
import { DB_KINDS } from '../helpers/databases';
import { makeClient, makeTrainer } from './sync-fixtures';
import { makeDevice, startBackend, type Backend, type Device } from './sync-harness';

const BENCH = 'barbell-bench-press';
const today = () => new Date().toISOString().slice(0, 10);

type SetDto = { id: string; order: number; set_type: string; reps: number | null; weight_kg: number | null; completed_at: string | null };
type LogDto = { id: string; session_id: string; exercise_id: string; client_id: string; notes: string | null; sets: SetDto[] };

/**
 * Exercise logs and sets (docs/rules/workouts.md "Exercise logs and sets", docs/rules/workouts.md "Who logs", docs/rules/workouts.md "Exercise logs and sets" calls):
 * REST and sync over one backend per database; the devices are the real
 * engine and local mutators over fake-indexeddb.
 */
describe.each(DB_KINDS)('exercise logs on %s', (kind) => {
  let backend: Backend;
  const devices: Device[] = [];
  beforeAll(async () => void (backend = await startBackend(kind)));
  afterEach(() => {
    for (const d of devices.splice(0)) d.close();
  });
  afterAll(async () => backend?.close());
  const db = () => backend.ctx.db;

  function api(path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
    const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    return backend.fetch(`http://repwise.test${path}`, {
      method: init.method ?? (init.body !== undefined ? 'POST' : 'GET'),
      headers,
      body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
    });
  }
  let nextMutation = 1;
  async function push(token: string, ...mutations: { name: string; args: unknown }[]): Promise<MutationResult[]> {
    const deviceId = uuidv7();
    const res = await api('/api/sync/push', { token, body: { protocolVersion: PROTOCOL_VERSION, deviceId, mutations: mutations.map((m) => ({ id: nextMutation++, name: m.name, args: m.args })) } });
    expect(res.status).toBe(200);
    nextMutation = 1;
    return ((await res.json()) as { results: MutationResult[] }).results;
  }
  const phone = (name: string, user: { id: string; token: string }) => {
    const net = { online: true };
    const d = makeDevice(name, user.id, user.token, (url, init) => (net.online ? backend.fetch(url, init) : Promise.reject(new TypeError('Failed to fetch'))));
    devices.push(d);
    return Object.assign(d, { net });
  };

  /** A trainer with clients Adam and Beata (both with accounts), and another trainer with a client of theirs. */
  async function setup() {
    const t = await makeTrainer(db());
    const a = await makeClient(db(), t.id, { withUser: true, name: 'Adam' });
    const b = await makeClient(db(), t.id, { withUser: true, name: 'Beata' });
    const t2 = await makeTrainer(db(), 'Other');
    const c2 = await makeClient(db(), t2.id, { withUser: true, name: 'Cyril' });
    return { t, a, b, t2, c2 };
  }
  async function planSession(token: string, clientIds: string[], type: 'in_person' | 'solo' | 'group') {
    const id = uuidv7();
    const args = { id, title: 'Strength', type, clientIds, planByClient: Object.fromEntries(clientIds.map((c) => [c, null])), date: addDays(today(), 1), time: '18:00', durationMinutes: 60 };
    expect((await push(token, { name: 'session.create', args }))[0]!.status).toBe('ok');
    return id;
  }
  const logsOf = async (sessionId: string) => db().select().from(exerciseLogs).where(eq(exerciseLogs.sessionId, sessionId));
  const setsOf = async (sessionId: string) => db().select().from(exerciseSets).where(eq(exerciseSets.sessionId, sessionId));

  it('a trainer logs an in-person session with its sets, lists, changes and deletes it; range, stats and logged exercises', async () => {
    const { t, a } = await setup();
    const session = await planSession(t.token, [a.clientId], 'in_person');
    const id = uuidv7();
    const body = { id, session_id: session, exercise_id: BENCH, notes: ' paused ', sets: [{ set_type: 'warmup', reps: 10, weight_kg: 40 }, { reps: 8, weight_kg: 60, rpe: 8.5 }] };
    const created = await api('/api/exercise-logs', { token: t.token, body });
    expect(created.status).toBe(201);
    const log = ((await created.json()) as { data: LogDto }).data;
    expect(log).toMatchObject({ id, session_id: session, exercise_id: BENCH, client_id: a.clientId, notes: 'paused' });
    expect(log.sets.map((s) => [s.order, s.set_type, s.reps, s.weight_kg])).toEqual([
      [0, 'warmup', 10, 40],
      [1, 'working', 8, 60],
    ]);
    expect(log.sets.every((s) => s.completed_at !== null)).toBe(true);
    // Resent: nothing new.
    const again = await api('/api/exercise-logs', { token: t.token, body: { ...body, notes: 'other', sets: [] } });
    expect(again.status).toBe(200);
    expect(((await again.json()) as { data: LogDto }).data).toMatchObject({ notes: 'paused', sets: [{}, {}] });

    // The client sees it, by session and by exercise.
    const bySession = (await (await api(`/api/exercise-logs?session_id=${session}`, { token: a.user!.token })).json()) as { data: LogDto[] };
    expect(bySession.data.map((l) => l.id)).toEqual([id]);
    const byExercise = (await (await api(`/api/exercise-logs?exercise_id=${BENCH}&client_id=${a.clientId}`, { token: t.token })).json()) as { data: LogDto[] };
    expect(byExercise.data.map((l) => l.id)).toEqual([id]);
    expect((await api('/api/exercise-logs', { token: t.token })).status).toBe(422);

    // Stats: warm-ups excluded; e1RM = 60 × (1 + 8/30) = 76.
    const stats = (await (await api(`/api/exercise-logs/stats?exercise_id=${BENCH}&client_id=${a.clientId}`, { token: t.token })).json()) as {
      data: { best_e1rm: number; heaviest_weight_kg: number; total_volume_kg: number; sets: { e1rm: number | null }[] };
    };
    expect(stats.data).toMatchObject({ best_e1rm: 76, heaviest_weight_kg: 60, total_volume_kg: 480 });
    expect(stats.data.sets.map((s) => s.e1rm)).toEqual([null, 76]);
    const own = await api(`/api/exercise-logs/stats?exercise_id=${BENCH}`, { token: a.user!.token });
    expect(((await own.json()) as { data: { best_e1rm: number } }).data.best_e1rm).toBe(76);

    const range = await api(`/api/exercise-logs/range?client_id=${a.clientId}&start_date=${addDays(today(), -1)}&end_date=${addDays(today(), 1)}`, { token: t.token });
    expect(((await range.json()) as { data: LogDto[] }).data.map((l) => l.id)).toEqual([id]);
    const before = await api(`/api/exercise-logs/range?client_id=${a.clientId}&start_date=${addDays(today(), -9)}&end_date=${addDays(today(), -5)}`, { token: t.token });
    expect(((await before.json()) as { data: LogDto[] }).data).toEqual([]);
    expect((await api(`/api/exercise-logs/range?client_id=${a.clientId}&start_date=${today()}&end_date=${addDays(today(), -1)}`, { token: t.token })).status).toBe(422);

    const exercises = (await (await api(`/api/clients/${a.clientId}/exercises`, { token: t.token })).json()) as { data: { exercise_id: string; title: string; log_count: number }[] };
    expect(exercises.data).toEqual([expect.objectContaining({ exercise_id: BENCH, log_count: 1, title: expect.any(String) })]);

    // The sets as a whole list: the warm-up goes, the working set changes, one is added.
    const [, working] = log.sets;
    const put = await api(`/api/exercise-logs/${id}`, { token: t.token, method: 'PUT', body: { notes: '', sets: [{ id: working!.id, reps: 6, weight_kg: 65 }, { reps: 5, weight_kg: 70 }] } });
    expect(put.status).toBe(200);
    const changed = ((await put.json()) as { data: LogDto }).data;
    expect(changed.notes).toBeNull();
    expect(changed.sets.map((s) => [s.reps, s.weight_kg])).toEqual([
      [6, 65],
      [5, 70],
    ]);
    expect((await setsOf(session)).filter((s) => s.deletedAt !== null)).toHaveLength(1);

    expect((await api(`/api/exercise-logs/${id}`, { token: t.token, method: 'DELETE' })).status).toBe(204);
    expect((await api(`/api/exercise-logs/${id}`, { token: t.token, method: 'DELETE' })).status).toBe(204);
    expect((await api(`/api/exercise-logs/${id}`, { token: t.token, method: 'PUT', body: { notes: 'late' } })).status).toBe(404);
    expect(((await (await api(`/api/exercise-logs?session_id=${session}`, { token: t.token })).json()) as { data: LogDto[] }).data).toEqual([]);
    // Its sets went with it.
    expect((await setsOf(session)).every((s) => s.deletedAt !== null)).toBe(true);
  });

  it('refuses another trainer, another client and a client on an in-person session, storing nothing', async () => {
    const { t, a, b, t2, c2 } = await setup();
    const session = await planSession(t.token, [a.clientId], 'in_person');
    const body = { session_id: session, exercise_id: BENCH, sets: [{ reps: 5, weight_kg: 50 }] };
    expect((await api('/api/exercise-logs', { token: t2.token, body })).status).toBe(404);
    expect((await api('/api/exercise-logs', { token: b.user!.token, body })).status).toBe(404);
    expect((await api('/api/exercise-logs', { token: c2.user!.token, body })).status).toBe(404);
    const client = await api('/api/exercise-logs', { token: a.user!.token, body });
    expect(client.status).toBe(403);
    expect(((await client.json()) as { message: string }).message).toBe(WM.notTheLogger);
    // An exercise of another trainer's is not found.
    const other = await api('/api/exercises', { token: t2.token, body: { title: 'Secret move', exercise_category_id: 'strength', tracking_fields: ['reps'] } });
    const otherExercise = ((await other.json()) as { data: { id: string } }).data?.id ?? uuidv7();
    expect((await api('/api/exercise-logs', { token: t.token, body: { ...body, exercise_id: otherExercise } })).status).toBe(404);
    expect((await api('/api/exercise-logs', { token: t.token, body: { ...body, exercise_id: 'no-such-exercise' } })).status).toBe(404);
    expect(await logsOf(session)).toEqual([]);
    expect(await setsOf(session)).toEqual([]);

    const mine = await api('/api/exercise-logs', { token: t.token, body });
    const { id } = ((await mine.json()) as { data: LogDto }).data;
    for (const token of [t2.token, b.user!.token, a.user!.token]) {
      expect((await api(`/api/exercise-logs/${id}`, { token, method: 'PUT', body: { notes: 'x' } })).status).toBe(404);
      expect((await api(`/api/exercise-logs/${id}`, { token, method: 'DELETE' })).status).toBe(404);
    }
    // Reusing the id does not take the row over.
    expect((await api('/api/exercise-logs', { token: t2.token, body: { ...body, id } })).status).not.toBe(201);
    for (const token of [t2.token, b.user!.token]) {
      expect(((await (await api(`/api/exercise-logs?session_id=${session}`, { token })).json()) as { data: LogDto[] }).data).toEqual([]);
    }
    expect((await api(`/api/clients/${a.clientId}/exercises`, { token: b.user!.token })).status).toBe(404);
    expect((await api(`/api/clients/${a.clientId}/exercises`, { token: t2.token })).status).toBe(404);
    expect((await api(`/api/exercise-logs/stats?exercise_id=${BENCH}&client_id=${a.clientId}`, { token: t2.token })).status).toBe(404);
    expect((await api(`/api/exercise-logs/range?client_id=${a.clientId}&start_date=${today()}&end_date=${today()}`, { token: b.user!.token })).status).toBe(404);
    expect(await logsOf(session)).toHaveLength(1);
    expect((await logsOf(session))[0]!.notes).toBeNull();
  });

  it('a deleted client takes their logs and sets with them (the declarations drive the cascade)', async () => {
    const { t, a } = await setup();
    const session = await planSession(t.token, [a.clientId], 'in_person');
    expect((await api('/api/exercise-logs', { token: t.token, body: { session_id: session, exercise_id: BENCH, sets: [{ reps: 5, weight_kg: 50 }] } })).status).toBe(201);
    expect((await api(`/api/clients/${a.clientId}`, { token: t.token, method: 'DELETE' })).status).toBe(204);
    expect((await logsOf(session)).every((l) => l.deletedAt !== null)).toBe(true);
    const sets = await setsOf(session);
    expect(sets).toHaveLength(1);
    expect(sets[0]!.deletedAt).not.toBeNull();
  });

  it('refuses notes over 500 characters and out-of-range values with the messages, storing nothing', async () => {
    const { t, a } = await setup();
    const session = await planSession(t.token, [a.clientId], 'in_person');
    const notes = await api('/api/exercise-logs', { token: t.token, body: { session_id: session, exercise_id: BENCH, notes: 'x'.repeat(501) } });
    expect(notes.status).toBe(422);
    expect(((await notes.json()) as { errors: Record<string, string[]> }).errors.notes).toEqual([WM.notesMax]);
    const reps = await api('/api/exercise-logs', { token: t.token, body: { session_id: session, exercise_id: BENCH, sets: [{ reps: 5 }, { reps: -3 }] } });
    expect(reps.status).toBe(422);
    expect(Object.keys(((await reps.json()) as { errors: Record<string, string[]> }).errors)).toEqual(['sets.1.reps']);
    const [pushed] = await push(t.token, { name: 'exerciseLog.create', args: { id: uuidv7(), sessionId: session, exerciseId: BENCH, order: 0, notes: 'y'.repeat(501), loggedAt: new Date().toISOString() } });
    expect(pushed!.status).toBe('error');
    expect(JSON.stringify(pushed!.error)).toContain(WM.notesMax);
    expect(await logsOf(session)).toEqual([]);
    expect(await setsOf(session)).toEqual([]);
  });

  it('who logs: the client in solo sessions, the trainer in in-person and group ones (naming the client)', async () => {
    const { t, a, b } = await setup();
    const solo = await planSession(t.token, [a.clientId], 'solo');
    expect((await api('/api/exercise-logs', { token: t.token, body: { session_id: solo, exercise_id: BENCH } })).status).toBe(403);
    expect((await api('/api/exercise-logs', { token: a.user!.token, body: { session_id: solo, exercise_id: BENCH, sets: [{ reps: 5, weight_kg: 50 }] } })).status).toBe(201);
    expect(await logsOf(solo)).toHaveLength(1);

    const group = await planSession(t.token, [a.clientId, b.clientId], 'group');
    const unnamed = await api('/api/exercise-logs', { token: t.token, body: { session_id: group, exercise_id: BENCH } });
    expect(unnamed.status).toBe(422);
    expect(((await unnamed.json()) as { errors: Record<string, string[]> }).errors.client_id).toEqual([WM.groupClientRequired]);
    const { clientId: outsider } = await makeClient(db(), t.id);
    expect((await api('/api/exercise-logs', { token: t.token, body: { session_id: group, exercise_id: BENCH, client_id: outsider } })).status).toBe(404);
    const forB = await api('/api/exercise-logs', { token: t.token, body: { session_id: group, exercise_id: BENCH, client_id: b.clientId, sets: [{ reps: 3, weight_kg: 90 }] } });
    expect(forB.status).toBe(201);
    expect(((await forB.json()) as { data: LogDto }).data.client_id).toBe(b.clientId);
    expect((await api('/api/exercise-logs', { token: b.user!.token, body: { session_id: group, exercise_id: BENCH } })).status).toBe(403);
    // Each client sees only their own logs of the group session.
    const seenByA = (await (await api(`/api/exercise-logs?session_id=${group}`, { token: a.user!.token })).json()) as { data: LogDto[] };
    const seenByB = (await (await api(`/api/exercise-logs?session_id=${group}`, { token: b.user!.token })).json()) as { data: LogDto[] };
    expect(seenByA.data).toEqual([]);
    expect(seenByB.data).toHaveLength(1);
  });

  it('workout.start makes a solo session the trainer sees; a trainer may not start one', async () => {
    const { t, a } = await setup();
    const sessionId = uuidv7();
    const args = { sessionId, title: 'Blank workout', startedAt: new Date().toISOString(), timeZone: 'Europe/Bratislava' };
    expect((await push(a.user!.token, { name: 'workout.start', args }))[0]!.status).toBe('ok');
    // Idempotent by id.
    expect((await push(a.user!.token, { name: 'workout.start', args: { ...args, title: 'Again' } }))[0]!.status).toBe('ok');
    expect((await push(t.token, { name: 'workout.start', args: { ...args, sessionId: uuidv7() } }))[0]!.status).toBe('error');
    const list = (await (await api(`/api/training-sessions?start=${addDays(today(), -1)}&end=${addDays(today(), 1)}`, { token: t.token })).json()) as {
      data: { id: string; type: string; client_ids: string[]; progress_status: string; approval_by_client: Record<string, string>; title: string }[];
    };
    expect(list.data.find((s) => s.id === sessionId)).toMatchObject({
      type: 'solo',
      client_ids: [a.clientId],
      progress_status: 'in_progress',
      approval_by_client: { [a.clientId]: 'approved' },
      title: 'Blank workout',
    });
    const [row] = await db().select().from(trainingSessions).where(eq(trainingSessions.id, sessionId));
    expect(row!.spaceId).toBe(t.id);
    // The client logs in it and completes it.
    expect((await api('/api/exercise-logs', { token: a.user!.token, body: { session_id: sessionId, exercise_id: BENCH, sets: [{ reps: 5, weight_kg: 50 }] } })).status).toBe(201);
    expect((await push(a.user!.token, { name: 'session.progress', args: { id: sessionId, event: 'complete' } }))[0]!.status).toBe('ok');
  });

  it('through sync: two phones of one client keep every set; the later edit wins; a deleted set stays deleted', async () => {
    const { a } = await setup();
    const p1 = phone('p1', a.user!);
    const p2 = phone('p2', a.user!);
    expect(await p1.engine.sync()).toBe('ok');
    expect(await p2.engine.sync()).toBe('ok');
    const sessionId = uuidv7();
    const logId = uuidv7();
    const [s1, s2, s3, s4] = [uuidv7(), uuidv7(), uuidv7(), uuidv7()];
    const now = new Date().toISOString();
    await p1.engine.mutate('workout.start', { sessionId, title: 'Push day', startedAt: now });
    await p1.engine.mutate('exerciseLog.create', { id: logId, sessionId, exerciseId: BENCH, order: 0, loggedAt: now });
    await p1.engine.mutate('set.create', { id: s1, exerciseLogId: logId, order: 0, setType: 'working', reps: 8, weightKg: 60, completedAt: now });
    await p1.engine.mutate('set.create', { id: s2, exerciseLogId: logId, order: 1, setType: 'working', reps: 8, weightKg: 60, completedAt: now });
    // At once on the device, before any sync.
    expect(await p1.db.synced('sessions').get(sessionId)).toMatchObject({ type: 'solo', progressStatus: 'in_progress' });
    expect(await p1.db.synced('exerciseSets').get(s1)).toMatchObject({ sessionId, clientId: a.clientId, loggedAt: now, weightKg: 60 });
    expect(await p1.engine.sync()).toBe('ok');
    expect(await p2.engine.sync()).toBe('ok');
    expect(await p2.db.synced('exerciseSets').count()).toBe(2);

    // Both offline: each logs a set, edits s1 (p2 later), and p1 deletes s2 while p2 edits it.
    p1.net.online = p2.net.online = false;
    await p1.engine.mutate('set.create', { id: s3, exerciseLogId: logId, order: 2, setType: 'working', reps: 6, weightKg: 65, completedAt: now });
    await p2.engine.mutate('set.create', { id: s4, exerciseLogId: logId, order: 2, setType: 'drop', reps: 12, weightKg: 40, completedAt: now });
    await p1.engine.mutate('set.update', { id: s1, weightKg: 61 });
    await p1.engine.mutate('set.delete', { id: s2 });
    await new Promise((r) => setTimeout(r, 5));
    await p2.engine.mutate('set.update', { id: s1, weightKg: 62 });
    await p2.engine.mutate('set.update', { id: s2, reps: 12 });
    // The later edit reconnects first; the earlier one after.
    p2.net.online = true;
    expect(await p2.engine.sync()).toBe('ok');
    p1.net.online = true;
    expect(await p1.engine.sync()).toBe('ok');
    expect(await p2.engine.sync()).toBe('ok');

    const server = await setsOf(sessionId);
    expect(server.filter((s) => s.deletedAt === null).map((s) => s.id).sort()).toEqual([s1, s3, s4].sort());
    expect(server.find((s) => s.id === s1)!.weightKg).toBe(62);
    expect(server.find((s) => s.id === s2)!.deletedAt).not.toBeNull();
    for (const p of [p1, p2]) {
      const sets = await p.db.synced('exerciseSets').toArray();
      expect(sets.map((s) => s.id).sort(), p.name).toEqual([s1, s3, s4].sort());
      expect(sets.find((s) => s.id === s1)!.weightKg, p.name).toBe(62);
    }

    // Deleting the log takes its sets on both phones.
    await p2.engine.mutate('exerciseLog.delete', { id: logId });
    expect(await p2.db.synced('exerciseSets').count()).toBe(0);
    expect(await p2.engine.sync()).toBe('ok');
    expect(await p1.engine.sync()).toBe('ok');
    expect(await p1.db.synced('exerciseLogs').count()).toBe(0);
    expect(await p1.db.synced('exerciseSets').count()).toBe(0);
  });
});
