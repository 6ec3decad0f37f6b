import { instantToWall } from '../time/time-zone';
import { addDays, dateToDay, dayToDate, mondayOf, weekdayOf } from '../time/wall-time';
import type { Habit } from './habit';

/**
 * Which days a habit asks for (docs/rules/habits.md "Due days"). A habit's days
 * are calendar dates in the client's zone, counted as whole dates and never as
 * 24-hour steps, so the days the clocks change are days like the others: a
 * daily habit is due once on each, none doubled or skipped.
 */

/**
 * - inactive: before the start or after the end;
 * - paused: in a pause (neither asks nor breaks a streak);
 * - rest: not one of the habit's weekdays;
 * - due: a day it must be met (every day, or one of its weekdays);
 * - open: a day of an N-times-a-week habit, which counts toward its week.
 */
export type DayStatus = 'inactive' | 'paused' | 'rest' | 'due' | 'open';

export type DayRules = Pick<Habit, 'schedule' | 'startsOn' | 'endsOn' | 'paused'>;

export function isPaused(habit: Pick<Habit, 'paused'>, date: string): boolean {
  return habit.paused.some((p) => p.from <= date && (p.to === null || date <= p.to));
}

export function dayStatus(habit: DayRules, date: string): DayStatus {
  if (date < habit.startsOn || (habit.endsOn !== null && date > habit.endsOn)) return 'inactive';
  if (isPaused(habit, date)) return 'paused';
  const s = habit.schedule;
  if (s.type === 'timesPerWeek') return 'open';
  if (s.type === 'weekdays' && !s.weekdays.includes(weekdayOf(date))) return 'rest';
  return 'due';
}

/** The client's date at an instant, in their zone: the habit's "today". */
export function localToday(now: Date | number, timeZone: string): string {
  return instantToWall(now, timeZone).date;
}

/** Each date from `from` to `to`, both included. */
export function* datesFrom(from: string, to: string): Generator<string> {
  for (let day = dateToDay(from), last = dateToDay(to); day <= last; day++) yield dayToDate(day);
}

/** The dates a daily or weekday habit is due on from `from` to `to` (an N-times-a-week habit has none: it is due by week). */
export function dueDates(habit: DayRules, from: string, to: string): string[] {
  const out: string[] = [];
  for (const date of datesFrom(from < habit.startsOn ? habit.startsOn : from, habit.endsOn !== null && habit.endsOn < to ? habit.endsOn : to)) {
    if (dayStatus(habit, date) === 'due') out.push(date);
  }
  return out;
}

/**
 * The due dates in a window of time in the client's zone: every local date
 * the window [fromMs, toMs) touches, once, whatever the clocks do in it.
 */
export function dueDatesInWindow(habit: DayRules, fromMs: number, toMs: number, timeZone: string): string[] {
  if (!(fromMs < toMs)) return [];
  return dueDates(habit, localToday(fromMs, timeZone), localToday(toMs - 1, timeZone));
}

/** The Monday-to-Sunday week holding a date, as its seven dates. */
export function weekOf(date: string): string[] {
  const monday = mondayOf(date);
  return [0, 1, 2, 3, 4, 5, 6].map((i) => addDays(monday, i));
}
