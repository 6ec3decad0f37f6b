import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../context';
import type { Db } from '../../db/database';
import { clients, measurements } from '../../db/schema';

/** SQL condition: the entry is one the actor may read and write (as weight logs: the trainer's space, or the client's own record). */
export function measurementAccess(db: Db, actor: AuthUser): SQL {
  if (actor.role === 'trainer') return eq(measurements.spaceId, actor.id);
  if (actor.role === 'client') {
    const own = db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.userId, actor.id), isNull(clients.deletedAt)));
    return inArray(measurements.clientId, own);
  }
  return sql`false`;
}
