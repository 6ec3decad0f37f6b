import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION, type MutationResult } from '../../domain/protocol/protocol';
import { addDays } from '../../domain/time/wall-time';
import { exerciseSets } from '../../server/db/schema';
import { DB_KINDS } from '../helpers/databases';
import { makeClient, makeTrainer } from './sync-fixtures';
import { startBackend, type Backend } from './sync-harness';

const BENCH = 'barbell-bench-press';

/**
 * A workout logged offline reaches the server as runs of set.create, which the
 * push applies in one statement each (server/areas/workouts/commands/sets.ts,
 * createSets): the outcome must be the one of applying them one by one.
 */
describe.each(DB_KINDS)('set.create runs in a push on %s', (kind) => {
  let backend: Backend;
  beforeAll(async () => void (backend = await startBackend(kind)));
  afterAll(async () => backend?.close());
  const db = () => backend.ctx.db;

  async function push(token: string, deviceId: string, firstId: number, mutations: { name: string; args: unknown }[]): Promise<MutationResult[]> {
    const res = await backend.fetch('http://repwise.test/api/sync/push', {
      method: 'POST',
      headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ protocolVersion: PROTOCOL_VERSION, deviceId, mutations: mutations.map((m, i) => ({ id: firstId + i, name: m.name, args: m.args })) }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { results: MutationResult[] }).results;
  }

  /** A trainer's session for a client of theirs with one exercise logged, through the push. */
  async function loggedSession(token: string, clientId: string, deviceId: string) {
    const sessionId = uuidv7();
    const logId = uuidv7();
    const date = addDays(new Date().toISOString().slice(0, 10), 1);
    const results = await push(token, deviceId, 1, [
      { name: 'session.create', args: { id: sessionId, title: 'Strength', type: 'in_person', clientIds: [clientId], planByClient: { [clientId]: null }, date, time: '18:00', durationMinutes: 60 } },
      { name: 'exerciseLog.create', args: { id: logId, sessionId, exerciseId: BENCH, order: 0, notes: null, loggedAt: new Date().toISOString() } },
    ]);
    expect(results.map((r) => r.status)).toEqual(['ok', 'ok']);
    return { sessionId, logId };
  }
  const set = (exerciseLogId: string, order: number, reps = 8, id = uuidv7()) => ({
    name: 'set.create',
    args: { id, exerciseLogId, order, setType: 'working', reps, weightKg: 60, completedAt: new Date().toISOString() },
  });
  const setsOf = async (sessionId: string) => (await db().select().from(exerciseSets).where(eq(exerciseSets.sessionId, sessionId))).sort((a, b) => a.order - b.order);

  it('stores a run of sets with their log, session and client; a replayed push and a resent set change nothing', async () => {
    const t = await makeTrainer(db());
    const a = await makeClient(db(), t.id, { withUser: true, name: 'Adam' });
    const device = uuidv7();
    const { sessionId, logId } = await loggedSession(t.token, a.clientId, device);
    const run = [0, 1, 2, 3, 4].map((o) => set(logId, o, 8 + o));
    expect((await push(t.token, device, 3, run)).map((r) => r.status)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    const stored = await setsOf(sessionId);
    expect(stored.map((s) => [s.order, s.reps, s.exerciseLogId, s.clientId, s.createdBy])).toEqual(run.map((_, o) => [o, 8 + o, logId, a.clientId, t.id]));
    expect(stored.every((s) => s.completedAt !== null && s.deletedAt === null)).toBe(true);

    expect((await push(t.token, device, 3, run)).map((r) => r.status)).toEqual(Array(5).fill('alreadyProcessed'));
    // The first set sent again as a new mutation, with other values, amid new ones: it keeps its first values.
    const resent = set(logId, 0, 20, run[0]!.args.id);
    expect((await push(t.token, device, 8, [set(logId, 5), resent, set(logId, 6)])).map((r) => r.status)).toEqual(['ok', 'ok', 'ok']);
    const after = await setsOf(sessionId);
    expect(after.map((s) => [s.order, s.reps])).toEqual([[0, 8], [1, 9], [2, 10], [3, 11], [4, 12], [5, 8], [6, 8]]);
  });

  it("refuses only the sets of a run that take another trainer's set id or log; the others are stored", async () => {
    const t = await makeTrainer(db());
    const a = await makeClient(db(), t.id, { withUser: true, name: 'Adam' });
    const t2 = await makeTrainer(db(), 'Other');
    const c2 = await makeClient(db(), t2.id, { withUser: true, name: 'Cyril' });
    const theirs = await loggedSession(t2.token, c2.clientId, uuidv7());
    const theirSet = set(theirs.logId, 0, 5);
    expect((await push(t2.token, uuidv7(), 1, [theirSet]))[0]!.status).toBe('ok');

    const device = uuidv7();
    const mine = await loggedSession(t.token, a.clientId, device);
    // Each alone in a run: a failure in a run makes the push go one by one, which must find the same one.
    const takenId = await push(t.token, device, 3, [set(mine.logId, 0), set(mine.logId, 1, 8, theirSet.args.id), set(mine.logId, 2)]);
    expect(takenId.map((r) => r.status)).toEqual(['ok', 'error', 'ok']);
    const foreignLog = await push(t.token, device, 6, [set(mine.logId, 3), set(theirs.logId, 1), set(mine.logId, 4)]);
    expect(foreignLog.map((r) => r.status)).toEqual(['ok', 'error', 'ok']);
    expect((await setsOf(mine.sessionId)).map((s) => s.order)).toEqual([0, 2, 3, 4]);
    // Theirs untouched.
    expect((await setsOf(theirs.sessionId)).map((s) => [s.order, s.reps, s.createdBy])).toEqual([[0, 5, t2.id]]);
  });
});
