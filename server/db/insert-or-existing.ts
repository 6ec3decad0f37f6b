import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './database';
import type { DomainError } from '../errors';

type TableWithId = PgTable & { id: PgColumn };

/**
 * A create whose id comes from the device: inserts the row, or, when a row
 * with that id exists (the create is replayed), returns it if `visible` (the
 * condition under which the actor may see it) holds, else throws `otherwise()`
 * (someone else's row under this id: refuse rather than report success). The
 * existing row is returned as it is, deleted or not: the caller decides.
 */
export async function insertOrExisting<T extends TableWithId>(
  db: Db,
  table: T,
  values: T['$inferInsert'] & { id: string },
  existing: { visible: SQL | undefined; otherwise: () => DomainError },
): Promise<{ row: T['$inferSelect']; created: boolean }> {
  const [inserted] = (await db
    .insert(table)
    .values(values)
    .onConflictDoNothing({ target: table.id })
    .returning()) as T['$inferSelect'][];
  if (inserted) return { row: inserted, created: true };
  const [found] = (await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, values.id), existing.visible))
    .limit(1)) as T['$inferSelect'][];
  if (!found) throw existing.otherwise();
  return { row: found, created: false };
}
