import { def, defineArea } from '../mutations/def';
import { clientEntity } from './entity';
import { z } from 'zod';
import { ClientCreateFields, ClientUpdateFields } from './fields';

// The field rules live in domain/clients; re-exported for the code that found them here first.
export { CLIENT_FIELD_NAMES, CLIENT_STATUSES, ClientFields, CURRENCIES, type ClientStatus } from './fields';
export { CLIENT_GOALS, type ClientGoal } from './goals';

/**
 * Create a client record with a device-made id (UUIDv7). A resent create
 * does nothing, also after the client was deleted (delete wins).
 */
export const ClientCreateArgs = z.object({ id: z.uuid(), fields: ClientCreateFields });
export type ClientCreateArgs = z.output<typeof ClientCreateArgs>;

/**
 * Set some fields of a client record. Only the given fields change, so two
 * devices editing different fields offline both keep their edit.
 */
export const ClientUpdateArgs = z.object({ id: z.uuid(), fields: ClientUpdateFields });
export type ClientUpdateArgs = z.output<typeof ClientUpdateArgs>;

/** Delete a client and, permanently, their plans and progress (docs/rules/clients.md "Deleting a client"). */
export const ClientDeleteArgs = z.object({ id: z.uuid() });
export type ClientDeleteArgs = z.output<typeof ClientDeleteArgs>;

/** Client records (docs/rules/clients.md "Client record"). */
export const clientArea = defineArea({
  entities: [clientEntity],
  mutations: {
    'client.create': def({ args: ClientCreateArgs, target: (a) => ({ table: 'clients', id: a.id }) }),
    'client.update': def({ args: ClientUpdateArgs, target: (a) => ({ table: 'clients', id: a.id }) }),
    'client.delete': def({ args: ClientDeleteArgs, target: (a) => ({ table: 'clients', id: a.id }) }),
  },
});
