import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/database';
import { NotFound } from '../../../errors';

type Table = PgTable & { id: PgColumn; deletedAt: PgColumn };

/**
 * Leaves a tombstone on a row the actor may write (`access`), which devices
 * pull as `del`. Deleting a deleted row does nothing, so two devices deleting
 * it offline both succeed; an unknown or someone else's row is not found.
 * Answers whether this call deleted it.
 */
export async function tombstone(db: Db, table: Table, id: string, access: SQL): Promise<boolean> {
  const t = table as Table;
  const [row] = await db
    .update(t)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` } as never)
    .where(and(eq(t.id, id), isNull(t.deletedAt), access))
    .returning({ id: t.id });
  if (row) return true;
  const [gone] = await db
    .select({ id: t.id })
    .from(t as PgTable)
    .where(and(eq(t.id, id), access))
    .limit(1);
  if (!gone) throw new NotFound();
  return false;
}
