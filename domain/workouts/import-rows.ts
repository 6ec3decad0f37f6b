import { v5 as uuidv5 } from 'uuid';
import { matchKey } from './exercise-match';
import type { ImportedExercise, ImportedWorkout } from './import-shape';
import type { ExerciseLogRow, SetRow, WorkoutSessionDraft } from './rows';

/*
 * Imported history as rows to create. Every id is a UUID v5 of the client id
 * and what identifies the row in the file: the workout (format, start as
 * written, title), the exercise's position and name in it, the set's position
 * in the exercise. Importing the same file again, or a later export holding
 * the same workouts, gives the same ids, and a create with a known id does
 * nothing (architecture, "Logs"). Values are left out of the ids on purpose:
 * a set edited in the other app and exported again updates the row instead
 * of adding a second one. The client id is in every id, so one file imported
 * for two clients gives two sets of rows.
 */

/** The v5 namespace of imported rows; never change it, or re-imports would duplicate. */
export const IMPORT_NAMESPACE = '3f0b1c52-8f1e-4c7a-9d55-6a2e0c9b7d14';

export function importId(clientId: string, kind: 'session' | 'log' | 'set' | 'block', ...parts: readonly (string | number)[]): string {
  return uuidv5([clientId, kind, ...parts].join('\u001f'), IMPORT_NAMESPACE);
}

/**
 * The supersets among a workout's exercises: each superset_id two or more of
 * them share, once, in file order. Hevy writes the id on every exercise of a
 * superset; one exercise alone with an id groups nothing.
 */
export function supersetsOf(exercises: readonly Pick<ImportedExercise, 'supersetId'>[]): string[] {
  const count = new Map<string, number>();
  for (const e of exercises) if (e.supersetId !== null) count.set(e.supersetId, (count.get(e.supersetId) ?? 0) + 1);
  return [...count].filter(([, n]) => n > 1).map(([id]) => id);
}

export interface ImportRows {
  sessions: WorkoutSessionDraft[];
  logs: ExerciseLogRow[];
  sets: SetRow[];
  /** Exercise names with no id (not matched, not created): their sets were left out. */
  unmatched: string[];
}

/**
 * Rows for `workouts` of one client. `exerciseIds` maps file names to
 * exercise ids (from matchExerciseNames, plus the ids of exercises the trainer
 * agreed to create); an id carried by the file itself wins.
 */
export function importRows(workouts: readonly ImportedWorkout[], opts: { clientId: string; exerciseIds: ReadonlyMap<string, string> }): ImportRows {
  const { clientId } = opts;
  const out: ImportRows = { sessions: [], logs: [], sets: [], unmatched: [] };
  const unmatched = new Set<string>();
  for (const w of workouts) {
    const sessionId = importId(clientId, 'session', w.key);
    let order = 0;
    const idOf = (e: ImportedExercise) => e.exerciseId ?? opts.exerciseIds.get(e.name);
    // A superset is what a plan's superset block leaves when logged: its exercises' logs share one block id (here made from the file's superset_id).
    const supersets = new Set(supersetsOf(w.exercises.filter((e) => idOf(e) !== undefined)));
    w.exercises.forEach((e, ei) => {
      const exerciseId = idOf(e);
      if (!exerciseId) {
        unmatched.add(e.name);
        return;
      }
      const logId = importId(clientId, 'log', w.key, ei, matchKey(e.name));
      const blockId = e.supersetId !== null && supersets.has(e.supersetId) ? importId(clientId, 'block', w.key, e.supersetId) : null;
      out.logs.push({ id: logId, sessionId, exerciseId, clientId, blockId, order: order++, notes: e.notes, loggedAt: w.startedAt });
      e.sets.forEach((s, si) => {
        out.sets.push({
          id: importId(clientId, 'set', w.key, ei, matchKey(e.name), si),
          exerciseLogId: logId,
          sessionId,
          clientId,
          loggedAt: w.startedAt,
          order: si,
          setType: s.setType,
          reps: s.reps,
          weightKg: s.weightKg,
          durationSeconds: s.durationSeconds,
          distanceMeters: s.distanceMeters,
          rpe: s.rpe,
          assistance: s.assistance,
          // The exports carry no time per set; the workout's start keeps them in the right session and day.
          completedAt: w.startedAt,
        });
      });
    });
    if (order > 0) out.sessions.push({ id: sessionId, clientId, title: w.title, startedAt: w.startedAt, finishedAt: w.finishedAt, notes: w.notes });
  }
  out.unmatched = [...unmatched];
  return out;
}
