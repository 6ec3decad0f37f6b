import { z } from 'zod';
import { zoneClock } from '../time/time-zone';
import { dateToDay, dayToDate, isWallDate, isWallTime, timeToMinutes, weekdayOfDay, type Weekday } from '../time/wall-time';
import { CHECK_IN_MESSAGES as M } from './messages';

/**
 * When a client's check-in is due (docs/rules/check-ins.md "Schedule"): weekly
 * on a weekday, or every N days from a start date, at a wall time in the
 * client's zone. Dates are walked as whole days and each one's instant read
 * from its wall time in the zone, so a Sunday 18:00 check-in stays Sunday
 * 18:00 across a clock change (time-zone.ts reads the skipped and repeated
 * hour). A date's wall time is its key: a submission names the date it answers.
 */
export type CheckInSchedule =
  | { type: 'weekly'; weekday: Weekday; time: string; startsOn: string; endsOn: string | null }
  | { type: 'everyNDays'; days: number; time: string; startsOn: string; endsOn: string | null };

export const EVERY_N_DAYS_MAX = 90;

const date = z.string({ error: M.checkInDateInvalid }).refine(isWallDate, { error: M.checkInDateInvalid });
const time = z.string({ error: M.checkInTimeInvalid }).refine(isWallTime, { error: M.checkInTimeInvalid });
const common = { time, startsOn: date, endsOn: date.nullable() };

export const CheckInScheduleSchema: z.ZodType<CheckInSchedule> = z
  .discriminatedUnion(
    'type',
    [
      z.object({ type: z.literal('weekly'), weekday: z.number({ error: M.checkInScheduleInvalid }).int().min(0).max(6) as unknown as z.ZodType<Weekday>, ...common }),
      z.object({ type: z.literal('everyNDays'), days: z.number({ error: M.checkInScheduleInvalid }).int().min(1, { error: M.checkInScheduleInvalid }).max(EVERY_N_DAYS_MAX, { error: M.checkInScheduleInvalid }), ...common }),
    ],
    { error: M.checkInScheduleInvalid },
  )
  .refine((s) => s.endsOn === null || s.endsOn >= s.startsOn, { error: M.checkInDateInvalid, path: ['endsOn'] });

/** One check-in as scheduled: its wall date and the instant it is due. */
export interface Occurrence {
  date: string;
  dueMs: number;
}

const DAY_MS = 86_400_000;

/** The first day of the pattern on or after `day` (ignoring the end). */
function firstOnOrAfter(s: CheckInSchedule, day: number): number {
  const start = dateToDay(s.startsOn);
  if (day < start) day = start;
  if (s.type === 'weekly') return day + ((s.weekday - weekdayOfDay(day) + 7) % 7);
  return start + Math.ceil((day - start) / s.days) * s.days;
}

const step = (s: CheckInSchedule) => (s.type === 'weekly' ? 7 : s.days);

/** True when the schedule has a check-in on this date. */
export function isCheckInDate(s: CheckInSchedule, date: string): boolean {
  const day = dateToDay(date);
  return firstOnOrAfter(s, day) === day && (s.endsOn === null || date <= s.endsOn);
}

/** The check-ins due in [fromMs, toMs), in order. */
export function occurrencesBetween(s: CheckInSchedule, timeZone: string, fromMs: number, toMs: number): Occurrence[] {
  const out: Occurrence[] = [];
  if (!(fromMs < toMs)) return out;
  const clock = zoneClock(timeZone);
  const minutes = timeToMinutes(s.time);
  const end = s.endsOn === null ? Infinity : dateToDay(s.endsOn);
  // A wall date is within a day of its UTC date in every zone: start a day early, stop a day late.
  const last = Math.min(Math.floor(toMs / DAY_MS) + 1, end);
  for (let day = firstOnOrAfter(s, Math.floor(fromMs / DAY_MS) - 1); day <= last; day += step(s)) {
    const dueMs = clock(day, minutes);
    if (dueMs >= fromMs && dueMs < toMs) out.push({ date: dayToDate(day), dueMs });
  }
  return out;
}

/** The instant a check-in date is due. */
export function dueMsOf(s: CheckInSchedule, timeZone: string, date: string): number {
  return zoneClock(timeZone)(dateToDay(date), timeToMinutes(s.time));
}

/**
 * The instant the check-in after `date` would be due, the schedule's end
 * ignored: when the last one closes, as if another followed.
 */
export function nextDueMs(s: CheckInSchedule, timeZone: string, date: string): number {
  return zoneClock(timeZone)(dateToDay(date) + step(s), timeToMinutes(s.time));
}

/** The latest check-in due at or before `nowMs`, or null when none is yet. */
export function latestDue(s: CheckInSchedule, timeZone: string, nowMs: number): Occurrence | null {
  const back = occurrencesBetween(s, timeZone, nowMs - (step(s) + 2) * DAY_MS, nowMs + 1);
  return back.at(-1) ?? null;
}
