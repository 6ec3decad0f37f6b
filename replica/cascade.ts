import { deviceChildrenOf } from '../domain/device-entities';
import type { EntityName } from '../domain/entities';
import type { LocalTx } from './local-tx';

/**
 * Deletes a row and, depth first, every row declared to go with it
 * (EntityDecl.parent), the device's twin of server/replication/cascade.ts:
 * both read the same declarations, so the device removes at once exactly
 * what the server tombstones.
 */
export async function deleteWithChildren(tx: LocalTx, entity: EntityName, id: string): Promise<void> {
  for (const child of deviceChildrenOf(entity)) {
    for (const childId of await tx.idsWhere(child.name as EntityName, child.parent!.field, id)) {
      await deleteWithChildren(tx, child.name as EntityName, childId);
    }
  }
  await tx.delete(entity, id);
}
