import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { SET_TYPES } from '../../../domain/workouts/rows';
import { trainingSessions } from '../sessions/table';
import { clientColumn, createdByColumn, syncedPgTable } from '../../db/synced-table';

/*
 * docs/rules/workouts.md "Exercise logs and sets" (domain/workouts/entity.ts). Synced: space_id is the
 * trainer, client_id decides which client sees a row, logged_at places it in
 * the sync window (a set copies its log's session, client and logged_at, so
 * sync and queries pick sets by one column). `order` is sort_order here
 * (ORDER is an SQL keyword). Set values are double precision: the device's
 * numbers (82.5 kg, RPE 8.5) come back exactly as sent.
 */

export const exerciseLogs = syncedPgTable(
  'exercise_logs',
  {
    clientId: clientColumn(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => trainingSessions.id, { onDelete: 'cascade' }),
    /** A library slug or a trainer's exercise id (uuid): no foreign key, the library is not a table. */
    exerciseId: text('exercise_id').notNull(),
    /** The plan block it was done for; plans change, so no foreign key. */
    blockId: uuid('block_id'),
    order: integer('sort_order').notNull(),
    notes: text('notes'),
    loggedAt: timestamp('logged_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The user who logged it (the client, or the trainer in an in-person or group session). */
    createdBy: createdByColumn(),
  },
  (t) => [
    index('exercise_logs_client_rev_idx').on(t.clientId, t.rev, t.id),
    index('exercise_logs_client_logged_idx').on(t.clientId, t.loggedAt).where(sql`${t.deletedAt} is null`),
    index('exercise_logs_client_exercise_idx').on(t.clientId, t.exerciseId).where(sql`${t.deletedAt} is null`),
    index('exercise_logs_session_idx').on(t.sessionId),
  ],
);

export const exerciseSets = syncedPgTable(
  'exercise_sets',
  {
    clientId: clientColumn(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => trainingSessions.id, { onDelete: 'cascade' }),
    exerciseLogId: uuid('exercise_log_id')
      .notNull()
      .references(() => exerciseLogs.id, { onDelete: 'cascade' }),
    loggedAt: timestamp('logged_at', { withTimezone: true, mode: 'date' }).notNull(),
    order: integer('sort_order').notNull(),
    setType: text('set_type', { enum: SET_TYPES }).notNull(),
    reps: doublePrecision('reps'),
    weightKg: doublePrecision('weight_kg'),
    durationSeconds: doublePrecision('duration_seconds'),
    distanceMeters: doublePrecision('distance_meters'),
    rpe: doublePrecision('rpe'),
    assistance: doublePrecision('assistance'),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    createdBy: createdByColumn(),
  },
  (t) => [
    index('exercise_sets_client_rev_idx').on(t.clientId, t.rev, t.id),
    index('exercise_sets_client_logged_idx').on(t.clientId, t.loggedAt).where(sql`${t.deletedAt} is null`),
    index('exercise_sets_log_idx').on(t.exerciseLogId),
  ],
);
