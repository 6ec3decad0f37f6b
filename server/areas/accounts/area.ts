import { defineServerArea } from '../../replication/area';
import { registerAccountRoutes } from './routes';
import { registerSettingsRoutes } from './profile-routes';

/** The account: sign-in and registration, the profile, the companion client and feedback (profile-routes.ts). It does not sync: routes only. */
export const accountsServer = defineServerArea({
  routes: (app) => {
    registerAccountRoutes(app);
    registerSettingsRoutes(app);
  },
});
