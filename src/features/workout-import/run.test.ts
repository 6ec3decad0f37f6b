import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import { exportWorkoutsCsv } from '../../../domain/workouts/export-csv';
import { parseWorkoutCsv } from '../../../domain/workouts/import-format';
import { makeHevyCsv, syntheticHevyRows } from '../../../tests/fixtures/hevy-csv';
import type { SetRow } from '../../../domain/workouts/rows';
import { openUserDb, type RepwiseDb } from '../../../replica/db/schema';
import { applyLocalMutations, type LocalWrite } from '../../../replica/write/entry';
import { clientLogsCsv } from './export';
import { defaultChoices, durationOf, summarize } from './plan';
import { previewImport, runHistoryImport, writeInBatches, type KnownHistory } from './run';

const CLIENT = '0190a5b2-0000-7000-8000-0000000000c1';
/** A Strong export of two workouts `daysAgo` and `daysAgo - 2` days back. */
function strongFile(daysAgo: number): string {
  const day = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
  return [
    'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE',
    `${day(daysAgo)} 07:00:00,Push,1h 5m,Bench Press (Barbell),1,80,5,0,0,,,8`,
    `${day(daysAgo)} 07:00:00,Push,1h 5m,Bench Press (Barbell),2,80,5,0,0,,,`,
    `${day(daysAgo)} 07:00:00,Push,1h 5m,Zercher Hold Walk,1,60,0,0,40,,,`,
    `${day(daysAgo - 2)} 07:00:00,Pull,45m,Lat Pulldown (Cable),1,50,10,0,0,,,`,
    'not a date,Pull,45m,Lat Pulldown (Cable),2,50,10,0,0,,,',
  ].join('\n');
}
const STRONG = strongFile(20);
/** Older than the device's 120-day window. */
const OLD_STRONG = strongFile(400);

let n = 0;
const open = () => openUserDb(`import-${++n}`, { indexedDB: new IDBFactory(), IDBKeyRange });

async function importInto(db: RepwiseDb, text: string, onProgress?: (done: number, total: number) => void, known?: KnownHistory) {
  const parsed = parseWorkoutCsv(text, { timeZone: 'Europe/Bratislava' });
  const summary = summarize(parsed, await db.exercises.toArray())!;
  const write = (batch: readonly LocalWrite[]) => applyLocalMutations(db, batch, new Date(), { show: false });
  const report = await runHistoryImport({ db, write, parsed, summary, choices: defaultChoices(summary.unknown), clientId: CLIENT, timeZone: 'Europe/Bratislava', untitled: 'Workout', onProgress, batchSize: 2, known });
  return { summary, report };
}

