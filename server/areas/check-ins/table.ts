import { sql } from 'drizzle-orm';
import { boolean, date, index, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Question } from '../../../domain/check-ins/form';
import type { CheckInSchedule } from '../../../domain/check-ins/schedule';
import type { Answers } from '../../../domain/check-ins/answers';
import { clientColumn, createdByColumn, syncedPgTable } from '../../db/synced-table';

/** docs/rules/check-ins.md "Forms": the trainer's questionnaires (seen by the trainer alone). */
export const checkInForms = syncedPgTable('check_in_forms', {
  title: text('title').notNull(),
  questions: jsonb('questions').$type<Question[]>().notNull(),
});

/**
 * A form sent to a client on a schedule, read in the client's zone. It holds a
 * copy of the form's title and questions, renewed when the form is edited, so
 * the client sees the form they answer and nothing else of the trainer's.
 */
export const checkInAssignments = syncedPgTable(
  'check_in_assignments',
  {
    clientId: clientColumn(),
    formId: uuid('form_id').notNull(),
    title: text('title').notNull(),
    questions: jsonb('questions').$type<Question[]>().notNull(),
    schedule: jsonb('schedule').$type<CheckInSchedule>().notNull(),
    timeZone: text('time_zone').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('check_in_assignments_client_rev_idx').on(t.clientId, t.rev, t.id), index('check_in_assignments_form_idx').on(t.formId)],
);

/** A client's answers to one check-in; its id is derived from (assignment, date), so one per check-in. */
export const checkInSubmissions = syncedPgTable(
  'check_in_submissions',
  {
    clientId: clientColumn(),
    assignmentId: uuid('assignment_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    title: text('title').notNull(),
    questions: jsonb('questions').$type<Question[]>().notNull(),
    answers: jsonb('answers').$type<Answers>().notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }).notNull(),
    late: boolean('late').notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    reviewNote: text('review_note'),
    /** The trainer's own note: a client's row and export leave it out (EntityDecl.trainerOnly). */
    privateNote: text('private_note'),
    createdBy: createdByColumn(),
  },
  (t) => [
    index('check_in_submissions_client_rev_idx').on(t.clientId, t.rev, t.id),
    index('check_in_submissions_assignment_date_idx').on(t.assignmentId, t.date).where(sql`${t.deletedAt} is null`),
    index('check_in_submissions_unreviewed_idx').on(t.spaceId).where(sql`${t.reviewedAt} is null and ${t.deletedAt} is null`),
  ],
);
