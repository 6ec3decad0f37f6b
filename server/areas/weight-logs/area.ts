import { weightLogs } from '../../db/schema';
import { defineServerArea } from '../../replication/area';
import { toWeightLogRow } from './row';
import { serverTable } from '../../replication/tables';
import { createWeightLog, createWeightLogs } from './commands/create';
import { deleteWeightLog } from './commands/delete';
import { updateWeightLog } from './commands/update';
import { registerWeightLogRoutes } from './routes';

export const weightLogsServer = defineServerArea({
  tables: { weightLogs: serverTable(weightLogs, toWeightLogRow) },
  commands: { 'weightLog.create': createWeightLog, 'weightLog.update': updateWeightLog, 'weightLog.delete': deleteWeightLog },
  // A queue of offline weight logs is the common case worth one statement.
  batch: { 'weightLog.create': createWeightLogs },
  routes: registerWeightLogRoutes,
});
