import { z } from 'zod';
import { EXERCISE_MESSAGES as EM } from '../exercises/messages';
import { MESSAGES } from '../messages';
import { optionalText } from '../mutations/fields';
import { SESSION_MESSAGES as SM } from './messages';
import { walkOccurrenceDays } from './pattern';
import { recurrenceSchema, SERIES_MAX_SPAN_DAYS, type Recurrence } from './recurrence';
import { isTimeZone } from '../time/time-zone';
import { dateToDay, isWallDate, isWallTime } from '../time/wall-time';

/**
 * Training sessions, series and series exceptions as the device stores them
 * and the pull sends them (docs/rules/sessions.md "Sessions"). Date and time are the trainer's wall
 * clock in `timeZone` (an IANA name), never an instant, so a weekly 18:00
 * stays 18:00 across daylight-saving changes; instants are derived
 * (expand.ts, time-zone.ts).
 */

export const SESSION_TYPES = ['in_person', 'solo', 'group'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];

export const APPROVAL_STATUSES = ['pending', 'approved', 'declined'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const PROGRESS_STATUSES = ['not_started', 'in_progress', 'completed'] as const;
export type ProgressStatus = (typeof PROGRESS_STATUSES)[number];

export const DURATION_MIN_MINUTES = 5;
export const DURATION_MAX_MINUTES = 720;
/** A group's clients: each is told of every change (a notification and a push each), so their number is capped. */
export const SESSION_CLIENTS_MAX = 200;

/** What a trainer sets on a single session or a series (the form's fields). */
export interface SessionFields {
  title: string;
  type: SessionType;
  /** One client, or one or more for a group session. */
  clientIds: string[];
  /** Client id → the training plan for that client, or null; one key per client. */
  planByClient: Record<string, string | null>;
  /** Wall date 'YYYY-MM-DD' in `timeZone`; for a series, the first day a session may fall on. */
  date: string;
  /** Wall time 'HH:mm' in `timeZone`. */
  time: string;
  timeZone: string;
  durationMinutes: number;
  notes: string | null;
  /**
   * Solo only: the trainer bills this session (domain/billing/price.ts
   * isBilled); only the trainer sets it, and a client's own workout never
   * has it. Missing: false.
   */
  billable?: boolean | undefined;
}

export interface TrainingSessionRow extends SessionFields {
  id: string;
  /**
   * Each client answers on their own, a group's too (docs/rules/sessions.md "Approval"; approval.ts):
   * one key per client of the session. overallApproval() sums it up.
   */
  approvalByClient: Record<string, ApprovalStatus>;
  /** One progress for the session, not per client: the trainer runs a group session (progress.ts). */
  progressStatus: ProgressStatus;
  /**
   * Bumped whenever date, time, zone or duration change. An answer carries
   * the version it was given to; a stale one is refused (session_changed).
   */
  scheduleVersion: number;
  /** The start as an instant (UTC ISO), derived from date, time and zone: what places the row in the sync window. */
  startsAt: string;
  /** Set when this row is one occurrence of a series made concrete (logged, started). */
  seriesId: string | null;
  /** The series' original date of that occurrence (the exception key). */
  occurrenceDate: string | null;
  /** The trainer's own price per client in minor units (domain/billing/price.ts); missing: priced from the hourly rate. */
  priceByClient?: Record<string, number> | undefined;
  createdAt: string;
  updatedAt: string;
}

export interface SeriesFields extends SessionFields {
  recurrence: Recurrence;
}

export interface SessionSeriesRow extends SeriesFields {
  id: string;
  /** Each client approves the series on their own (docs/rules/sessions.md "Approval" "series approval"). */
  approvalByClient: Record<string, ApprovalStatus>;
  /** Bumped whenever date, time, zone, duration or recurrence change (see TrainingSessionRow). */
  scheduleVersion: number;
  createdAt: string;
  updatedAt: string;
}

export const EXCEPTION_KINDS = ['cancelled', 'changed'] as const;
export type ExceptionKind = (typeof EXCEPTION_KINDS)[number];

/** What one occurrence changes; a missing key keeps the series' value. */
export interface ExceptionChanges {
  date?: string;
  time?: string;
  title?: string;
  planByClient?: Record<string, string | null>;
  durationMinutes?: number;
  notes?: string | null;
}

export interface SeriesExceptionRow {
  id: string;
  seriesId: string;
  /** The series' clients, copied so a client's pull needs no join (kept equal by the server). */
  clientIds: string[];
  /**
   * Bumped whenever the occurrence's own date, time or duration change
   * (0 while it has none): an answer to this one occurrence carries it.
   */
  scheduleVersion: number;
  /** The occurrence's original date in the series: the key of the exception. */
  occurrenceDate: string;
  kind: ExceptionKind;
  /** Empty for a cancelled occurrence. */
  changes: ExceptionChanges;
  /**
   * The occurrence's own approval, per client, when it differs from the
   * series' (docs/rules/sessions.md "Approval" "an exception on one date of an approved series");
   * null follows the series. Per client like the series, so a group
   * series' exception is answered by each client.
   */
  approvalByClient: Record<string, ApprovalStatus> | null;
  createdAt: string;
  updatedAt: string;
}

// ------------------------------------------------------------------ schemas

export const wallDateSchema = z.string({ error: SM.sessionDateInvalid }).refine(isWallDate, { error: SM.sessionDateInvalid });
export const wallTimeSchema = z.string({ error: SM.sessionTimeInvalid }).refine(isWallTime, { error: SM.sessionTimeInvalid });
export const timeZoneSchema = z.string({ error: SM.timeZoneInvalid }).refine(isTimeZone, { error: SM.timeZoneInvalid });
export const titleSchema = z.string({ error: EM.exerciseTitleRequired }).trim().min(1, { error: EM.exerciseTitleRequired }).max(255, { error: EM.exerciseTitleTooLong });
export const durationSchema = z
  .number({ error: SM.sessionDurationInvalid })
  .int({ error: SM.sessionDurationInvalid })
  .min(DURATION_MIN_MINUTES, { error: SM.sessionDurationInvalid })
  .max(DURATION_MAX_MINUTES, { error: SM.sessionDurationInvalid });
export const sessionClientIdsSchema = z
  .array(z.uuid(), { error: SM.clientsRequired })
  .min(1, { error: SM.clientsRequired })
  .max(SESSION_CLIENTS_MAX, { error: SM.tooManyClients });
export const planByClientSchema = z.record(z.uuid(), z.uuid().nullable());
const instant = z.iso.datetime({ offset: true });

export const sessionFieldsShape = {
  title: titleSchema,
  type: z.enum(SESSION_TYPES, { error: SM.sessionTypeInvalid }),
  clientIds: sessionClientIdsSchema,
  planByClient: planByClientSchema,
  date: wallDateSchema,
  time: wallTimeSchema,
  timeZone: timeZoneSchema,
  durationMinutes: durationSchema,
  notes: optionalText().default(null),
  billable: z.boolean().optional(),
};

/** Clients by type, and one plan entry per client (and none for others). */
export function checkClients(s: Pick<SessionFields, 'type' | 'clientIds' | 'planByClient'>, ctx: z.core.$RefinementCtx): void {
  if (new Set(s.clientIds).size !== s.clientIds.length) ctx.addIssue({ code: 'custom', path: ['clientIds'], message: SM.clientsRequired });
  if (s.type !== 'group' && s.clientIds.length > 1) ctx.addIssue({ code: 'custom', path: ['clientIds'], message: SM.oneClientOnly });
  const keys = Object.keys(s.planByClient);
  if (keys.length !== s.clientIds.length || !s.clientIds.every((id) => id in s.planByClient)) {
    ctx.addIssue({ code: 'custom', path: ['planByClient'], message: SM.planClientsMismatch });
  }
}

export const sessionFieldsSchema = z.object(sessionFieldsShape).superRefine(checkClients);

export const trainingSessionRowSchema = z
  .object({
    id: z.uuid(),
    ...sessionFieldsShape,
    approvalByClient: z.record(z.uuid(), z.enum(APPROVAL_STATUSES)),
    progressStatus: z.enum(PROGRESS_STATUSES),
    scheduleVersion: z.number().int(),
    startsAt: instant,
    seriesId: z.uuid().nullable(),
    occurrenceDate: wallDateSchema.nullable(),
    /**
     * The trainer's own price of this session for some of its clients, in
     * minor units of each client's currency (a group is priced per client);
     * a client without a key is priced from their hourly rate
     * (domain/billing/price.ts). Set by session.setPrice.
     */
    priceByClient: z.record(z.uuid(), z.number().int().min(0)).optional(),
    createdAt: instant,
    updatedAt: instant,
  })
  .superRefine(checkClients);

/**
 * The end date is not before the start, the repetition gives at least one
 * session, and its last one is at most SERIES_MAX_YEARS after the start.
 */
export function checkSeriesDates(s: Pick<SeriesFields, 'date' | 'recurrence'>, ctx: z.core.$RefinementCtx): void {
  // These checks read the dates together: a date or a recurrence that failed its own check is reported already,
  // and walking from a date that is not one ('x') would never end.
  if (typeof s.date !== 'string' || !isWallDate(s.date) || !recurrenceSchema.safeParse(s.recurrence).success) return;
  const { endDate, maxSessions } = s.recurrence;
  if (endDate !== null && endDate < s.date) {
    ctx.addIssue({ code: 'custom', path: ['recurrence', 'endDate'], message: SM.endDateBeforeStart });
    return;
  }
  if (endDate !== null && dateToDay(endDate) - dateToDay(s.date) > SERIES_MAX_SPAN_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['recurrence', 'endDate'], message: SM.seriesTooLong });
    return;
  }
  // The walk stops SERIES_MAX_SPAN_DAYS after the start: fewer sessions than asked for means a longer series.
  let count = 0;
  walkOccurrenceDays(s.recurrence, s.date, -Infinity, () => {
    count++;
  });
  if (count === 0) ctx.addIssue({ code: 'custom', path: ['recurrence'], message: SM.seriesHasNoSessions });
  else if (maxSessions !== null && count < maxSessions) ctx.addIssue({ code: 'custom', path: ['recurrence', 'maxSessions'], message: SM.seriesTooLong });
}

