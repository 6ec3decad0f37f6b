import { HabitEntryRow, HabitRow } from '../../../domain/habits/entity';
import type { habitEntries, habits } from '../../db/schema';
import { rowMapper } from '../../replication/row-mapper';

/** Stored habits and entries in the device's shape (domain/habits/entity.ts): what pull sends and REST wraps. Every field by convention. */
export const toHabitRow = rowMapper<HabitRow, typeof habits.$inferSelect>(HabitRow);
export const toHabitEntryRow = rowMapper<HabitEntryRow, typeof habitEntries.$inferSelect>(HabitEntryRow);
