import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../context';
import type { Db } from '../../db/database';
import { clients, photoSets, photos } from '../../db/schema';
import { Forbidden } from '../../errors';

type Table = typeof photoSets | typeof photos;

/** The client records the user holds (live): a client-role user's own. */
function ownRecords(db: Db, userId: string) {
  return db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.userId, userId), isNull(clients.deletedAt)));
}

/** SQL condition: the row is one the actor may see (the trainer of its space, or the client it is of). Anyone else: not found. */
export function photoReadAccess(db: Db, actor: AuthUser, t: Table): SQL {
  if (actor.role === 'trainer') return eq(t.spaceId, actor.id);
  if (actor.role === 'client') return inArray(t.clientId, ownRecords(db, actor.id));
  return sql`false`;
}

/** SQL condition: the row is one the actor may change: only the client takes and deletes their photos (docs/rules/photos.md "Who"). */
export function photoWriteAccess(db: Db, actor: AuthUser, t: Table): SQL {
  if (actor.role === 'client') return inArray(t.clientId, ownRecords(db, actor.id));
  return sql`false`;
}

/** A trainer (or anyone but a client) may look, not write: refused before anything is read. */
export function assertClient(actor: AuthUser): void {
  if (actor.role !== 'client') throw new Forbidden();
}
