import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ApprovalStatus, ExceptionChanges } from '../../../domain/sessions/rows';
import type { Recurrence } from '../../../domain/sessions/recurrence';
import { users } from '../accounts/table';
import { createdByColumn, syncedPgTable } from '../../db/synced-table';

/*
 * docs/rules/sessions.md "Sessions", Recurring series, Series exception (domain/sessions/entity.ts).
 * Synced: space_id is the trainer; client_ids (a uuid[]) decides which clients
 * see a row (the pull matches it with &&). Dates are wall dates and times in
 * time_zone (the trainer's IANA zone), never instants; a session's starts_at
 * is derived from them and places it in the sync window.
 */

/** What a session and a series both hold, named as in domain/sessions/rows.ts. */
const sessionFields = () => ({
  clientIds: uuid('client_ids').array().notNull(),
  title: text('title').notNull(),
  type: text('type', { enum: ['in_person', 'solo', 'group'] }).notNull(),
  planByClient: jsonb('plan_by_client').$type<Record<string, string | null>>().notNull(),
  date: date('date', { mode: 'string' }).notNull(),
  time: text('time').notNull(),
  timeZone: text('time_zone').notNull(),
  durationMinutes: integer('duration_minutes').notNull(),
  notes: text('notes'),
  approvalByClient: jsonb('approval_by_client').$type<Record<string, ApprovalStatus>>().notNull(),
  /** Bumped when date, time, zone, duration (or recurrence) change: answers carry it (session_changed). */
  scheduleVersion: integer('schedule_version').notNull().default(1),
  /** Solo only: the trainer bills this session (domain/billing/price.ts isBilled); a client's own workout never is. */
  billable: boolean('billable').notNull().default(false),
  createdBy: createdByColumn(),
});

export const sessionSeries = syncedPgTable('session_series', { ...sessionFields(), recurrence: jsonb('recurrence').$type<Recurrence>().notNull() }, (t) => [
  index('session_series_clients_idx').using('gin', t.clientIds),
]);

export const trainingSessions = syncedPgTable(
  'training_sessions',
  {
    ...sessionFields(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    progressStatus: text('progress_status', { enum: ['not_started', 'in_progress', 'completed'] }).notNull().default('not_started'),
    /** A series' occurrence made concrete: its series and original date. */
    seriesId: uuid('series_id').references(() => sessionSeries.id, { onDelete: 'set null' }),
    occurrenceDate: date('occurrence_date', { mode: 'string' }),
    /** The trainer's own price per client, in minor units (session.setPrice); a client without a key pays the hourly rate. */
    priceByClient: jsonb('price_by_client').$type<Record<string, number>>().notNull().default({}),
  },
  (t) => [
    index('training_sessions_clients_idx').using('gin', t.clientIds),
    index('training_sessions_space_start_idx').on(t.spaceId, t.startsAt).where(sql`${t.deletedAt} is null`),
    uniqueIndex('training_sessions_occurrence_unique').on(t.seriesId, t.occurrenceDate).where(sql`${t.deletedAt} is null and ${t.seriesId} is not null`),
  ],
);

export const seriesExceptions = syncedPgTable(
  'series_exceptions',
  {
    seriesId: uuid('series_id')
      .notNull()
      .references(() => sessionSeries.id, { onDelete: 'cascade' }),
    /** The series' clients, copied (kept equal by the commands) so visibility needs no join. */
    clientIds: uuid('client_ids').array().notNull(),
    occurrenceDate: date('occurrence_date', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ['cancelled', 'changed'] }).notNull(),
    changes: jsonb('changes').$type<ExceptionChanges>().notNull().default({}),
    approvalByClient: jsonb('approval_by_client').$type<Record<string, ApprovalStatus>>(),
    scheduleVersion: integer('schedule_version').notNull().default(0),
  },
  (t) => [
    index('series_exceptions_clients_idx').using('gin', t.clientIds),
    uniqueIndex('series_exceptions_occurrence_unique').on(t.seriesId, t.occurrenceDate).where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * A user's private calendar feed (GET /api/calendar/{token}.ics): only the
 * SHA-256 of the secret is kept; rotating replaces it, revoking deletes it.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
