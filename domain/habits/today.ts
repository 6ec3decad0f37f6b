import { adherence, weekRange, type Adherence } from './adherence';
import { dayStatus } from './days';
import { entriesByDate, meets, type Habit, type HabitEntry } from './habit';
import { periods } from './periods';
import { currentStreak, type Streak } from './streak';

/**
 * A habit on the client's dashboard today (docs/rules/habits.md "Today"):
 * - inactive: not started yet or ended;
 * - paused;
 * - rest: nothing asked today (not one of its weekdays, or this week's N already met);
 * - todo: asked and not met yet;
 * - met: today's entry meets it.
 */
export type TodayStatus = 'inactive' | 'paused' | 'rest' | 'todo' | 'met';

export interface HabitToday {
  status: TodayStatus;
  entry: HabitEntry | null;
  /** Today's value as a share of the target, 0 to 1 (a tick is 1). */
  progress: number;
  streak: Streak;
  /** An N-times-a-week habit's week so far: met days and days asked. */
  week: { met: number; required: number } | null;
  weekAdherence: Adherence;
}

export function habitToday(habit: Habit, entries: readonly HabitEntry[], today: string): HabitToday {
  const entry = entriesByDate(entries).get(today) ?? null;
  const day = dayStatus(habit, today);
  const { from, to } = weekRange(today);
  const weekly = habit.schedule.type === 'timesPerWeek' ? (periods(habit, entries, today, today, today)[0] ?? null) : null;
  let status: TodayStatus;
  if (day === 'inactive' || day === 'paused' || day === 'rest') status = day;
  else if (meets(habit, entry ?? undefined)) status = 'met';
  else if (weekly && weekly.required > 0 && weekly.met >= weekly.required) status = 'rest';
  else status = 'todo';
  return {
    status,
    entry,
    progress: progressOf(habit, entry),
    streak: currentStreak(habit, entries, today),
    week: weekly ? { met: weekly.met, required: weekly.required } : null,
    weekAdherence: adherence(habit, entries, from, to, today),
  };
}

function progressOf(habit: Habit, entry: HabitEntry | null): number {
  if (!entry) return 0;
  if (habit.kind === 'done') return entry.done ? 1 : 0;
  if (entry.value === null || habit.target === null) return 0;
  return Math.min(1, entry.value / habit.target);
}
