/**
 * Wall-clock dates and times as the trainer typed them: 'YYYY-MM-DD' and
 * 'HH:mm', with no zone. Recurrence works on whole days, so a date is also
 * handled as a day number (days since 1970-01-01, the same count for every
 * zone); that keeps the walk over a year of occurrences to integer steps.
 */

export const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const DAY_MS = 86_400_000;

/** Weekday of the house: 0 = Monday … 6 = Sunday (the order of rrule's MO..SU). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** True for a real calendar date ('2025-02-30' is not one). */
export function isWallDate(s: string): boolean {
  if (!DATE_PATTERN.test(s)) return false;
  return dayToDate(dateToDay(s)) === s;
}

export function isWallTime(s: string): boolean {
  return TIME_PATTERN.test(s);
}

/** Day number of a 'YYYY-MM-DD' date. */
export function dateToDay(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
}

const pad2 = (n: number) => (n < 10 ? '0' : '') + n;

// Expansion names the same few hundred days over and over; a string per day is cheap to keep.
const dateStrings = new Map<number, string>();

/** 'YYYY-MM-DD' of a day number. */
export function dayToDate(day: number): string {
  let s = dateStrings.get(day);
  if (s === undefined) {
    const d = new Date(day * DAY_MS);
    s = `${String(d.getUTCFullYear()).padStart(4, '0')}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
    if (dateStrings.size > 50_000) dateStrings.clear();
    dateStrings.set(day, s);
  }
  return s;
}

const PAD3 = (n: number) => (n < 10 ? '00' : n < 100 ? '0' : '') + n;

/**
 * Date#toISOString of an instant in years 0-9999, about ten times faster:
 * expanding a calendar year writes tens of thousands of these.
 */
export function isoOfMs(ms: number): string {
  const day = Math.floor(ms / DAY_MS);
  let rest = ms - day * DAY_MS;
  // Sessions start on whole minutes: one string joined to another, from a table of the day's 1,440.
  if (rest % 60_000 === 0) return dayToDate(day) + minuteSuffix(rest / 60_000);
  const h = Math.floor(rest / 3_600_000);
  rest -= h * 3_600_000;
  const m = Math.floor(rest / 60_000);
  rest -= m * 60_000;
  const sec = Math.floor(rest / 1000);
  return `${dayToDate(day)}T${pad2(h)}:${pad2(m)}:${pad2(sec)}.${PAD3(rest - sec * 1000)}Z`;
}

const minuteSuffixes: string[] = [];

/** 'THH:mm:00.000Z' of a minute of the day. */
function minuteSuffix(minute: number): string {
  return (minuteSuffixes[minute] ??= `T${pad2(Math.floor(minute / 60))}:${pad2(minute % 60)}:00.000Z`);
}

/** Minutes after midnight of an 'HH:mm' time. */
export function timeToMinutes(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

export function minutesToTime(minutes: number): string {
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}

/** 1970-01-01 (day 0) was a Thursday. */
export function weekdayOfDay(day: number): Weekday {
  return (((day + 3) % 7) + 7) % 7 as Weekday;
}

export function weekdayOf(date: string): Weekday {
  return weekdayOfDay(dateToDay(date));
}

export function addDays(date: string, days: number): string {
  return dayToDate(dateToDay(date) + days);
}

/** Months counted from year 0 (year * 12 + month - 1), for stepping by whole months. */
export function monthIndexOfDay(day: number): number {
  const d = new Date(day * DAY_MS);
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
}

export function daysInMonth(monthIndex: number): number {
  return new Date(Date.UTC(Math.floor(monthIndex / 12), (monthIndex % 12) + 1, 0)).getUTCDate();
}

/**
 * Day number of `dayOfMonth` in a month, clamped to the month's last day
 * (31 → 30 April, 28 or 29 February): the house rule for short months.
 */
export function clampedDayInMonth(monthIndex: number, dayOfMonth: number): number {
  const day = Math.min(dayOfMonth, daysInMonth(monthIndex));
  return Date.UTC(Math.floor(monthIndex / 12), monthIndex % 12, day) / DAY_MS;
}

/** Monday of the week holding `date` (weeks start on Monday). */
export function mondayOf(date: string): string {
  const day = dateToDay(date);
  return dayToDate(day - weekdayOfDay(day));
}

/** Compact iCal form of a wall date and time: 20250303T180000. */
export function icalWall(date: string, time: string): string {
  return `${date.replaceAll('-', '')}T${time.replace(':', '')}00`;
}
