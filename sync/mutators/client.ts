import type { ClientUpdateArgs } from '../../domain/mutations/client';
import type { LocalTx } from '../local-tx';

/** Local twin of server/commands/clients/update: only the given fields change. */
export async function updateClientLocal(tx: LocalTx, a: ClientUpdateArgs): Promise<void> {
  if (!(await tx.get('clients', a.id))) return;
  await tx.update('clients', a.id, { ...a.fields, updatedAt: tx.now });
}
