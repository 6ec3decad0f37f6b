import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION, type MutationResult } from '../../domain/protocol/protocol';
import { WORKOUT_MESSAGES as WM } from '../../domain/workouts/messages';
import { parseWorkoutCsv } from '../../domain/workouts/import-format';
import { makeHevyCsv } from '../fixtures/hevy-csv';
import { applyLocalMutations, type LocalWrite } from '../../replica/write/entry';
import { exerciseLogs, exercises, exerciseSets, trainingSessions } from '../../server/db/schema';
import { defaultChoices, summarize } from '../../src/features/workout-import/plan';
import { previewImport, runHistoryImport } from '../../src/features/workout-import/run';
import { DB_KINDS } from '../helpers/databases';
import { makeClient, makeTrainer } from './sync-fixtures';
import { makeDevice, startBackend, type Backend, type Device } from './sync-harness';

// Inside the device's sync window (120 days back), so the device keeps what it imported after syncing.
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const STRONG = [
  'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE',
  `${day(10)} 07:00:00,Push,1h 5m,Bench Press (Barbell),1,80,5,0,0,,,8`,
  `${day(10)} 07:00:00,Push,1h 5m,Bench Press (Barbell),2,80,5,0,0,,,`,
  `${day(10)} 07:00:00,Push,1h 5m,Zercher Hold Walk,1,60,0,0,40,,,`,
  `${day(8)} 07:00:00,Pull,45m,Lat Pulldown (Cable),1,50,10,0,0,,,`,
].join('\n');

/**
 * workout.record (domain/workouts/mutations.ts): a trainer's history import
 * for their client and a client's manual log of an earlier workout, through
 * the real device import and engine, and pushed by hand where the device
 * would refuse first.
 */
