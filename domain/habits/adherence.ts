import { addDays, mondayOf } from '../time/wall-time';
import { isSettled, periods } from './periods';
import type { Habit, HabitEntry } from './habit';

/**
 * docs/rules/habits.md "Adherence": met over due in a range of dates. A day
 * or week counts whole once it is met or lost; before then (today, or a week
 * that can still be made up) only what it has met counts, so the morning does
 * not read as a miss. Paused and rest days are not asked. `ratio` is null
 * when nothing was due.
 */
export interface Adherence {
  met: number;
  due: number;
  ratio: number | null;
}

export function adherence(habit: Habit, entries: readonly HabitEntry[], from: string, to: string, today: string): Adherence {
  let met = 0;
  let due = 0;
  for (const p of periods(habit, entries, from, to, today)) {
    met += p.met;
    due += isSettled(p) ? p.required : p.met;
  }
  return { met, due, ratio: due === 0 ? null : met / due };
}

/** The same over several habits (a client's week): the sums, not an average of ratios, so each due day weighs the same. */
export function combinedAdherence(parts: readonly Adherence[]): Adherence {
  let met = 0;
  let due = 0;
  for (const a of parts) {
    met += a.met;
    due += a.due;
  }
  return { met, due, ratio: due === 0 ? null : met / due };
}

/** The Monday-to-Sunday week holding `today` (the dashboard's "this week"). */
export function weekRange(today: string): { from: string; to: string } {
  const from = mondayOf(today);
  return { from, to: addDays(from, 6) };
}

/** The last `weeks` whole weeks up to and including this one (the trainer's "last 4 weeks"). */
export function lastWeeksRange(today: string, weeks: number): { from: string; to: string } {
  const monday = mondayOf(today);
  return { from: addDays(monday, -7 * (weeks - 1)), to: addDays(monday, 6) };
}

/** True when a client's adherence is below the trainer's threshold (0..1); nothing due is not below. */
export function isBelow(a: Adherence, threshold: number): boolean {
  return a.ratio !== null && a.ratio < threshold;
}
