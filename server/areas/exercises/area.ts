import { exercises } from '../../db/schema';
import { toExerciseRow } from './row';
import { exercisesUsedByClients } from './visibility';
import { defineServerArea } from '../../replication/area';
import { serverTable } from '../../replication/tables';
import { createExercise } from './commands/create';
import { customizeExercise } from './commands/customize';
import { deleteExercise } from './commands/delete';
import { importExerciseBatches, importExercises } from './commands/import';
import { updateExercise } from './commands/update';
import { registerExerciseRoutes } from './routes';

export const exercisesServer = defineServerArea({
  // A client sees the exercises their plans use (migration 0005 stamps them again when a use starts).
  tables: { exercises: serverTable(exercises, toExerciseRow, exercisesUsedByClients) },
  commands: {
    'exercise.create': createExercise,
    'exercise.update': updateExercise,
    'exercise.delete': deleteExercise,
    'exercise.customize': customizeExercise,
    'exercise.importMany': importExercises,
  },
  // A big import file is sent as several importMany mutations in a row.
  batch: { 'exercise.importMany': importExerciseBatches },
  routes: registerExerciseRoutes,
});
