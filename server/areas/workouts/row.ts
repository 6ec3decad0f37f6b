import type { StoredExerciseLogRow, StoredSetRow } from '../../../domain/workouts/entity';
import type { exerciseLogs, exerciseSets } from '../../db/schema';

/** A stored exercise log in the device's shape (domain/workouts/entity.ts): what pull sends and REST wraps. */
export function toExerciseLogRow(r: typeof exerciseLogs.$inferSelect): StoredExerciseLogRow {
  return {
    id: r.id,
    sessionId: r.sessionId,
    exerciseId: r.exerciseId,
    clientId: r.clientId,
    blockId: r.blockId,
    order: r.order,
    notes: r.notes,
    loggedAt: r.loggedAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export function toSetRow(r: typeof exerciseSets.$inferSelect): StoredSetRow {
  return {
    id: r.id,
    exerciseLogId: r.exerciseLogId,
    sessionId: r.sessionId,
    clientId: r.clientId,
    loggedAt: r.loggedAt.toISOString(),
    order: r.order,
    setType: r.setType,
    reps: r.reps,
    weightKg: r.weightKg,
    durationSeconds: r.durationSeconds,
    distanceMeters: r.distanceMeters,
    rpe: r.rpe,
    assistance: r.assistance,
    completedAt: r.completedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
