import type { RepwiseDb } from '../../../replica/db/schema';
import type { LocalWrite } from '../../db';
import type { WorkoutImport } from '../../../domain/workouts/import-shape';
import { importRows, recordWrites, resolveNames, setsOf, type ImportReport, type ImportSummary, type NameChoice } from './plan';

/*
 * Writing an import: only what the device lacks, in batches of one Dexie
 * transaction each (applyLocalMutations: all of a batch or none), with a
 * pause between batches so the page keeps painting the progress bar.
 */

export const IMPORT_BATCH = 100;

export interface NewPart {
  writes: LocalWrite<'workout.record'>[];
  workouts: number;
  sets: number;
}

/** What the server is known to hold from before the device's window (progress's older history), by id. */
export interface KnownHistory {
  sessionIds: ReadonlySet<string>;
  setIds: ReadonlySet<string>;
}

/**
 * The workouts the device does not hold whole: a workout whose session and
 * every set are there is left out (a re-import writes nothing); one with
 * some missing goes again, and its mutation adds only what is missing. "There"
 * is the device, the workouts still waiting in its outbox (an old workout is
 * not written to the device, only queued), and what the server is known to
 * hold from before the window.
 */
export async function newPart(db: RepwiseDb, writes: readonly LocalWrite<'workout.record'>[], known?: KnownHistory): Promise<NewPart> {
  const queued = new Map<string, Set<string>>();
  for (const m of await db.outbox.toArray()) {
    if (m.name !== 'workout.record') continue;
    const a = m.args as LocalWrite<'workout.record'>['args'];
    queued.set(a.sessionId, new Set(a.logs.flatMap((l) => l.sets.map((s) => s.id))));
  }
  const onDevice = await db.synced('sessions').bulkGet(writes.map((w) => w.args.sessionId));
  const sessions = writes.map((w, i) => !!onDevice[i] || queued.has(w.args.sessionId) || !!known?.sessionIds.has(w.args.sessionId));
  // Only a workout whose session is here can have sets here (their ids derive from it).
  const setIds = writes.flatMap((w, i) => (onDevice[i] ? w.args.logs.flatMap((l) => l.sets.map((s) => s.id)) : []));
  const present = await db.synced('exerciseSets').bulkGet(setIds);
  const have = new Set(setIds.filter((_, i) => present[i]));
  const out: NewPart = { writes: [], workouts: 0, sets: 0 };
  writes.forEach((w, i) => {
    const isThere = (id: string) => have.has(id) || !!queued.get(w.args.sessionId)?.has(id) || !!known?.setIds.has(id);
    const missing = w.args.logs.reduce((n, l) => n + l.sets.filter((s) => !isThere(s.id)).length, 0);
    if (sessions[i] && missing === 0) return;
    out.writes.push(w);
    if (!sessions[i]) out.workouts++;
    out.sets += missing;
  });
  return out;
}

const nextFrame = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Writes `writes` in batches, reporting how many are done after each. */
export async function writeInBatches(
  writes: readonly LocalWrite[],
  write: (batch: readonly LocalWrite[]) => Promise<unknown>,
  opts: { batchSize?: number; onProgress?: (done: number, total: number) => void } = {},
): Promise<void> {
  const size = opts.batchSize ?? IMPORT_BATCH;
  for (let i = 0; i < writes.length; i += size) {
    await write(writes.slice(i, i + size));
    opts.onProgress?.(Math.min(i + size, writes.length), writes.length);
    await nextFrame();
  }
}

export { setsOf };

export interface HistoryImport {
  db: RepwiseDb;
  write: (batch: readonly LocalWrite[]) => Promise<unknown>;
  parsed: WorkoutImport;
  summary: ImportSummary;
  choices: ReadonlyMap<string, NameChoice>;
  clientId: string;
  timeZone: string;
  /** The title of a workout the file gave none. */
  untitled: string;
  onProgress?: (done: number, total: number) => void;
  batchSize?: number;
  known?: KnownHistory;
}

/** What a file would add, known before the trainer presses Import. */
export interface ImportPreview {
  /** Workouts of the file that are there whole already (session and every set): importing leaves them out. */
  already: number;
  /** Workouts the import would add or complete, and the sets it would add. */
  workouts: number;
  sets: number;
}

/**
 * The file measured against what is there (newPart's rule), before anything
 * is written: row ids derive from the file alone, not from which exercise a
 * name ends up as, so the names still to confirm do not change the answer.
 */
export async function previewImport(o: Pick<HistoryImport, 'db' | 'parsed' | 'summary' | 'clientId' | 'known'>): Promise<ImportPreview> {
  const { exerciseIds } = resolveNames(o.summary, new Map());
  const writes = recordWrites(importRows(o.parsed.workouts, { clientId: o.clientId, exerciseIds }), { clientId: o.clientId, timeZone: 'UTC', untitled: '' });
  const part = await newPart(o.db, writes, o.known);
  return { already: writes.length - part.writes.length, workouts: part.writes.length, sets: part.sets };
}

/**
 * The import after the trainer confirmed the names: exercises to create,
 * then the workouts the device lacks, in batches. Exercises are created only
 * when a new workout uses them, so a re-import creates nothing either.
 */
export async function runHistoryImport(o: HistoryImport): Promise<ImportReport> {
  const { exerciseIds, creates } = resolveNames(o.summary, o.choices);
  const rows = importRows(o.parsed.workouts, { clientId: o.clientId, exerciseIds });
  const part = await newPart(o.db, recordWrites(rows, { clientId: o.clientId, timeZone: o.timeZone, untitled: o.untitled }), o.known);
  const used = new Set(part.writes.flatMap((w) => w.args.logs.map((l) => l.exerciseId)));
  const needed = creates.filter((c) => used.has(c.args.id));
  await writeInBatches([...needed, ...part.writes], o.write, { batchSize: o.batchSize, onProgress: o.onProgress });
  return { workouts: part.workouts, sets: part.sets, exercisesCreated: needed.length, skipped: o.parsed.skipped, warnings: o.parsed.warnings };
}
