import { isMet, isSettled, periods, type Period } from './periods';
import type { Habit, HabitEntry } from './habit';

/**
 * docs/rules/habits.md "Streaks": consecutive periods met, counted in days for
 * a daily or weekday habit and in weeks for an N-times-a-week one. A missed
 * period breaks it; a paused or rest day, or a week asking for nothing,
 * neither adds nor breaks; today (or this week) breaks it only once it can no
 * longer be met, so a streak does not drop to 0 in the morning.
 */
export interface Streak {
  count: number;
  unit: 'days' | 'weeks';
}

const unitOf = (habit: Habit): Streak['unit'] => (habit.schedule.type === 'timesPerWeek' ? 'weeks' : 'days');

function runs(ps: readonly Period[]): { current: number; longest: number } {
  let current = 0;
  let longest = 0;
  for (const p of ps) {
    if (p.required === 0) continue;
    if (isMet(p)) longest = Math.max(longest, ++current);
    else if (isSettled(p)) current = 0;
  }
  return { current, longest };
}

/** The streak running up to today. */
export function currentStreak(habit: Habit, entries: readonly HabitEntry[], today: string): Streak {
  return { count: runs(periods(habit, entries, habit.startsOn, today, today)).current, unit: unitOf(habit) };
}

/** The longest streak the habit has had up to today. */
export function longestStreak(habit: Habit, entries: readonly HabitEntry[], today: string): Streak {
  return { count: runs(periods(habit, entries, habit.startsOn, today, today)).longest, unit: unitOf(habit) };
}
