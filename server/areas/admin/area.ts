import { defineServerArea } from '../../replication/area';
import { registerAdminRoutes } from './routes';

/** The platform admin's screens. It does not sync: routes only. */
export const adminServer = defineServerArea({
  routes: registerAdminRoutes,
});
