import { z } from 'zod';
import { seriesEntity, seriesExceptionEntity, sessionEntity } from './entity';
import { recurrenceSchema } from './recurrence';
import {
  checkClients,
  checkSeriesDates,
  durationSchema,
  exceptionChangesSchema,
  planByClientSchema,
  SESSION_TYPES,
  sessionClientIdsSchema,
  sessionFieldsShape,
  timeZoneSchema,
  titleSchema,
  wallDateSchema,
  wallTimeSchema,
} from './rows';
import { SESSION_MESSAGES as SM } from './messages';
import { def, defineArea } from '../mutations/def';
import { optionalText } from '../mutations/fields';

/*
 * The sessions area's mutations (docs/rules/sessions.md "Mutations"): the trainer plans single sessions
 * and series and edits them (one occurrence, this and following, all); each
 * client of a session answers on their own. Ids are made on the device
 * (UUIDv7); a resent create does nothing. The server checks every id against
 * the caller; rules it enforces answer their own codes: session_in_past
 * (past.ts), session_changed (approval.ts), invalid_transition (progress.ts).
 */

/** A session's editable fields, every one optional (an update's patch). */
const sessionPatch = {
  title: titleSchema.optional(),
  type: z.enum(SESSION_TYPES, { error: SM.sessionTypeInvalid }).optional(),
  clientIds: sessionClientIdsSchema.optional(),
  planByClient: planByClientSchema.optional(),
  date: wallDateSchema.optional(),
  time: wallTimeSchema.optional(),
  timeZone: timeZoneSchema.optional(),
  durationMinutes: durationSchema.optional(),
  notes: optionalText().optional(),
  billable: z.boolean().optional(),
};

const decision = z.enum(['approved', 'declined']);
const version = z.number().int().min(0);

/**
 * Plan a single session. `timeZone` defaults to the trainer's (profile).
 * With `seriesId` and `occurrenceDate` it is that occurrence of the series
 * made concrete (to start, log or edit it on its own): the calendar then shows
 * this row instead of the expanded occurrence, and it keeps the series'
 * answers for that date.
 */
export const SessionCreateArgs = z
  .object({
    id: z.uuid(),
    ...sessionFieldsShape,
    timeZone: timeZoneSchema.optional(),
    seriesId: z.uuid().nullable().default(null),
    occurrenceDate: wallDateSchema.nullable().default(null),
  })
  .superRefine(checkClients)
  .refine((a) => (a.seriesId === null) === (a.occurrenceDate === null), { path: ['occurrenceDate'], error: SM.seriesOccurrenceInvalid });
export type SessionCreateArgs = z.output<typeof SessionCreateArgs>;

/**
 * Change a session. Title and notes keep the later edit per field (hybrid
 * clocks); the rest applies in server order. Moving date, time, zone or
 * duration bumps scheduleVersion and asks every client again; a session that
 * has started keeps date, time and zone (session_in_past).
 */
export const SessionUpdateArgs = z.object({ id: z.uuid(), ...sessionPatch });
export type SessionUpdateArgs = z.output<typeof SessionUpdateArgs>;

export const SessionDeleteArgs = z.object({ id: z.uuid() });
export type SessionDeleteArgs = z.output<typeof SessionDeleteArgs>;

/** A client's answer to a session, given to the schedule version they saw (session_changed when stale). */
export const SessionAnswerArgs = z.object({ id: z.uuid(), decision, baseVersion: version });
export type SessionAnswerArgs = z.output<typeof SessionAnswerArgs>;

/** Start or complete a session (trainer, or one of its clients): forward only; a repeat does nothing. */
export const SessionProgressArgs = z.object({ id: z.uuid(), event: z.enum(['start', 'complete']) });
export type SessionProgressArgs = z.output<typeof SessionProgressArgs>;

/** Turn a single session into a series starting on its date (the session becomes the series' first; its row is deleted). */
export const SessionMakeRecurringArgs = z.object({ id: z.uuid(), seriesId: z.uuid(), recurrence: recurrenceSchema });
export type SessionMakeRecurringArgs = z.output<typeof SessionMakeRecurringArgs>;

/** Plan a series; `timeZone` defaults to the trainer's. Every client starts pending. */
export const SeriesCreateArgs = z
  .object({ id: z.uuid(), ...sessionFieldsShape, timeZone: timeZoneSchema.optional(), recurrence: recurrenceSchema })
  .superRefine(checkClients)
  .superRefine(checkSeriesDates);
export type SeriesCreateArgs = z.output<typeof SeriesCreateArgs>;

