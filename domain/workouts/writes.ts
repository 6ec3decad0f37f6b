import type { TrainingSessionRow } from '../sessions/rows';
import { newSession } from '../sessions/writes';
import { instantToWall } from '../time/time-zone';
import type { StoredExerciseLogRow, StoredSetRow } from './entity';
import type { SetType, SetValues } from './rows';

/*
 * What the workout mutations write, as pure functions: the server's commands
 * (server/areas/workouts/commands) and the device's local mutators
 * (replica/mutators/workouts.ts) both build rows with these, so the
 * optimistic row and the server's agree.
 */

/** A client-started workout is planned for an hour; the calendar needs a duration, the real end is its completion. */
export const SOLO_WORKOUT_MINUTES = 60;

export interface StartWorkout {
  sessionId: string;
  clientId: string;
  title: string;
  startedAt: string;
  planId: string | null;
  timeZone: string;
}

/**
 * The solo session of a workout a client starts on their own (a blank
 * workout, or a plan day without a planned session): the sessions area's own
 * row (newSession), so the calendar shows it; approved by that client, since
 * they chose it, and already in progress.
 */
export function soloWorkoutSession(w: StartWorkout, now: string): TrainingSessionRow {
  const row = soloSession({ ...w, durationMinutes: SOLO_WORKOUT_MINUTES, notes: null }, now);
  return { ...row, progressStatus: 'in_progress' };
}

/** A client's own solo session at `startedAt` in their zone, approved by them (they chose it, or it happened). */
function soloSession(w: StartWorkout & { durationMinutes: number; notes: string | null }, now: string): TrainingSessionRow {
  const { date, time } = instantToWall(new Date(w.startedAt), w.timeZone);
  // Never billable: only the trainer bills a solo session (domain/billing/price.ts isBilled).
  const fields = { id: w.sessionId, title: w.title, type: 'solo' as const, billable: false, clientIds: [w.clientId], planByClient: { [w.clientId]: w.planId } };
  const when = { date, time, timeZone: w.timeZone, durationMinutes: w.durationMinutes, notes: w.notes, seriesId: null, occurrenceDate: null };
  return newSession({ ...fields, ...when }, now, { [w.clientId]: 'approved' });
}

export interface NewExerciseLog {
  id: string;
  sessionId: string;
  exerciseId: string;
  blockId: string | null;
  order: number;
  notes: string | null;
  loggedAt: string;
}

export function newExerciseLog(a: NewExerciseLog, clientId: string, now: string): StoredExerciseLogRow {
  return { ...a, clientId, createdAt: now, updatedAt: now };
}

export type NewSet = SetValues & { id: string; exerciseLogId: string; order: number; setType: SetType; completedAt: string | null };

/** A set copies its log's session, client and loggedAt (rows.ts: sync and queries pick sets by one column). */
export function newSetRow(a: NewSet, log: Pick<StoredExerciseLogRow, 'sessionId' | 'clientId' | 'loggedAt'>, now: string): StoredSetRow {
  return { ...a, sessionId: log.sessionId, clientId: log.clientId, loggedAt: log.loggedAt, createdAt: now, updatedAt: now };
}

/** A workout done earlier, whole (mutation workout.record): the session and its logs and sets, before stamps. */
export interface RecordWorkout {
  sessionId: string;
  clientId: string;
  title: string;
  startedAt: string;
  durationMinutes: number;
  notes: string | null;
  planId: string | null;
  timeZone: string;
  logs: readonly (Pick<NewExerciseLog, 'id' | 'exerciseId' | 'order' | 'notes'> & { blockId?: string | null; sets: readonly (SetValues & { id: string; order: number; setType: SetType })[] })[];
}

export interface RecordedRows {
  session: TrainingSessionRow;
  logs: StoredExerciseLogRow[];
  sets: StoredSetRow[];
}

/**
 * The rows of a recorded workout: a solo session approved by its client (it
 * happened) and completed, its logs timed at its start, and every set done
 * at its start (neither export nor a manual log knows the time of each set).
 */
export function recordedWorkoutRows(w: RecordWorkout, now: string): RecordedRows {
  const session = soloSession(w, now);
  const logs: StoredExerciseLogRow[] = [];
  const sets: StoredSetRow[] = [];
  for (const l of w.logs) {
    const log = newExerciseLog({ id: l.id, sessionId: w.sessionId, exerciseId: l.exerciseId, blockId: l.blockId ?? null, order: l.order, notes: l.notes, loggedAt: w.startedAt }, w.clientId, now);
    logs.push(log);
    for (const s of l.sets) {
      const { id, order, setType, reps, weightKg, durationSeconds, distanceMeters, rpe, assistance } = s;
      sets.push(newSetRow({ id, exerciseLogId: l.id, order, setType, reps, weightKg, durationSeconds, distanceMeters, rpe, assistance, completedAt: w.startedAt }, log, now));
    }
  }
  return { session: { ...session, progressStatus: 'completed' }, logs, sets };
}

/** A recorded workout may not start later than now, give a minute for clocks that disagree. */
export const RECORD_CLOCK_SKEW_MS = 60_000;

export function startsInFuture(startedAt: string, now: Date): boolean {
  return new Date(startedAt).getTime() > now.getTime() + RECORD_CLOCK_SKEW_MS;
}
