import { measurements } from '../../db/schema';
import { defineServerArea } from '../../replication/area';
import { serverTable } from '../../replication/tables';
import { toMeasurementRow } from './row';
import { createMeasurement } from './commands/create';
import { deleteMeasurement } from './commands/delete';
import { updateMeasurement } from './commands/update';
import { registerMeasurementRoutes } from './routes';

export const measurementsServer = defineServerArea({
  tables: { measurements: serverTable(measurements, toMeasurementRow) },
  commands: { 'measurement.create': createMeasurement, 'measurement.update': updateMeasurement, 'measurement.delete': deleteMeasurement },
  routes: registerMeasurementRoutes,
});
