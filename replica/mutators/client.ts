import { newClientFields } from '../../domain/clients/fields';
import type { ClientCreateArgs, ClientDeleteArgs, ClientUpdateArgs } from '../../domain/mutations/client';
import type { ClientRow } from '../../domain/protocol/rows';
import type { SyncTableName } from '../../domain/protocol/tables';
import type { LocalTx } from '../local-tx';

/**
 * Local twins of server/commands/clients: the same outcome on the device's
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
}

/** Only the given fields change. */
export async function updateClientLocal(tx: LocalTx, a: ClientUpdateArgs): Promise<void> {
  if (!(await tx.get('clients', a.id))) return;
  await tx.update('clients', a.id, { ...a.fields, updatedAt: tx.now });
}

/**
 * The device's half of server/commands/clients/cascade.ts: the rows that
 * leave with a deleted client, as (table, indexed client field). Keep the two
 * lists in step: a row removed here but kept on the server would not come
 * back until it changed.
 */
export const CLIENT_LOCAL_CASCADE: { table: SyncTableName; field: string }[] = [
  { table: 'weightLogs', field: 'clientId' },
  // Their blocks and block exercises are only reached through the plan; the pull removes them too.
  { table: 'trainingPlans', field: 'clientId' },
];

export async function deleteClientLocal(tx: LocalTx, a: ClientDeleteArgs): Promise<void> {
  if (!(await tx.get('clients', a.id))) return;
  for (const { table, field } of CLIENT_LOCAL_CASCADE) {
    for (const id of await tx.idsWhere(table, field, a.id)) await tx.delete(table, id);
  }
  await tx.delete('clients', a.id);
}
