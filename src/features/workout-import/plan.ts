import { v7 as uuidv7 } from 'uuid';
import type { ExerciseRow } from '../../../domain/exercises/rows';
import type { WorkoutRecordInput } from '../../../domain/workouts/mutations';
import { DURATION_MAX_MINUTES, DURATION_MIN_MINUTES } from '../../../domain/sessions/rows';
import { matchExerciseNames, type KnownExercise } from '../../../domain/workouts/exercise-match';
import type { ImportFormat, ImportIssue, WorkoutImport } from '../../../domain/workouts/import-shape';
import { importRows, supersetsOf, type ImportRows } from '../../../domain/workouts/import-rows';
import { SOLO_WORKOUT_MINUTES } from '../../../domain/workouts/writes';
import type { LocalWrite } from '../../db';

/*
 * The history import as pure steps the dialog walks through: a summary of
 * the file, the confirmation list of names that matched nothing (each
 * created as the trainer's own exercise, or mapped onto one that exists),
 * then one workout.record mutation per workout. Ids are import-rows.ts's
 * deterministic ones, so a workout the device already holds whole is left
 * out and a re-import writes nothing.
 */

export interface ImportSummary {
  format: ImportFormat;
  workouts: number;
  sets: number;
  /** Supersets (exercises sharing a Hevy superset_id in one workout), each imported as one block. */
  supersets: number;
  /** First and last workout start (ISO); null when the file holds none. */
  from: string | null;
  to: string | null;
  /** File names matched onto an exercise. */
  matched: Map<string, string>;
  /** Names that matched nothing, once each, in file order. */
  unknown: string[];
}

export function summarize(parsed: WorkoutImport, own: readonly ExerciseRow[]): ImportSummary | null {
  if (!parsed.format) return null;
  const names = parsed.workouts.flatMap((w) => w.exercises.map((e) => e.name));
  const known: KnownExercise[] = own.map((e) => ({ id: e.id, names: [e.title] }));
  const { matched, unknown } = matchExerciseNames(names, { own: known });
  const withId = parsed.workouts.flatMap((w) => w.exercises.filter((e) => e.exerciseId !== null).map((e) => e.name));
  return {
    format: parsed.format,
    workouts: parsed.workouts.length,
    sets: parsed.workouts.reduce((n, w) => n + w.exercises.reduce((m, e) => m + e.sets.length, 0), 0),
    supersets: parsed.workouts.reduce((n, w) => n + supersetsOf(w.exercises).length, 0),
    from: parsed.workouts[0]?.startedAt ?? null,
    to: parsed.workouts[parsed.workouts.length - 1]?.startedAt ?? null,
    matched,
    // A name the file carries an id for (Repwise's own export) needs no confirming.
    unknown: unknown.filter((n) => !withId.includes(n)),
  };
}

/** What becomes of a name that matched nothing: a new own exercise (the default) or an existing exercise. */
export type NameChoice = { kind: 'create' } | { kind: 'map'; exerciseId: string };

export function defaultChoices(unknown: readonly string[]): Map<string, NameChoice> {
  return new Map(unknown.map((n) => [n, { kind: 'create' }]));
}

/** Own exercises are titled at most this long (domain/exercises/import.ts TITLE_MAX is 255; names from files are shorter). */
const TITLE_MAX = 255;

/**
 * The exercise ids of every name (matched, mapped, or to create) and the
 * exercise.create writes for those to create. New exercises track reps,
 * weight and effort (the default) and go in full body: the trainer can
 * sort them later; nothing in the files says more.
 */
export function resolveNames(summary: ImportSummary, choices: ReadonlyMap<string, NameChoice>, newId: () => string = uuidv7): { exerciseIds: Map<string, string>; creates: LocalWrite<'exercise.create'>[] } {
  const exerciseIds = new Map(summary.matched);
  const creates: LocalWrite<'exercise.create'>[] = [];
  for (const name of summary.unknown) {
    const choice = choices.get(name) ?? { kind: 'create' };
    if (choice.kind === 'map') {
      exerciseIds.set(name, choice.exerciseId);
      continue;
    }
    const id = newId();
    exerciseIds.set(name, id);
    creates.push({ name: 'exercise.create', args: { id, title: name.trim().slice(0, TITLE_MAX), categoryId: 'full-body' } });
  }
  return { exerciseIds, creates };
}

/** A workout's length in whole minutes within the session's range; an hour when the file gives no end. */
export function durationOf(startedAt: string, finishedAt: string | null): number {
  if (!finishedAt) return SOLO_WORKOUT_MINUTES;
  const minutes = Math.round((new Date(finishedAt).getTime() - new Date(startedAt).getTime()) / 60_000);
  if (!Number.isFinite(minutes) || minutes <= 0) return SOLO_WORKOUT_MINUTES;
  return Math.min(DURATION_MAX_MINUTES, Math.max(DURATION_MIN_MINUTES, minutes));
}

/** One workout.record per workout of `rows`; `untitled` names a workout the file left without a title. */
export function recordWrites(rows: ImportRows, opts: { clientId: string; timeZone: string; untitled: string }): LocalWrite<'workout.record'>[] {
  const logsBySession = new Map<string, ImportRows['logs']>();
  for (const l of rows.logs) {
    const list = logsBySession.get(l.sessionId);
    if (list) list.push(l);
    else logsBySession.set(l.sessionId, [l]);
  }
  const setsByLog = new Map<string, ImportRows['sets']>();
  for (const s of rows.sets) {
    const list = setsByLog.get(s.exerciseLogId);
    if (list) list.push(s);
    else setsByLog.set(s.exerciseLogId, [s]);
  }
  return rows.sessions.map((w) => {
    const args: WorkoutRecordInput = {
      sessionId: w.id,
      clientId: opts.clientId,
      title: w.title.trim().slice(0, 255) || opts.untitled,
      startedAt: w.startedAt,
      durationMinutes: durationOf(w.startedAt, w.finishedAt),
      notes: w.notes,
      timeZone: opts.timeZone,
      logs: (logsBySession.get(w.id) ?? []).map((l) => ({
        id: l.id,
        exerciseId: l.exerciseId,
        blockId: l.blockId,
        order: l.order,
        notes: l.notes,
        sets: (setsByLog.get(l.id) ?? []).map(({ id, order, setType, reps, weightKg, durationSeconds, distanceMeters, rpe, assistance }) => ({
          id,
          order,
          setType,
          reps,
          weightKg,
          durationSeconds,
          distanceMeters,
          rpe,
          assistance,
        })),
      })),
    };
    return { name: 'workout.record', args };
  });
}

export { importRows };

/** What the import did: new workouts and sets written, and the file's rows left out and why. */
export interface ImportReport {
  workouts: number;
  sets: number;
  exercisesCreated: number;
  skipped: ImportIssue[];
  warnings: ImportIssue[];
}

/** The sets a recorded workout carries. */
export const setsOf = (w: LocalWrite<'workout.record'>) => w.args.logs.reduce((n, l) => n + l.sets.length, 0);