describe.each(DB_KINDS)('recorded workouts on %s', (kind) => {
  let backend: Backend;
  const devices: Device[] = [];
  beforeAll(async () => void (backend = await startBackend(kind)));
  afterEach(() => {
    for (const d of devices.splice(0)) d.close();
  });
  afterAll(async () => backend?.close());
  const db = () => backend.ctx.db;

  let nextMutation = 1;
  async function push(token: string, ...mutations: { name: string; args: unknown }[]): Promise<MutationResult[]> {
    const res = await backend.fetch('http://repwise.test/api/sync/push', {
      method: 'POST',
      headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json', 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ protocolVersion: PROTOCOL_VERSION, deviceId: uuidv7(), mutations: mutations.map((m) => ({ id: nextMutation++, name: m.name, args: m.args })) }),
    });
    expect(res.status).toBe(200);
    nextMutation = 1;
    return ((await res.json()) as { results: MutationResult[] }).results;
  }
  const device = (name: string, user: { id: string; token: string }) => {
    const d = makeDevice(name, user.id, user.token, (url, init) => backend.fetch(url, init));
    devices.push(d);
    return d;
  };
  async function importOn(d: Device, clientId: string, text = STRONG) {
    const parsed = parseWorkoutCsv(text, { timeZone: 'Europe/Bratislava' });
    const summary = summarize(parsed, await d.db.exercises.toArray())!;
    return runHistoryImport({
      db: d.db,
      write: (batch: readonly LocalWrite[]) => applyLocalMutations(d.db, batch, new Date(), { show: false }),
      parsed,
      summary,
      choices: defaultChoices(summary.unknown),
      clientId,
      timeZone: 'Europe/Bratislava',
      untitled: 'Workout',
    });
  }
  const rowsOf = async (clientId: string) => ({
    sessions: await db().select().from(trainingSessions).where(eq(trainingSessions.title, 'Push')),
    logs: await db().select().from(exerciseLogs).where(eq(exerciseLogs.clientId, clientId)),
    sets: await db().select().from(exerciseSets).where(eq(exerciseSets.clientId, clientId)),
  });

  it('a trainer imports a client\'s history: it lands once, a re-import on the device and on the server adds nothing', async () => {
    const t = await makeTrainer(db());
    const a = await makeClient(db(), t.id, { withUser: true, name: 'Adam' });
    const phone = device('trainer', t);
    expect(await phone.engine.sync()).toBe('ok');
    expect(await importOn(phone, a.clientId)).toMatchObject({ workouts: 2, sets: 4, exercisesCreated: 1 });
    const sent = await phone.db.outbox.toArray();
    expect(await phone.engine.sync()).toBe('ok');
    expect(await phone.db.outbox.where('status').equals('error').count()).toBe(0);

    const first = await rowsOf(a.clientId);
    expect(first.logs).toHaveLength(3);
    expect(first.sets).toHaveLength(4);
    const [push1] = await db().select().from(trainingSessions).where(eq(trainingSessions.title, 'Push'));
    expect(push1).toMatchObject({ type: 'solo', progressStatus: 'completed', durationMinutes: 65, spaceId: t.id });
    expect(push1!.approvalByClient).toEqual({ [a.clientId]: 'approved' });
    const own = await db().select().from(exercises).where(eq(exercises.spaceId, t.id));
    expect(own.map((e) => e.title)).toEqual(['Zercher Hold Walk']);

    // Again on the device: nothing to write.
    expect(await importOn(phone, a.clientId)).toMatchObject({ workouts: 0, sets: 0, exercisesCreated: 0 });
    expect(await phone.db.outbox.count()).toBe(0);
    // The same mutations again from another device: every row is there already.
    const records = sent.filter((m) => m.name === 'workout.record').map((m) => ({ name: m.name, args: m.args }));
    expect((await push(t.token, ...records)).map((r) => r.status)).toEqual(['ok', 'ok']);
    const again = await rowsOf(a.clientId);
    expect(again.logs.map((l) => l.id).sort()).toEqual(first.logs.map((l) => l.id).sort());
    expect(again.sets).toHaveLength(4);
    expect(await db().select().from(exercises).where(eq(exercises.spaceId, t.id))).toHaveLength(1);

    // The client sees their imported history on their phone.
    const adam = device('adam', a.user!);
    expect(await adam.engine.sync()).toBe('ok');
    expect(await adam.db.synced('exerciseSets').count()).toBe(4);
  });

  it('a Hevy superset lands as one block on the server and the client; another device of the trainer knows before importing that the file is there', async () => {
    const t = await makeTrainer(db());
    const a = await makeClient(db(), t.id, { withUser: true, name: 'Adam' });
    const d = new Date(Date.now() - 6 * 86_400_000);
    const start = `${d.getUTCDate()} ${d.toLocaleString('en', { month: 'short', timeZone: 'UTC' })} ${d.getUTCFullYear()}, 07:00`;
    const row = (exercise_title: string, set_index: number, weight_kg: number, superset_id: number | null = 0) => ({ title: 'Pull day', start_time: start, exercise_title, superset_id, set_index, set_type: 'normal', weight_kg, reps: 10 });
    const hevy = makeHevyCsv([row('Lat Pulldown (Cable)', 0, 60, null), row('Bent Over Row (Barbell)', 0, 60), row('Bicep Curl (Dumbbell)', 0, 12), row('Bent Over Row (Barbell)', 1, 60), row('Bicep Curl (Dumbbell)', 1, 12)]);
    const preview = async (dev: Device) => {
      const parsed = parseWorkoutCsv(hevy, { timeZone: 'Europe/Bratislava' });
      return previewImport({ db: dev.db, parsed, summary: summarize(parsed, await dev.db.exercises.toArray())!, clientId: a.clientId });
    };

    const phone = device('trainer', t);
    expect(await phone.engine.sync()).toBe('ok');
    expect(await preview(phone)).toEqual({ already: 0, workouts: 1, sets: 5 });
    expect(await importOn(phone, a.clientId, hevy)).toMatchObject({ workouts: 1, sets: 5 });
    expect(await phone.engine.sync()).toBe('ok');
    expect(await phone.db.outbox.count()).toBe(0);
    const logs = (await db().select().from(exerciseLogs).where(eq(exerciseLogs.clientId, a.clientId))).sort((x, y) => x.order - y.order);
    expect(logs).toHaveLength(3);
    expect(logs[0]!.blockId).toBeNull();
    expect(logs[1]!.blockId).not.toBeNull();
    expect(logs[2]!.blockId).toBe(logs[1]!.blockId);

    // The trainer's laptop, synced, says so before the import, and importing there writes nothing.
    const laptop = device('laptop', t);
    expect(await laptop.engine.sync()).toBe('ok');
    expect(await preview(laptop)).toEqual({ already: 1, workouts: 0, sets: 0 });
    expect(await importOn(laptop, a.clientId, hevy)).toMatchObject({ workouts: 0, sets: 0, exercisesCreated: 0 });
    expect(await laptop.db.outbox.count()).toBe(0);
    expect(await db().select().from(exerciseSets).where(eq(exerciseSets.clientId, a.clientId))).toHaveLength(5);

    // The client's phone holds the superset as one block too.
    const adam = device('adam', a.user!);
    expect(await adam.engine.sync()).toBe('ok');
    const theirs = await adam.db.synced('exerciseLogs').toArray();
    expect(theirs.filter((l) => l.blockId === logs[1]!.blockId)).toHaveLength(2);
  });

  it('another trainer cannot import into someone else\'s client, nor write into an imported workout', async () => {
    const t = await makeTrainer(db());
    const a = await makeClient(db(), t.id, { withUser: true, name: 'Adam' });
    const other = await makeTrainer(db(), 'Other');
    const phone = device('other', other);
    expect(await phone.engine.sync()).toBe('ok');
    await importOn(phone, a.clientId);
    const records = (await phone.db.outbox.toArray()).filter((m) => m.name === 'workout.record');
    const results = await push(other.token, ...records.map((m) => ({ name: m.name, args: m.args })));
    expect(results.map((r) => [r.status, r.error?.code])).toEqual([
      ['error', 'not_found'],
      ['error', 'not_found'],
    ]);
    expect((await rowsOf(a.clientId)).sets).toHaveLength(0);

    // The owner imports; the other trainer reusing those ids for a client of their own is refused.
    const mine = device('trainer', t);
    expect(await mine.engine.sync()).toBe('ok');
    await importOn(mine, a.clientId);
    expect(await mine.engine.sync()).toBe('ok');
    const c2 = await makeClient(db(), other.id, { name: 'Cyril' });
    const stolen = { ...(records[0]!.args as object), clientId: c2.clientId };
    const [r] = await push(other.token, { name: 'workout.record', args: stolen });
    expect(r!.status).toBe('error');
    expect((await rowsOf(a.clientId)).sets).toHaveLength(4);
  });

  it('a client records an earlier workout; the future and notes over 500 characters are refused and store nothing', async () => {
    const t = await makeTrainer(db());
    const a = await makeClient(db(), t.id, { withUser: true, name: 'Adam' });
    const hour = 3600_000;
    const record = (startedAt: string, notes: string | null = null) => ({
      sessionId: uuidv7(),
      title: 'Run and press',
      startedAt,
      durationMinutes: 50,
      logs: [{ id: uuidv7(), exerciseId: 'barbell-bench-press', order: 0, notes, sets: [{ id: uuidv7(), order: 0, setType: 'working', reps: 5, weightKg: 70 }] }],
    });
    const past = record(new Date(Date.now() - 26 * hour).toISOString(), 'Felt good');
    const [ok] = await push(a.user!.token, { name: 'workout.record', args: past });
    expect(ok!.status).toBe('ok');
    const [row] = await db().select().from(trainingSessions).where(eq(trainingSessions.id, past.sessionId));
    expect(row).toMatchObject({ type: 'solo', progressStatus: 'completed', durationMinutes: 50, createdBy: a.user!.id });
    expect(await db().select().from(exerciseSets).where(eq(exerciseSets.sessionId, past.sessionId))).toHaveLength(1);

    const future = record(new Date(Date.now() + 2 * hour).toISOString());
    const [late] = await push(a.user!.token, { name: 'workout.record', args: future });
    expect(late!.status).toBe('error');
    expect(JSON.stringify(late!.error)).toContain(WM.recordInFuture);
    const long = record(new Date(Date.now() - hour).toISOString(), 'x'.repeat(501));
    const [tooLong] = await push(a.user!.token, { name: 'workout.record', args: long });
    expect(tooLong!.status).toBe('error');
    expect(JSON.stringify(tooLong!.error)).toContain(WM.notesMax);
    for (const id of [future.sessionId, long.sessionId]) {
      expect(await db().select().from(trainingSessions).where(eq(trainingSessions.id, id))).toHaveLength(0);
      expect(await db().select().from(exerciseLogs).where(eq(exerciseLogs.sessionId, id))).toHaveLength(0);
    }
    // A client names no other client, and a trainer must name one.
    const [foreign] = await push(a.user!.token, { name: 'workout.record', args: { ...record(past.startedAt), clientId: uuidv7() } });
    expect(foreign!.error?.code).toBe('forbidden');
    const [unnamed] = await push(t.token, { name: 'workout.record', args: record(past.startedAt) });
    expect(JSON.stringify(unnamed!.error)).toContain(WM.recordClientRequired);
  });
});
