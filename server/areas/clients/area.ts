import { clients } from '../../db/schema';
import { defineServerArea } from '../../replication/area';
import { toClientRow } from './row';
import { serverTable } from '../../replication/tables';
import { createClient } from './commands/create';
import { deleteClient } from './commands/delete';
import { updateClient } from './commands/update';
import { registerClientRoutes } from './routes';

export const clientsServer = defineServerArea({
  tables: { clients: serverTable(clients, (r, viewer) => toClientRow(r, viewer.user.role)) },
  commands: { 'client.create': createClient, 'client.update': updateClient, 'client.delete': deleteClient },
  routes: registerClientRoutes,
});
