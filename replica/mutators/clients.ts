import type { LocalMutators } from './types';
import { newClientFields } from '../../domain/clients/fields';
import type { ClientCreateArgs, ClientDeleteArgs, ClientUpdateArgs } from '../../domain/clients/mutations';
import type { ClientRow } from '../../domain/protocol/rows';
import { newConversation } from '../../domain/messaging/conversation';
import { deleteWithChildren } from '../cascade';
import { dropClientFromSessionsLocal } from './sessions';
import type { LocalTx } from '../local-tx';

/**
 * Local twins of server/areas/clients/commands: the same outcome on the device's
 * rows, at once. Permission checks stay on the server; a rejected mutation
 * is undone by the next rebase.
 */
export async function createClientLocal(tx: LocalTx, a: ClientCreateArgs): Promise<void> {
  if (await tx.get('clients', a.id)) return;
  const profile = await tx.profile();
  if (!profile) return;
  const row: ClientRow = {
    id: a.id,
    trainerId: profile.id,
    ...newClientFields(a.fields, profile.language),
    hasAccount: false,
    amountOwed: 0,
    invitationStatus: null,
    invitationSentAt: null,
    invitationExpiresAt: null,
    createdAt: tx.now,
    updatedAt: tx.now,
  };
  await tx.put('clients', { ...row });
  // docs/rules/messaging.md "Conversations": every client has one, made with the record.
  if (!(await tx.get('conversations', a.id))) await tx.put('conversations', { ...newConversation(a.id, tx.now) });
}

/** Only the given fields change. */
export async function updateClientLocal(tx: LocalTx, a: ClientUpdateArgs): Promise<void> {
  if (!(await tx.get('clients', a.id))) return;
  await tx.update('clients', a.id, { ...a.fields, updatedAt: tx.now });
}

export async function deleteClientLocal(tx: LocalTx, a: ClientDeleteArgs): Promise<void> {
  if (!(await tx.get('clients', a.id))) return;
  await deleteWithChildren(tx, 'clients', a.id);
  await dropClientFromSessionsLocal(tx, a.id);
}

/** This area's local mutators, by mutation name. */
export const clientMutators = {
  'client.create': createClientLocal,
  'client.update': updateClientLocal,
  'client.delete': deleteClientLocal,
} satisfies LocalMutators;
