import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../context';
import type { Db } from '../../db/database';
import { clients, habitEntries, habits } from '../../db/schema';

const ownClients = (db: Db, userId: string) =>
  db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.userId, userId), isNull(clients.deletedAt)));

/** SQL condition: a habit the actor may read (the trainer's space, or the client's own record). */
export function habitReadAccess(db: Db, actor: AuthUser): SQL {
  if (actor.role === 'trainer') return eq(habits.spaceId, actor.id);
  if (actor.role === 'client') return inArray(habits.clientId, ownClients(db, actor.id));
  return sql`false`;
}

/** SQL condition: a habit the actor may change: only the trainer sets habits (docs/rules/habits.md "A habit"). */
export function habitWriteAccess(actor: AuthUser): SQL {
  return actor.role === 'trainer' ? eq(habits.spaceId, actor.id) : sql`false`;
}

/** SQL condition: an entry the actor may read and set (the trainer's space, or the client's own record). */
export function entryAccess(db: Db, actor: AuthUser): SQL {
  if (actor.role === 'trainer') return eq(habitEntries.spaceId, actor.id);
  if (actor.role === 'client') return inArray(habitEntries.clientId, ownClients(db, actor.id));
  return sql`false`;
}