/** The first issue checkSeriesDates finds in a series a write makes (not parsed from input), or null. */
export function seriesDatesIssue(s: Pick<SeriesFields, 'date' | 'recurrence'>): string | null {
  let issue: string | null = null;
  checkSeriesDates(s, { addIssue: (i: { message?: string }) => void (issue ??= i.message ?? '') } as never);
  return issue;
}

export const seriesFieldsSchema = z
  .object({ ...sessionFieldsShape, recurrence: recurrenceSchema })
  .superRefine(checkClients)
  .superRefine(checkSeriesDates);

export const sessionSeriesRowSchema = z
  .object({
    id: z.uuid(),
    ...sessionFieldsShape,
    recurrence: recurrenceSchema,
    approvalByClient: z.record(z.uuid(), z.enum(APPROVAL_STATUSES)),
    scheduleVersion: z.number().int(),
    createdAt: instant,
    updatedAt: instant,
  })
  .superRefine(checkClients)
  .superRefine(checkSeriesDates);

export const exceptionChangesSchema = z
  .object({
    date: wallDateSchema,
    time: wallTimeSchema,
    title: titleSchema,
    planByClient: planByClientSchema,
    durationMinutes: durationSchema,
    notes: optionalText(),
  })
  .partial();

export const seriesExceptionRowSchema = z
  .object({
    id: z.uuid(),
    seriesId: z.uuid(),
    clientIds: z.array(z.uuid()),
    scheduleVersion: z.number().int(),
    occurrenceDate: wallDateSchema,
    kind: z.enum(EXCEPTION_KINDS),
    changes: exceptionChangesSchema,
    approvalByClient: z.record(z.uuid(), z.enum(APPROVAL_STATUSES)).nullable(),
    createdAt: instant,
    updatedAt: instant,
  })
  .refine((e) => e.kind === 'changed' || Object.keys(e.changes).length === 0, { path: ['changes'], error: MESSAGES.validationFailed });
