import type { LocalMutators } from './types';
import {
  SET_PATCH_FIELDS,
  type ExerciseLogCreateArgs,
  type ExerciseLogDeleteArgs,
  type ExerciseLogUpdateArgs,
  type SetCreateArgs,
  type SetDeleteArgs,
  type SetUpdateArgs,
  type WorkoutRecordArgs,
  type WorkoutStartArgs,
} from '../../domain/workouts/mutations';
import type { TrainingSessionRow } from '../../domain/sessions/rows';
import { syncWindow } from '../../domain/protocol/window';
import { DEFAULT_TIME_ZONE } from '../../domain/time/time-zone';
import type { StoredExerciseLogRow } from '../../domain/workouts/entity';
import { newExerciseLog, newSetRow, recordedWorkoutRows, soloWorkoutSession } from '../../domain/workouts/writes';
import { deleteWithChildren } from '../cascade';
import type { LocalTx } from '../local-tx';

/*
 * Local twins of server/areas/workouts/commands: the same rows (domain/workouts/
 * writes.ts) on the device, at once. Permission checks stay on the server; a
 * rejected mutation is undone by the next rebase.
 */

type Row = Record<string, unknown> & { id: string };
const asRow = <T extends { id: string }>(r: T) => r as unknown as Row;

export async function startWorkoutLocal(tx: LocalTx, a: WorkoutStartArgs): Promise<void> {
  if (await tx.get('sessions', a.sessionId)) return;
  const profile = await tx.profile();
  if (profile?.role !== 'client' || !profile.clientId) return;
  const timeZone = a.timeZone ?? profile.timeZone ?? DEFAULT_TIME_ZONE;
  const row = soloWorkoutSession({ sessionId: a.sessionId, clientId: profile.clientId, title: a.title, startedAt: a.startedAt, planId: a.planId, timeZone }, tx.now);
  await tx.put('sessions', asRow(row));
}

/**
 * A workout done earlier, whole: rows already on the device stay as they are
 * (a re-import adds nothing). One from before the device's sync window is
 * not written here: the next pull would drop it again, and an import of two
 * years would spend seconds writing rows only to lose them. The outbox keeps
 * the mutation, so it reaches the server all the same, and progress reads
 * that part of the history from the server (src/features/progress/older-logs.ts).
 */
export async function recordWorkoutLocal(tx: LocalTx, a: WorkoutRecordArgs): Promise<void> {
  if (Date.parse(a.startedAt) < syncWindow(Date.parse(tx.now)).from) return;
  const profile = await tx.profile();
  const clientId = profile?.role === 'client' ? profile.clientId : a.clientId;
  if (!clientId) return;
  const existing = await tx.get<Row>('sessions', a.sessionId);
  if (existing && (existing as unknown as { deletedAt?: unknown }).deletedAt) return;
  const rows = recordedWorkoutRows({ ...a, clientId, timeZone: a.timeZone ?? profile?.timeZone ?? DEFAULT_TIME_ZONE }, tx.now);
  if (!existing) {
    // A new session has no logs or sets yet (their ids derive from it): write them without looking (an import writes thousands).
    await tx.put('sessions', asRow(rows.session));
    await tx.putMany('exerciseLogs', rows.logs.map(asRow));
    await tx.putMany('exerciseSets', rows.sets.map(asRow));
    return;
  }
  const logsThere = await tx.getMany('exerciseLogs', rows.logs.map((l) => l.id));
  const keptLogs = new Set(rows.logs.filter((_, i) => logsThere[i]).map((l) => l.id));
  const setsThere = await tx.getMany('exerciseSets', rows.sets.map((s) => s.id));
  await tx.putMany('exerciseLogs', rows.logs.filter((l) => !keptLogs.has(l.id)).map(asRow));
  await tx.putMany('exerciseSets', rows.sets.filter((s, i) => !setsThere[i] && !keptLogs.has(s.exerciseLogId)).map(asRow));
}

/** Whose log it is: the one named, the session's only client, or (a client logging a group) the device's own client. */
async function loggedClient(tx: LocalTx, session: TrainingSessionRow, given: string | undefined): Promise<string | null> {
  if (given) return given;
  if (session.clientIds.length === 1) return session.clientIds[0]!;
  const own = (await tx.profile())?.clientId;
  return own && session.clientIds.includes(own) ? own : null;
}

export async function createExerciseLogLocal(tx: LocalTx, a: ExerciseLogCreateArgs): Promise<void> {
  if (await tx.get('exerciseLogs', a.id)) return;
  const session = await tx.get<Row>('sessions', a.sessionId);
  if (!session) return;
  const clientId = await loggedClient(tx, session as unknown as TrainingSessionRow, a.clientId);
  if (!clientId) return;
  const row = newExerciseLog(
    { id: a.id, sessionId: a.sessionId, exerciseId: a.exerciseId, blockId: a.blockId, order: a.order, notes: a.notes, loggedAt: a.loggedAt },
    clientId,
    tx.now,
  );
  await tx.put('exerciseLogs', asRow(row));
}

export async function updateExerciseLogLocal(tx: LocalTx, a: ExerciseLogUpdateArgs): Promise<void> {
  if (!(await tx.get('exerciseLogs', a.id))) return;
  const changes: Record<string, unknown> = { updatedAt: tx.now };
  if (a.exerciseId !== undefined) changes.exerciseId = a.exerciseId;
  if (a.notes !== undefined) changes.notes = a.notes;
  if (a.order !== undefined) changes.order = a.order;
  await tx.update('exerciseLogs', a.id, changes);
}

export async function deleteExerciseLogLocal(tx: LocalTx, a: ExerciseLogDeleteArgs): Promise<void> {
  if (!(await tx.get('exerciseLogs', a.id))) return;
  await deleteWithChildren(tx, 'exerciseLogs', a.id);
}

export async function createSetLocal(tx: LocalTx, a: SetCreateArgs): Promise<void> {
  if (await tx.get('exerciseSets', a.id)) return;
  const log = await tx.get<Row>('exerciseLogs', a.exerciseLogId);
  if (!log) return;
  const { id, exerciseLogId, order, setType, reps, weightKg, durationSeconds, distanceMeters, rpe, assistance, completedAt } = a;
  const row = newSetRow(
    { id, exerciseLogId, order, setType, reps, weightKg, durationSeconds, distanceMeters, rpe, assistance, completedAt },
    log as unknown as StoredExerciseLogRow,
    tx.now,
  );
  await tx.put('exerciseSets', asRow(row));
}

export async function updateSetLocal(tx: LocalTx, a: SetUpdateArgs): Promise<void> {
  if (!(await tx.get('exerciseSets', a.id))) return;
  const changes: Record<string, unknown> = { updatedAt: tx.now };
  for (const f of SET_PATCH_FIELDS) if (a[f] !== undefined) changes[f] = a[f];
  await tx.update('exerciseSets', a.id, changes);
}

export async function deleteSetLocal(tx: LocalTx, a: SetDeleteArgs): Promise<void> {
  if (!(await tx.get('exerciseSets', a.id))) return;
  await tx.delete('exerciseSets', a.id);
}

/** This area's local mutators, by mutation name. */
export const workoutMutators = {
  'workout.start': startWorkoutLocal,
  'workout.record': recordWorkoutLocal,
  'exerciseLog.create': createExerciseLogLocal,
  'exerciseLog.update': updateExerciseLogLocal,
  'exerciseLog.delete': deleteExerciseLogLocal,
  'set.create': createSetLocal,
  'set.update': updateSetLocal,
  'set.delete': deleteSetLocal,
} satisfies LocalMutators;
