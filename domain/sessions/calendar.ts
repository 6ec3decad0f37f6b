import { toMs, type Instant } from './expand';
import { SESSION_MESSAGES } from './messages';
import { instantToWall, wallToInstant } from '../time/time-zone';
import { addDays, dateToDay, dayToDate, mondayOf } from '../time/wall-time';

/**
 * Calendar ranges in the trainer's zone. Weeks start on Monday (docs/rules/sessions.md "Calendar":
 * the session list's default range is the current Monday-Sunday week).
 * Ranges are half-open [start, end) instants from local midnight to local
 * midnight, matching expandSeries' window, with the wall dates they cover.
 */
/**
 * The longest range a calendar query may ask for, in wall days: a series'
 * sessions are expanded day by day over it (GET /api/training-sessions).
 */
export const CALENDAR_RANGE_MAX_DAYS = 366;

/** Why a range of wall dates cannot be listed, or null. */
export function calendarRangeProblem(fromDate: string, toDate: string): string | null {
  if (toDate < fromDate) return SESSION_MESSAGES.calendarRangeReversed;
  // fromDate counts too: 366 days are fromDate and the 365 after it.
  return dateToDay(toDate) - dateToDay(fromDate) >= CALENDAR_RANGE_MAX_DAYS ? SESSION_MESSAGES.calendarRangeTooLong : null;
}

export interface CalendarRange {
  /** First and last wall date covered (inclusive). */
  fromDate: string;
  toDate: string;
  /** ISO 8601 UTC instants: local midnight of fromDate, local midnight after toDate. */
  start: string;
  end: string;
}

function rangeOfDates(fromDate: string, toDate: string, timeZone: string): CalendarRange {
  return {
    fromDate,
    toDate,
    start: wallToInstant(fromDate, '00:00', timeZone).toISOString(),
    end: wallToInstant(addDays(toDate, 1), '00:00', timeZone).toISOString(),
  };
}

/** The day holding `date`. */
export function dayRange(date: string, timeZone: string): CalendarRange {
  return rangeOfDates(date, date, timeZone);
}

/** The Monday-Sunday week holding `date`. */
export function weekRange(date: string, timeZone: string): CalendarRange {
  const monday = mondayOf(date);
  return rangeOfDates(monday, addDays(monday, 6), timeZone);
}

/** The default range of the session list: this Monday-Sunday week where the trainer is. */
export function defaultSessionRange(now: Instant, timeZone: string): CalendarRange {
  return weekRange(instantToWall(toMs(now), timeZone).date, timeZone);
}

/** Today's wall date in a zone. */
export function todayIn(now: Instant, timeZone: string): string {
  return instantToWall(toMs(now), timeZone).date;
}

export interface MonthGrid extends CalendarRange {
  /** 'YYYY-MM' of the month shown. */
  month: string;
  /** Whole weeks, Monday first, from the week of the 1st to the week of the last day (4 to 6 rows). */
  weeks: { date: string; inMonth: boolean }[][];
}

/** The month view's grid for `month` ('YYYY-MM'), with the instant range it covers. */
export function monthGrid(month: string, timeZone: string): MonthGrid {
  const first = `${month}-01`;
  const nextFirst = dayToDate(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 1) / 86_400_000);
  const last = addDays(nextFirst, -1);
  const gridStart = mondayOf(first);
  const gridEnd = addDays(mondayOf(last), 6);
  const weeks: MonthGrid['weeks'] = [];
  for (let day = dateToDay(gridStart); day <= dateToDay(gridEnd); day += 7) {
    weeks.push(Array.from({ length: 7 }, (_, i) => {
      const date = dayToDate(day + i);
      return { date, inMonth: date.startsWith(month) };
    }));
  }
  return { ...rangeOfDates(gridStart, gridEnd, timeZone), month, weeks };
}
