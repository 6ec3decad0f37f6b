import { z } from 'zod';
import { defineEntity } from '../protocol/entity';
import { HABIT_KINDS, type HabitSchedule, type PausedRange } from './habit';

// The stored shapes, described for the API: the rules and messages are the mutations' (habitFields), which a stored row has passed already.
const StoredSchedule = z.discriminatedUnion('type', [
  z.object({ type: z.literal('daily') }),
  z.object({ type: z.literal('weekdays'), weekdays: z.array(z.number().int().min(0).max(6)).describe('0 = Monday') }),
  z.object({ type: z.literal('timesPerWeek'), times: z.number().int() }),
]) as unknown as z.ZodType<HabitSchedule>;
const StoredPause: z.ZodType<PausedRange> = z.object({ from: z.string(), to: z.string().nullable() });

/**
 * A habit the trainer set a client (docs/rules/habits.md "A habit"), as the
 * device stores it and the pull sends it. The schedule and the pauses are
 * whole values: an edit replaces each, and the later edit wins.
 */
export const HabitRow = z.object({
  id: z.string(),
  clientId: z.string(),
  name: z.string(),
  kind: z.enum(HABIT_KINDS),
  unit: z.string().nullable(),
  target: z.number().nullable(),
  schedule: StoredSchedule,
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  paused: z.array(StoredPause),
  /** The starter habit it was copied from (domain/habits/starters.ts), or null for the trainer's own. */
  starterId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type HabitRow = z.infer<typeof HabitRow>;

/**
 * A client's day of one habit: ticked, or the value entered. One per habit and
 * date: its id is made from the two (habitEntryId), so two devices ticking the
 * same day offline write the same row, and each field keeps its latest edit.
 */
export const HabitEntryRow = z.object({
  id: z.string(),
  habitId: z.string(),
  clientId: z.string(),
  date: z.string(),
  done: z.boolean(),
  value: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type HabitEntryRow = z.infer<typeof HabitEntryRow>;

export const habitEntity = defineEntity({
  name: 'habits',
  sqlName: 'habits',
  order: 90,
  row: HabitRow,
  space: 'spaceId',
  client: { field: 'clientId' },
  // A client's habits (the dashboard, the client page, the cascade from the client).
  indexes: ['clientId'],
  parent: { entity: 'clients', field: 'clientId' },
  editable: ['name', 'unit', 'target', 'schedule', 'startsOn', 'endsOn', 'paused'],
});

export const habitEntryEntity = defineEntity({
  name: 'habitEntries',
  sqlName: 'habit_entries',
  order: 91,
  row: HabitEntryRow,
  space: 'spaceId',
  client: { field: 'clientId' },
  // No sync window: a row a day per habit is small, and a streak reads back as far as it runs.
  // A habit's entries by date (streaks, adherence, the cascade); a client's for the trainer's dashboard.
  indexes: ['[habitId+date]', '[clientId+date]'],
  parent: { entity: 'habits', field: 'habitId' },
  editable: ['done', 'value'],
});
