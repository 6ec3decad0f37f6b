import { z } from 'zod';
import { defineEntity } from '../protocol/entity';
import { SET_TYPES, type ExerciseLogRow, type SetRow } from './rows';

/*
 * The workout area's synced entities (architecture "Logs"; rows.ts says why a
 * set is a row of its own). Both live in the trainer's space and are seen by
 * the client of `clientId`, like weight logs: a client's time series, windowed
 * by `loggedAt` (sets copy their log's, so a set never falls outside the
 * window its log is in).
 *
 * - `exerciseLogs`: one exercise done in one session; goes with its client.
 * - `exerciseSets`: one set of a log; goes with its log (and so with the client).
 *
 * Rows as devices hold them and the pull sends them: the domain's rows plus
 * the server's createdAt/updatedAt, which every entity row carries.
 */

const stamps = { createdAt: z.string(), updatedAt: z.string() };

export const StoredExerciseLogRow = z.object({
  id: z.string(),
  sessionId: z.string(),
  exerciseId: z.string(),
  clientId: z.string(),
  blockId: z.string().nullable(),
  order: z.number().int(),
  notes: z.string().nullable(),
  loggedAt: z.string(),
  ...stamps,
});
/** An exercise log on the device: ExerciseLogRow (rows.ts) with its stamps. */
export type StoredExerciseLogRow = ExerciseLogRow & { createdAt: string; updatedAt: string };

const value = z.number().nullable();
export const StoredSetRow = z.object({
  id: z.string(),
  exerciseLogId: z.string(),
  sessionId: z.string(),
  clientId: z.string(),
  loggedAt: z.string(),
  order: z.number().int(),
  setType: z.enum(SET_TYPES),
  reps: value,
  weightKg: value,
  durationSeconds: value,
  distanceMeters: value,
  rpe: value,
  assistance: value,
  completedAt: z.string().nullable(),
  ...stamps,
});
/** A set on the device: SetRow (rows.ts) with its stamps. */
export type StoredSetRow = SetRow & { createdAt: string; updatedAt: string };

// Compile-time check that the zod rows and the domain's interfaces agree.
const _logAgrees: z.infer<typeof StoredExerciseLogRow> extends StoredExerciseLogRow ? true : false = true;
const _setAgrees: z.infer<typeof StoredSetRow> extends StoredSetRow ? true : false = true;
void _logAgrees;
void _setAgrees;

export const exerciseLogEntity = defineEntity({
  name: 'exerciseLogs',
  sqlName: 'exercise_logs',
  order: 13,
  row: StoredExerciseLogRow,
  space: 'spaceId',
  client: { field: 'clientId' },
  window: 'loggedAt',
  // A session's logs (logging screen), a client's history of one exercise ("previous", records), a client's logs by time.
  // (No index on loggedAt alone: nothing reads by it, and each index is a write more per row on a first sync.)
  indexes: ['sessionId', 'clientId', '[clientId+exerciseId]', '[clientId+loggedAt]'],
  parent: { entity: 'clients', field: 'clientId' },
  editable: ['exerciseId', 'notes'],
});

export const exerciseSetEntity = defineEntity({
  name: 'exerciseSets',
  sqlName: 'exercise_sets',
  order: 14,
  row: StoredSetRow,
  space: 'spaceId',
  client: { field: 'clientId' },
  window: 'loggedAt',
  // A log's sets, a session's sets (summary), a client's sets by time (volume, records).
  indexes: ['exerciseLogId', 'sessionId', 'clientId', '[clientId+loggedAt]'],
  parent: { entity: 'exerciseLogs', field: 'exerciseLogId' },
  editable: ['setType', 'reps', 'weightKg', 'durationSeconds', 'distanceMeters', 'rpe', 'assistance', 'completedAt'],
});
