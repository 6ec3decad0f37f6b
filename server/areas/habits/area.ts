import { habitEntries, habits } from '../../db/schema';
import { defineServerArea } from '../../replication/area';
import { serverTable } from '../../replication/tables';
import { setHabitEntry } from './commands/entry';
import { addHabit, editHabit, endHabit, pauseHabit, removeHabit, resumeHabit } from './commands/habit';
import { toHabitEntryRow, toHabitRow } from './row';
import { registerHabitRoutes } from './routes';

export const habitsServer = defineServerArea({
  tables: { habits: serverTable(habits, toHabitRow), habitEntries: serverTable(habitEntries, toHabitEntryRow) },
  commands: {
    'habit.add': addHabit,
    'habit.edit': editHabit,
    'habit.pause': pauseHabit,
    'habit.resume': resumeHabit,
    'habit.end': endHabit,
    'habit.remove': removeHabit,
    'habitEntry.set': setHabitEntry,
  },
  routes: registerHabitRoutes,
});
