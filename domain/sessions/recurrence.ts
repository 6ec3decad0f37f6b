import { z } from 'zod';
import { SESSION_MESSAGES as SM } from './messages';
import { isWallDate, type Weekday } from '../time/wall-time';

/**
 * How a series repeats (docs/rules/sessions.md "Recurrence"). Field rules by unit, so one
 * repetition has one spelling and one RRULE:
 * - days: every `interval` days; no weekdays, no day of month;
 * - weeks: every `interval` weeks on `weekdays` (0 = Monday … 6 = Sunday, the
 *   order of rrule's MO..SU), at least one;
 * - months: every `interval` months on `dayOfMonth` (1-31); a day the month
 *   lacks is clamped to its last day (31 → 30 April, 28 or 29 February).
 * It ends by exactly one of `endDate` (inclusive, a wall date in the series'
 * zone) or `maxSessions` (counted from the series' first session; a cancelled
 * session still counts as one of them, as an EXDATE does under an iCal COUNT).
 */
export const RECURRENCE_UNITS = ['days', 'weeks', 'months'] as const;
export type RecurrenceUnit = (typeof RECURRENCE_UNITS)[number];

export const RECURRENCE_INTERVAL_MAX = 99;
export const SERIES_MAX_SESSIONS = 500;
/**
 * How long a series may run, from its start to its last session (about ten
 * years): every walk over a series' days stops here, so no series, however
 * stored, makes a walk that does not end (pattern.ts).
 */
export const SERIES_MAX_YEARS = 10;
export const SERIES_MAX_SPAN_DAYS = 3653;

export interface Recurrence {
  unit: RecurrenceUnit;
  interval: number;
  /** Weeks only: sorted, no repeats. Empty for days and months. */
  weekdays: Weekday[];
  /** Months only; null for days and weeks. */
  dayOfMonth: number | null;
  endDate: string | null;
  maxSessions: number | null;
}

const weekdaySchema = z.number().int().min(0).max(6) as unknown as z.ZodType<Weekday>;

export const recurrenceSchema = z
  .object({
    unit: z.enum(RECURRENCE_UNITS),
    interval: z.number({ error: SM.recurrenceIntervalInvalid }).int({ error: SM.recurrenceIntervalInvalid }).min(1, { error: SM.recurrenceIntervalInvalid }).max(RECURRENCE_INTERVAL_MAX, { error: SM.recurrenceIntervalInvalid }),
    weekdays: z
      .array(weekdaySchema, { error: SM.weekdaysRequired })
      .default([])
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    dayOfMonth: z
      .number({ error: SM.dayOfMonthRange })
      .int({ error: SM.dayOfMonthRange })
      .min(1, { error: SM.dayOfMonthRange })
      .max(31, { error: SM.dayOfMonthRange })
      .nullable()
      .default(null),
    endDate: z.string().refine(isWallDate, { error: SM.sessionDateInvalid }).nullable().default(null),
    maxSessions: z
      .number({ error: SM.maxSessionsInvalid })
      .int({ error: SM.maxSessionsInvalid })
      .min(1, { error: SM.maxSessionsInvalid })
      .max(SERIES_MAX_SESSIONS, { error: SM.maxSessionsInvalid })
      .nullable()
      .default(null),
  })
  .superRefine((r, ctx) => {
    if (r.endDate === null && r.maxSessions === null) ctx.addIssue({ code: 'custom', path: ['endDate'], message: SM.recurrenceEndRequired });
    if (r.endDate !== null && r.maxSessions !== null) ctx.addIssue({ code: 'custom', path: ['maxSessions'], message: SM.recurrenceEndBoth });
    if (r.unit === 'weeks' && r.weekdays.length === 0) ctx.addIssue({ code: 'custom', path: ['weekdays'], message: SM.weekdaysRequired });
    if (r.unit !== 'weeks' && r.weekdays.length > 0) ctx.addIssue({ code: 'custom', path: ['weekdays'], message: SM.weekdaysRequired });
    if (r.unit === 'months' && r.dayOfMonth === null) ctx.addIssue({ code: 'custom', path: ['dayOfMonth'], message: SM.dayOfMonthRequired });
    if (r.unit !== 'months' && r.dayOfMonth !== null) ctx.addIssue({ code: 'custom', path: ['dayOfMonth'], message: SM.dayOfMonthRange });
  }) satisfies z.ZodType<Recurrence, unknown>;

