import { clients } from '../../db/schema';
import { defineServerArea } from '../../replication/area';
import { toClientRow } from './row';
import { serverTable } from '../../replication/tables';
import { createClient } from './create';
import { deleteClient } from './delete';
import { updateClient } from './update';

export const clientsServer = defineServerArea({
  tables: { clients: serverTable(clients, (r, viewer) => toClientRow(r, viewer.user.role)) },
  commands: { 'client.create': createClient, 'client.update': updateClient, 'client.delete': deleteClient },
});