/** Edit all sessions of a series (edit-scope.ts editAllOccurrences; past rule seriesPastViolations). */
export const SeriesUpdateArgs = z.object({ id: z.uuid(), ...sessionPatch, recurrence: recurrenceSchema.optional() });
export type SeriesUpdateArgs = z.output<typeof SeriesUpdateArgs>;

/** Edit this and following sessions from `occurrenceDate`: the series ends before it, `newSeriesId` goes on with the changes. */
export const SeriesSplitArgs = z.object({
  id: z.uuid(),
  occurrenceDate: wallDateSchema,
  newSeriesId: z.uuid(),
  changes: z.object({ ...sessionPatch, recurrence: recurrenceSchema.optional() }),
});
export type SeriesSplitArgs = z.output<typeof SeriesSplitArgs>;

/** Delete a whole series, or (with `fromDate`) this and following sessions of it. */
export const SeriesDeleteArgs = z.object({ id: z.uuid(), fromDate: wallDateSchema.optional() });
export type SeriesDeleteArgs = z.output<typeof SeriesDeleteArgs>;

/** A client's answer to a whole series. */
export const SeriesAnswerArgs = z.object({ id: z.uuid(), decision, baseVersion: version });
export type SeriesAnswerArgs = z.output<typeof SeriesAnswerArgs>;

const occurrence = { seriesId: z.uuid(), occurrenceDate: wallDateSchema, exceptionId: z.uuid() };

/** Change one session of a series (its exception, made with `exceptionId` when it has none). */
export const OccurrenceEditArgs = z.object({ ...occurrence, changes: exceptionChangesSchema });
export type OccurrenceEditArgs = z.output<typeof OccurrenceEditArgs>;

/** Cancel one session of a series. */
export const OccurrenceCancelArgs = z.object(occurrence);
export type OccurrenceCancelArgs = z.output<typeof OccurrenceCancelArgs>;

/**
 * A client's answer to one session of a series on its own: given to the
 * series' schedule version and the occurrence's own (0 when it had no
 * exception).
 */
export const OccurrenceAnswerArgs = z.object({ ...occurrence, decision, baseVersion: version, exceptionVersion: version });
export type OccurrenceAnswerArgs = z.output<typeof OccurrenceAnswerArgs>;

/** Drop an exception: the session goes back to the series' values (a cancelled one comes back). */
export const ExceptionDeleteArgs = z.object({ id: z.uuid() });
export type ExceptionDeleteArgs = z.output<typeof ExceptionDeleteArgs>;

const sessions = (id: string) => ({ table: 'sessions', id });
const series = (id: string) => ({ table: 'series', id });
const exceptions = (id: string) => ({ table: 'seriesExceptions', id });

/** Sessions, series and their exceptions. */
export const sessionArea = defineArea({
  entities: [sessionEntity, seriesEntity, seriesExceptionEntity],
  mutations: {
    'session.create': def({ args: SessionCreateArgs, target: (a) => sessions(a.id) }),
    'session.update': def({ args: SessionUpdateArgs, target: (a) => sessions(a.id) }),
    'session.delete': def({ args: SessionDeleteArgs, target: (a) => sessions(a.id) }),
    'session.answer': def({ args: SessionAnswerArgs, target: (a) => sessions(a.id) }),
    'session.progress': def({ args: SessionProgressArgs, target: (a) => sessions(a.id) }),
    'session.makeRecurring': def({ args: SessionMakeRecurringArgs, target: (a) => series(a.seriesId) }),
    'series.create': def({ args: SeriesCreateArgs, target: (a) => series(a.id) }),
    'series.update': def({ args: SeriesUpdateArgs, target: (a) => series(a.id) }),
    'series.split': def({ args: SeriesSplitArgs, target: (a) => series(a.newSeriesId) }),
    'series.delete': def({ args: SeriesDeleteArgs, target: (a) => series(a.id) }),
    'series.answer': def({ args: SeriesAnswerArgs, target: (a) => series(a.id) }),
    'occurrence.edit': def({ args: OccurrenceEditArgs, target: (a) => exceptions(a.exceptionId) }),
    'occurrence.cancel': def({ args: OccurrenceCancelArgs, target: (a) => exceptions(a.exceptionId) }),
    'occurrence.answer': def({ args: OccurrenceAnswerArgs, target: (a) => exceptions(a.exceptionId) }),
    'exception.delete': def({ args: ExceptionDeleteArgs, target: (a) => exceptions(a.id) }),
  },
});
