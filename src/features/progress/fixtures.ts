import type { ExerciseLogRow, SetRow } from '../../../domain/workouts/rows';

/** Test rows: a log per (session, exercise) and sets with only what matters set. */
export function log(id: string, sessionId: string, exerciseId: string, loggedAt: string, order = 0): ExerciseLogRow {
  return { id, sessionId, exerciseId, clientId: 'c', blockId: null, order, notes: null, loggedAt };
}

export function set(id: string, l: ExerciseLogRow, order: number, reps: number | null, weightKg: number | null, at: string | null, setType: SetRow['setType'] = 'working'): SetRow {
  return { id, exerciseLogId: l.id, sessionId: l.sessionId, clientId: l.clientId, loggedAt: l.loggedAt, order, setType, reps, weightKg, durationSeconds: null, distanceMeters: null, rpe: null, assistance: null, completedAt: at };
}
