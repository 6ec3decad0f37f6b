import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { childrenOf, type EntityName } from '../../domain/entities';
import type { Db } from '../db/database';
import { SYNCED_TABLES } from './areas';

/**
 * Tombstones, depth first, the live rows declared to go with the given rows
 * of `parent` (EntityDecl.parent in domain/entities.ts): a deleted client's
 * weight logs and plans, a plan's blocks, a block's exercises. The stamping
 * triggers turn each tombstone into a `del` for every device. The device's
 * twin is replica/cascade.ts; both read the same declarations.
 */
export async function tombstoneChildren(db: Db, spaceId: string, parent: EntityName, ids: string[]): Promise<void> {
  if (!ids.length) return;
  for (const child of childrenOf(parent)) {
    const t = SYNCED_TABLES.find((s) => s.name === child.name)!;
    const rows = await db
      .update(t.table)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(t.space, spaceId), inArray(t.column(child.parent!.field), ids), isNull(t.deletedAt)))
      .returning({ id: t.id });
    await tombstoneChildren(
      db,
      spaceId,
      child.name as EntityName,
      rows.map((r) => r.id as string),
    );
  }
}