describe('history import on the device', () => {
  it('summarises the file, creates the unknown exercise, writes sessions, logs and sets, and reports the skipped row', async () => {
    const db = open();
    const { summary, report } = await importInto(db, STRONG);
    expect(summary).toMatchObject({ format: 'strong', workouts: 2, sets: 4, unknown: ['Zercher Hold Walk'] });
    expect(summary.from! < summary.to!).toBe(true);
    expect(report).toMatchObject({ workouts: 2, sets: 4, exercisesCreated: 1 });
    expect(report.skipped.map((i) => [i.line, i.key])).toEqual([[6, 'importDateInvalid']]);
    const [own] = await db.exercises.toArray();
    expect(own).toMatchObject({ title: 'Zercher Hold Walk' });
    const sessions = (await db.synced('sessions').toArray()).sort((a, b) => String(a.startsAt).localeCompare(String(b.startsAt)));
    expect(sessions.map((s) => [s.type, s.progressStatus, s.durationMinutes])).toEqual([
      ['solo', 'completed', 65],
      ['solo', 'completed', 45],
    ]);
    const logs = await db.synced('exerciseLogs').toArray();
    expect(logs.map((l) => l.exerciseId).sort()).toEqual(['barbell-bench-press', 'lat-pulldown', own!.id].sort());
    expect(await db.synced('exerciseSets').count()).toBe(4);
    expect((await db.outbox.toArray()).map((m) => m.name)).toEqual(['exercise.create', 'workout.record', 'workout.record']);
    db.close();
  });

  it('writes nothing when the same file is imported again', async () => {
    const db = open();
    await importInto(db, STRONG);
    const queued = await db.outbox.count();
    const { summary, report } = await importInto(db, STRONG);
    expect(summary.unknown).toEqual([]);
    expect(report).toMatchObject({ workouts: 0, sets: 0, exercisesCreated: 0 });
    expect(await db.outbox.count()).toBe(queued);
    expect(await db.synced('exerciseSets').count()).toBe(4);
    db.close();
  });

  it('says before the import which workouts are already here, and imports only the new ones', async () => {
    const db = open();
    const preview = async (text: string, known?: KnownHistory) => {
      const parsed = parseWorkoutCsv(text, { timeZone: 'Europe/Bratislava' });
      return previewImport({ db, parsed, summary: summarize(parsed, await db.exercises.toArray())!, clientId: CLIENT, known });
    };
    expect(await preview(STRONG)).toEqual({ already: 0, workouts: 2, sets: 4 });
    await importInto(db, STRONG);
    expect(await preview(STRONG)).toEqual({ already: 2, workouts: 0, sets: 0 });
    // A later export holds the same two workouts and a new one: only the new one is counted, and imported.
    const later = `${STRONG}\n${new Date(Date.now() - 16 * 86_400_000).toISOString().slice(0, 10)} 07:00:00,Legs,50m,Leg Press,1,150,10,0,0,,,`;
    expect(await preview(later)).toEqual({ already: 2, workouts: 1, sets: 1 });
    expect((await importInto(db, later)).report).toMatchObject({ workouts: 1, sets: 1 });
    expect(await preview(later)).toEqual({ already: 3, workouts: 0, sets: 0 });
    // The same file for another client is all new.
    const parsed = parseWorkoutCsv(STRONG, { timeZone: 'Europe/Bratislava' });
    expect(await previewImport({ db, parsed, summary: summarize(parsed, [])!, clientId: '0190a5b2-0000-7000-8000-0000000000c2' })).toMatchObject({ already: 0, workouts: 2 });
    db.close();
  });

  it('imports a Hevy superset as one block and says how many supersets the file has', async () => {
    const db = open();
    const day = new Date(Date.now() - 5 * 86_400_000);
    const start = `${day.getUTCDate()} ${day.toLocaleString('en', { month: 'short', timeZone: 'UTC' })} ${day.getUTCFullYear()}, 07:00`;
    const row = (exercise_title: string, set_index: number, weight_kg: number) => ({ title: 'Pull', start_time: start, exercise_title, superset_id: 0, set_index, set_type: 'normal', weight_kg, reps: 10 });
    const file = makeHevyCsv([row('Bent Over Row (Barbell)', 0, 60), row('Bicep Curl (Dumbbell)', 0, 12), row('Bent Over Row (Barbell)', 1, 60), row('Bicep Curl (Dumbbell)', 1, 12)]);
    const { summary, report } = await importInto(db, file);
    expect(summary).toMatchObject({ format: 'hevy', workouts: 1, sets: 4, supersets: 1 });
    expect(report).toMatchObject({ workouts: 1, sets: 4 });
    const logs = (await db.synced('exerciseLogs').toArray()).sort((a, b) => a.order - b.order);
    expect(logs).toHaveLength(2);
    expect(logs[0]!.blockId).not.toBeNull();
    expect(logs[1]!.blockId).toBe(logs[0]!.blockId);
    const [record] = (await db.outbox.toArray()).filter((m) => m.name === 'workout.record');
    expect((record!.args as { logs: { blockId: string | null }[] }).logs.map((l) => l.blockId)).toEqual([logs[0]!.blockId, logs[0]!.blockId]);
    // Repwise's own export writes the superset back as superset_id, so it survives a move to another client or app.
    const csv = await clientLogsCsv(db, CLIENT, (id) => id);
    const other = open();
    expect((await importInto(other, csv)).summary.supersets).toBe(1);
    const moved = await other.synced('exerciseLogs').toArray();
    expect(new Set(moved.map((l) => l.blockId)).size).toBe(1);
    expect(moved[0]!.blockId).not.toBeNull();
    db.close();
    other.close();
  });

  it('queues a workout from before the sync window without writing it to the device, and a second import of it adds nothing', async () => {
    const db = open();
    const { report } = await importInto(db, OLD_STRONG);
    expect(report).toMatchObject({ workouts: 2, sets: 4 });
    expect(await db.synced('sessions').count()).toBe(0);
    expect(await db.synced('exerciseSets').count()).toBe(0);
    const queued = (await db.outbox.toArray()).filter((m) => m.name === 'workout.record');
    expect(queued).toHaveLength(2);
    // Still waiting in the outbox: the same file again writes nothing.
    const again = await importInto(db, OLD_STRONG);
    expect(again.report).toMatchObject({ workouts: 0, sets: 0 });
    expect(await db.outbox.count()).toBe(queued.length + 1);
    // On another device, what the server holds from before the window (progress's older history) counts as there.
    const args = queued.map((m) => m.args as { sessionId: string; logs: { sets: { id: string }[] }[] });
    const known: KnownHistory = { sessionIds: new Set(args.map((a) => a.sessionId)), setIds: new Set(args.flatMap((a) => a.logs.flatMap((l) => l.sets.map((s) => s.id)))) };
    const other = open();
    expect((await importInto(other, OLD_STRONG, undefined, known)).report).toMatchObject({ workouts: 0, sets: 0 });
    const partly: KnownHistory = { sessionIds: known.sessionIds, setIds: new Set([...known.setIds].slice(1)) };
    expect((await importInto(open(), OLD_STRONG, undefined, partly)).report).toMatchObject({ workouts: 0, sets: 1 });
    db.close();
    other.close();
  });

  it('exports what it imported as CSV that imports back to the same rows', async () => {
    const db = open();
    await importInto(db, makeHevyCsv(syntheticHevyRows(60, { lastDay: new Date(Date.now() - 2 * 86_400_000) })));
    const sessions = await db.synced('sessions').toArray();
    const logs = await db.synced('exerciseLogs').toArray();
    const sets = await db.synced('exerciseSets').toArray();
    const csv = exportWorkoutsCsv({
      sessions: sessions.map((s) => ({ id: s.id, clientId: CLIENT, title: s.title, startedAt: s.startsAt, finishedAt: null, notes: s.notes })),
      logs,
      sets,
      exerciseName: (id) => id,
    });
    const other = open();
    const { report } = await importInto(other, csv);
    expect(report).toMatchObject({ workouts: 3, sets: 60, exercisesCreated: 0 });
    const strip = (s: SetRow) => [s.setType, s.weightKg, s.reps, s.rpe, s.order].join();
    const again = await other.synced('exerciseSets').toArray();
    expect(again.map(strip).sort()).toEqual(sets.map(strip).sort());
    const againLogs = await other.synced('exerciseLogs').toArray();
    expect(againLogs.map((l) => l.exerciseId).sort()).toEqual(logs.map((l) => l.exerciseId).sort());
    db.close();
    other.close();
  });
});

describe('batches and durations', () => {
  it('writes in batches, reporting progress after each', async () => {
    const seen: number[][] = [];
    const progress: [number, number][] = [];
    const writes = Array.from({ length: 5 }, (_, i) => ({ name: 'set.delete', args: { id: String(i) } }) as unknown as LocalWrite);
    await writeInBatches(writes, async (b) => void seen.push(b.map((w) => Number((w.args as { id: string }).id))), { batchSize: 2, onProgress: (d, t) => progress.push([d, t]) });
    expect(seen).toEqual([[0, 1], [2, 3], [4]]);
    expect(progress).toEqual([[2, 5], [4, 5], [5, 5]]);
  });

  it('gives a workout the file has no end for an hour, and keeps lengths in the session range', () => {
    expect(durationOf('2024-01-01T07:00:00.000Z', null)).toBe(60);
    expect(durationOf('2024-01-01T07:00:00.000Z', '2024-01-01T07:02:00.000Z')).toBe(5);
    expect(durationOf('2024-01-01T07:00:00.000Z', '2024-01-02T07:00:00.000Z')).toBe(720);
    expect(durationOf('2024-01-01T07:00:00.000Z', '2024-01-01T08:14:40.000Z')).toBe(75);
  });
});
