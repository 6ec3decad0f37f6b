import { v5 as uuidv5 } from 'uuid';

/** The v5 namespace of habit entries' ids; never change it, or a day ticked before would get a second row. */
export const HABIT_ENTRY_NAMESPACE = 'c3f1a7d2-6e84-4b0a-9f35-1d2e8b7c4a60';

/** The id of a habit's entry on a date: the same on every device, so a day has one row however many devices tick it offline. */
export function habitEntryId(habitId: string, date: string): string {
  return uuidv5(`${habitId}/${date}`, HABIT_ENTRY_NAMESPACE);
}
