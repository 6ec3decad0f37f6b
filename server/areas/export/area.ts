import { defineServerArea } from '../../replication/area';
import { registerExportRoutes } from './routes';

/** A user's data as a zip (reads every synced table). It does not sync: routes only. */
export const exportServer = defineServerArea({
  routes: registerExportRoutes,
});
