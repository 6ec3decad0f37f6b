import { sql } from 'drizzle-orm';
import { boolean, date, index, jsonb, numeric, text, uuid } from 'drizzle-orm/pg-core';
import type { HabitKind, HabitSchedule, PausedRange } from '../../../domain/habits/habit';
import { clientColumn, createdByColumn, syncedPgTable } from '../../db/synced-table';

/** Up to 1,000,000 with two decimals (domain/habits/habit.ts HABIT_VALUE_MAX). */
const amount = (name: string) => numeric(name, { precision: 9, scale: 2, mode: 'number' });

/** docs/rules/habits.md "A habit". Synced: space_id is the trainer, client_id decides who else sees it. */
export const habits = syncedPgTable(
  'habits',
  {
    clientId: clientColumn(),
    name: text('name').notNull(),
    kind: text('kind').$type<HabitKind>().notNull(),
    unit: text('unit'),
    target: amount('target'),
    schedule: jsonb('schedule').$type<HabitSchedule>().notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    paused: jsonb('paused').$type<PausedRange[]>().notNull().default([]),
    starterId: text('starter_id'),
    createdBy: createdByColumn(),
  },
  (t) => [index('habits_client_rev_idx').on(t.clientId, t.rev, t.id)],
);

/** docs/rules/habits.md "A habit": a client's day of a habit; its id is made from the habit and the date (domain/habits/entry-id.ts). */
export const habitEntries = syncedPgTable(
  'habit_entries',
  {
    habitId: uuid('habit_id')
      .notNull()
      .references(() => habits.id, { onDelete: 'cascade' }),
    clientId: clientColumn(),
    date: date('date', { mode: 'string' }).notNull(),
    done: boolean('done').notNull().default(false),
    value: amount('value'),
    /** The user who set it first (the client, or the trainer on the client's behalf). */
    createdBy: createdByColumn(),
  },
  (t) => [
    index('habit_entries_client_rev_idx').on(t.clientId, t.rev, t.id),
    index('habit_entries_client_date_idx').on(t.clientId, t.date).where(sql`${t.deletedAt} is null`),
  ],
);
