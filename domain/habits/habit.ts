import { z } from 'zod';
import { text } from '../mutations/fields';
import { isWallDate, type Weekday } from '../time/wall-time';
import { HABIT_MESSAGES as M } from './messages';

/**
 * A habit as data (docs/rules/habits.md "A habit"): what the trainer sets and
 * the rules read; the synced row (entity.ts) and the mutations take these
 * schemas.
 */

export const HABIT_NAME_MAX = 80;
export const HABIT_UNIT_MAX = 16;
export const HABIT_VALUE_MAX = 1_000_000;
export const HABIT_PAUSES_MAX = 100;
export const HABIT_KINDS = ['done', 'number'] as const;
export type HabitKind = (typeof HABIT_KINDS)[number];

/** docs/rules/habits.md "Schedule": every day, chosen weekdays (0 = Monday), or N times in a Monday-to-Sunday week. */
export type HabitSchedule =
  | { type: 'daily' }
  | { type: 'weekdays'; weekdays: Weekday[] }
  | { type: 'timesPerWeek'; times: number };

/** Days the habit rests, both ends included; `to` null while it is paused with no end set. */
export interface PausedRange {
  from: string;
  to: string | null;
}

export interface Habit {
  name: string;
  kind: HabitKind;
  /** A counted habit's unit and daily target ('steps', 8000); null for a ticked one. */
  unit: string | null;
  target: number | null;
  schedule: HabitSchedule;
  startsOn: string;
  endsOn: string | null;
  paused: PausedRange[];
}

/** A day's entry: ticked (`done`) for a ticked habit, the value for a counted one. */
export interface HabitEntry {
  date: string;
  done: boolean;
  value: number | null;
}

const hasTwoDecimals = (n: number) => Math.round(n * 100) / 100 === n;

export const habitDate = z.string({ error: M.habitDateInvalid }).refine(isWallDate, { error: M.habitDateInvalid });

/** A value a client enters for a counted habit: 0 to a million, cents at most (2.5 l, 8000 steps). */
export const habitValue = z
  .number({ error: M.habitValueInvalid })
  .refine((n) => Number.isFinite(n) && n >= 0 && n <= HABIT_VALUE_MAX && hasTwoDecimals(n), { error: M.habitValueInvalid });

const weekday = z.number().int().min(0).max(6) as unknown as z.ZodType<Weekday>;

export const HabitScheduleSchema: z.ZodType<HabitSchedule> = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('daily') }),
    z.object({
      type: z.literal('weekdays'),
      weekdays: z
        .array(weekday, { error: M.habitWeekdaysRequired })
        .min(1, { error: M.habitWeekdaysRequired })
        .max(7, { error: M.habitWeekdaysRequired })
        .refine((days) => new Set(days).size === days.length, { error: M.habitWeekdaysRequired })
        // One order for every device, so two equal schedules are equal rows.
        .transform((days) => [...days].sort((a, b) => a - b)),
    }),
    z.object({ type: z.literal('timesPerWeek'), times: z.number({ error: M.habitTimesPerWeekInvalid }).int({ error: M.habitTimesPerWeekInvalid }).min(1, { error: M.habitTimesPerWeekInvalid }).max(7, { error: M.habitTimesPerWeekInvalid }) }),
  ],
  { error: M.habitScheduleInvalid },
);

export const PausedRangeSchema = z
  .object({ from: habitDate, to: habitDate.nullable() })
  .refine((p) => p.to === null || p.to >= p.from, { error: M.habitPauseInvalid, path: ['to'] });

/** A habit's own fields, each with its message: the habit's schema and its mutations' args take them (domain/habits/mutations.ts). */
export const habitFields = {
  name: text(M.habitNameRequired).trim().min(1, { error: M.habitNameRequired }).max(HABIT_NAME_MAX, { error: M.habitNameTooLong }),
  kind: z.enum(HABIT_KINDS, { error: M.habitKindInvalid }),
  unit: text(M.habitUnitRequired)
    .trim()
    .max(HABIT_UNIT_MAX, { error: M.habitUnitTooLong })
    .transform((s) => (s === '' ? null : s))
    .nullable(),
  target: z
    .number({ error: M.habitTargetInvalid })
    .refine((n) => Number.isFinite(n) && n > 0 && n <= HABIT_VALUE_MAX && hasTwoDecimals(n), { error: M.habitTargetInvalid })
    .nullable(),
  schedule: HabitScheduleSchema,
  startsOn: habitDate,
  endsOn: habitDate.nullable(),
  paused: z.array(PausedRangeSchema).max(HABIT_PAUSES_MAX, { error: M.habitTooManyPauses }),
};

/** The rules between fields: a counted habit has a unit and a target, a ticked one neither; the end is not before the start. */
export function checkHabit(h: Pick<Habit, 'kind' | 'unit' | 'target' | 'startsOn' | 'endsOn'>, ctx: z.RefinementCtx): void {
  if (h.kind === 'number') {
    if (!h.unit) ctx.addIssue({ code: 'custom', message: M.habitUnitRequired, path: ['unit'] });
    if (h.target === null) ctx.addIssue({ code: 'custom', message: M.habitTargetInvalid, path: ['target'] });
  } else if (h.unit !== null || h.target !== null) {
    ctx.addIssue({ code: 'custom', message: M.habitDoneHasNoTarget, path: ['target'] });
  }
  if (h.endsOn !== null && h.endsOn < h.startsOn) ctx.addIssue({ code: 'custom', message: M.habitEndBeforeStart, path: ['endsOn'] });
}

export const HabitSchema = z.object(habitFields).superRefine(checkHabit);

/** Whether a day's entry meets the habit: ticked, or at least the target (docs/rules/habits.md "Meeting a habit"). */
export function meets(habit: Pick<Habit, 'kind' | 'target'>, entry: HabitEntry | undefined): boolean {
  if (!entry) return false;
  if (habit.kind === 'done') return entry.done;
  return entry.value !== null && habit.target !== null && entry.value >= habit.target;
}

/** The entries by date; a second entry for a date replaces the first (one entry per habit and day). */
export function entriesByDate(entries: readonly HabitEntry[]): Map<string, HabitEntry> {
  return new Map(entries.map((e) => [e.date, e]));
}
