import { defineServerArea } from '../../replication/area';
import { registerInvitationRoutes } from './routes';

/** A trainer's invitations of clients, and their acceptance. It does not sync: routes only. */
export const invitationsServer = defineServerArea({
  routes: registerInvitationRoutes,
});
