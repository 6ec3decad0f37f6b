import { DAY_MS, syncWindow } from '../../../domain/protocol/window';
import type { ExerciseLogRow, SetRow, SetType } from '../../../domain/workouts/rows';
import type { ExerciseLogRows } from '../../db/workouts';

/*
 * A device holds the logs of the sync window only (120 days back); progress,
 * records and the tracker look at the whole history, so the part before the
 * window comes from GET /api/exercise-logs/range when online (docs/architecture.md "Workout logs":
 * history from before the window, fetched when online).
 */

/** The REST shape of one log with its sets (server/areas/workouts/routes.ts). */
export interface LogDto {
  id: string;
  session_id: string;
  exercise_id: string;
  client_id: string;
  block_id: string | null;
  order: number;
  notes: string | null;
  logged_at: string;
  sets: {
    id: string;
    exercise_log_id: string;
    order: number;
    set_type: SetType;
    reps: number | null;
    weight_kg: number | null;
    duration_seconds: number | null;
    distance_meters: number | null;
    rpe: number | null;
    assistance: number | null;
    completed_at: string | null;
  }[];
}

/** The whole days to ask for: from long before any log to one day into the window (the overlap is dropped by `withOlder`). */
export function olderRange(now: number): { start_date: string; end_date: string; before: string } {
  const from = syncWindow(now).from;
  return { start_date: '2000-01-01', end_date: new Date(from + DAY_MS).toISOString().slice(0, 10), before: new Date(from).toISOString() };
}

export function rowsOfLogDtos(dtos: readonly LogDto[]): ExerciseLogRows {
  const logs: ExerciseLogRow[] = [];
  const sets: SetRow[] = [];
  for (const l of dtos) {
    logs.push({ id: l.id, sessionId: l.session_id, exerciseId: l.exercise_id, clientId: l.client_id, blockId: l.block_id, order: l.order, notes: l.notes, loggedAt: l.logged_at });
    for (const s of l.sets) {
      sets.push({
        id: s.id,
        exerciseLogId: s.exercise_log_id,
        sessionId: l.session_id,
        clientId: l.client_id,
        loggedAt: l.logged_at,
        order: s.order,
        setType: s.set_type,
        reps: s.reps,
        weightKg: s.weight_kg,
        durationSeconds: s.duration_seconds,
        distanceMeters: s.distance_meters,
        rpe: s.rpe,
        assistance: s.assistance,
        completedAt: s.completed_at,
      });
    }
  }
  return { logs, sets };
}

/**
 * The device's rows plus the server's rows from before the window. The device
 * is the truth inside the window (its pending edits and deletes), so only
 * server rows logged before the window's start are added, and never one the
 * device already holds.
 */
export function withOlder(device: ExerciseLogRows, older: ExerciseLogRows | null, before: string): ExerciseLogRows {
  if (!older || older.logs.length === 0) return device;
  const limit = Date.parse(before);
  const haveLogs = new Set(device.logs.map((l) => l.id));
  const addLogs = older.logs.filter((l) => !haveLogs.has(l.id) && Date.parse(l.loggedAt) < limit);
  if (addLogs.length === 0) return device;
  const added = new Set(addLogs.map((l) => l.id));
  const addSets = older.sets.filter((s) => added.has(s.exerciseLogId));
  return { logs: [...addLogs, ...device.logs], sets: [...addSets, ...device.sets] };
}
