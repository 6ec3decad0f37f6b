import { exerciseLogs, exerciseSets } from '../../db/schema';
import { defineServerArea } from '../../replication/area';
import { serverTable } from '../../replication/tables';
import { createExerciseLog, deleteExerciseLog, updateExerciseLog } from './commands/logs';
import { toExerciseLogRow, toSetRow } from './row';
import { createSet, createSets, deleteSet, updateSet } from './commands/sets';
import { recordWorkout } from './commands/record';
import { startWorkout } from './commands/start';
import { registerExerciseLogRoutes } from './routes';

export const workoutsServer = defineServerArea({
  tables: {
    exerciseLogs: serverTable(exerciseLogs, (r) => ({ ...toExerciseLogRow(r) })),
    exerciseSets: serverTable(exerciseSets, (r) => ({ ...toSetRow(r) })),
  },
  commands: {
    'workout.start': startWorkout,
    'workout.record': recordWorkout,
    'exerciseLog.create': createExerciseLog,
    'exerciseLog.update': updateExerciseLog,
    'exerciseLog.delete': deleteExerciseLog,
    'set.create': createSet,
    'set.update': updateSet,
    'set.delete': deleteSet,
  },
  // A workout logged offline comes back as runs of set.create, one run per exercise.
  batch: { 'set.create': createSets },
  routes: registerExerciseLogRoutes,
});
