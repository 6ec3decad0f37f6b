import { defineServerArea } from '../../replication/area';
import { registerPageViewRoutes } from './routes';

/** Counted visits of the public pages. It does not sync: routes only. */
export const pageViewsServer = defineServerArea({
  routes: registerPageViewRoutes,
});
