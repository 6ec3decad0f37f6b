import { dateToDay, dayToDate, mondayOf } from '../time/wall-time';
import { dayStatus, datesFrom } from './days';
import { entriesByDate, meets, type Habit, type HabitEntry } from './habit';

/**
 * What streaks, adherence and the dashboard count (docs/rules/habits.md
 * "Streaks", "Adherence"): a habit's periods, each asking for some met days.
 * A daily or weekday habit's period is one due day asking for one; an
 * N-times-a-week habit's is a Monday-to-Sunday week asking for N, or for as
 * many days as the week has outside pauses and the habit's dates when fewer.
 */
export interface Period {
  /** First and last date (the same for a day). */
  from: string;
  to: string;
  /** Met days it asks for (0: nothing asked, the whole week paused or outside the habit). */
  required: number;
  /** Met days it has, at most `required`. */
  met: number;
  /** Days not met yet that can still be (today and after, within the period). */
  open: number;
  /** Its last day is before today: nothing can change it any more. */
  over: boolean;
}

/** Met, or can no longer be met: a period that counts for a streak and adherence. */
export const isSettled = (p: Period) => p.met >= p.required || p.met + p.open < p.required;
export const isMet = (p: Period) => p.required > 0 && p.met >= p.required;

/**
 * The habit's periods touching `from`..`to` that began by `today`, in order.
 * A week is taken whole: a range starting on a Wednesday still counts the
 * week from its Monday.
 */
export function periods(habit: Habit, entries: readonly HabitEntry[], from: string, to: string, today: string): Period[] {
  const last = to < today ? to : today;
  if (last < from) return [];
  const byDate = entriesByDate(entries);
  const out: Period[] = [];
  if (habit.schedule.type !== 'timesPerWeek') {
    const first = from < habit.startsOn ? habit.startsOn : from;
    for (const date of datesFrom(first, last)) {
      if (habit.endsOn !== null && date > habit.endsOn) break;
      if (dayStatus(habit, date) !== 'due') continue;
      const met = meets(habit, byDate.get(date)) ? 1 : 0;
      out.push({ from: date, to: date, required: 1, met, open: met === 0 && date >= today ? 1 : 0, over: date < today });
    }
    return out;
  }
  const times = habit.schedule.times;
  const firstMonday = dateToDay(mondayOf(from < habit.startsOn ? habit.startsOn : from));
  const lastMonday = dateToDay(mondayOf(last));
  for (let monday = firstMonday; monday <= lastMonday; monday += 7) {
    if (habit.endsOn !== null && dayToDate(monday) > habit.endsOn) break;
    let active = 0;
    let metDays = 0;
    let open = 0;
    for (let d = monday; d < monday + 7; d++) {
      const date = dayToDate(d);
      if (dayStatus(habit, date) !== 'open') continue;
      active++;
      if (meets(habit, byDate.get(date))) metDays++;
      else if (date >= today) open++;
    }
    const required = Math.min(times, active);
    const sunday = dayToDate(monday + 6);
    out.push({ from: dayToDate(monday), to: sunday, required, met: Math.min(metDays, required), open, over: sunday < today });
  }
  return out;
}
