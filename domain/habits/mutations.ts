import { z } from 'zod';
import { def, defineArea } from '../mutations/def';
import { habitEntity, habitEntryEntity } from './entity';
import { habitEntryId } from './entry-id';
import { checkHabit, habitDate, habitFields, habitValue } from './habit';
import { HABIT_MESSAGES as M } from './messages';

const f = habitFields;

/**
 * The trainer gives a client a habit (docs/rules/habits.md "A habit"): their
 * own or a starter's copy. The id is made on the device; a resent add does
 * nothing. It starts unpaused.
 */
export const HabitAddArgs = z
  .object({
    id: z.uuid(),
    clientId: z.uuid(),
    name: f.name,
    kind: f.kind,
    unit: f.unit,
    target: f.target,
    schedule: f.schedule,
    startsOn: f.startsOn,
    endsOn: f.endsOn,
    starterId: z.string().max(40).nullable().optional(),
  })
  .superRefine(checkHabit);
export type HabitAddArgs = z.output<typeof HabitAddArgs>;

/**
 * Change some of a habit's fields (not its kind: its entries are ticks or
 * values). Each field keeps its latest edit; the server checks the habit
 * they make together (a unit and target for a counted one, the end not
 * before the start).
 */
export const HabitEditArgs = z.object({
  id: z.uuid(),
  name: f.name.optional(),
  unit: f.unit.optional(),
  target: f.target.optional(),
  schedule: f.schedule.optional(),
  startsOn: f.startsOn.optional(),
  endsOn: f.endsOn.optional(),
});
export type HabitEditArgs = z.output<typeof HabitEditArgs>;

/** Pause from a date on, until resumed (a pause already open stays as it is). */
export const HabitPauseArgs = z.object({ id: z.uuid(), from: habitDate });
export type HabitPauseArgs = z.output<typeof HabitPauseArgs>;

/** Resume on a date: the open pause ends the day before. */
export const HabitResumeArgs = z.object({ id: z.uuid(), on: habitDate });
export type HabitResumeArgs = z.output<typeof HabitResumeArgs>;

/** End the habit on a date (its last day); the entries stay. */
export const HabitEndArgs = z.object({ id: z.uuid(), endsOn: habitDate });
export type HabitEndArgs = z.output<typeof HabitEndArgs>;

/** Remove the habit with its entries (ending keeps them; this does not). */
export const HabitRemoveArgs = z.object({ id: z.uuid() });
export type HabitRemoveArgs = z.output<typeof HabitRemoveArgs>;

/**
 * A day of a habit: ticked (a ticked habit, value null) or the value entered
 * (a counted one; null clears it). The row's id follows from the habit and
 * the date (habitEntryId): a second set for the day edits the first.
 */
export const HabitEntrySetArgs = z.object({
  habitId: z.uuid(),
  date: habitDate,
  done: z.boolean({ error: M.habitValueInvalid }),
  value: habitValue.nullable(),
});
export type HabitEntrySetArgs = z.output<typeof HabitEntrySetArgs>;

const habit = (a: { id: string }) => ({ table: 'habits', id: a.id });

/** Habits and their daily entries. */
export const habitArea = defineArea({
  entities: [habitEntity, habitEntryEntity],
  mutations: {
    'habit.add': def({ args: HabitAddArgs, target: habit }),
    'habit.edit': def({ args: HabitEditArgs, target: habit }),
    'habit.pause': def({ args: HabitPauseArgs, target: habit }),
    'habit.resume': def({ args: HabitResumeArgs, target: habit }),
    'habit.end': def({ args: HabitEndArgs, target: habit }),
    'habit.remove': def({ args: HabitRemoveArgs, target: habit }),
    'habitEntry.set': def({ args: HabitEntrySetArgs, target: (a) => ({ table: 'habitEntries', id: habitEntryId(a.habitId, a.date) }) }),
  },
});
