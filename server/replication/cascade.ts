import { sql } from 'drizzle-orm';
import { childrenOf, type EntityName } from '../../domain/entities';
import type { Db } from '../db/database';

/** A declared field's SQL column: snake_case of its name, as every synced table names them (syncedTable checks it at start). */
export const columnOf = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Tombstones, depth first, the live rows declared to go with the given rows
 * of `parent` (EntityDecl.parent in domain/entities.ts): a deleted client's
 * weight logs and plans, a plan's blocks, a block's exercises. The stamping
 * triggers turn each tombstone into a `del` for every device. The device's
 * twin is replica/cascade.ts; both read the same declarations, so this one
 * needs no table of any area (the SQL names come from the declaration).
 */
export async function tombstoneChildren(db: Db, spaceId: string, parent: EntityName, ids: string[]): Promise<void> {
  if (!ids.length) return;
  for (const child of childrenOf(parent)) {
    const { rows } = (await db.execute(sql`
      update ${sql.identifier(child.sqlName)} set deleted_at = now(), updated_at = now()
      where ${sql.identifier(columnOf(child.space))} = ${spaceId}
        and ${sql.identifier(columnOf(child.parent.field))} in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})
        and deleted_at is null
      returning id`)) as unknown as { rows: { id: string }[] };
    await tombstoneChildren(
      db,
      spaceId,
      child.name as EntityName,
      rows.map((r) => r.id),
    );
  }
}
