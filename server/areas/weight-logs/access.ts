import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../context';
import type { Db } from '../../db/database';
import { clients, weightLogs } from '../../db/schema';

/** SQL condition: the weight log is one the actor may read and write. */
export function logAccess(db: Db, actor: AuthUser): SQL {
  if (actor.role === 'trainer') return eq(weightLogs.spaceId, actor.id);
  if (actor.role === 'client') {
    const own = db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.userId, actor.id), isNull(clients.deletedAt)));
    return inArray(weightLogs.clientId, own);
  }
  return sql`false`;
}
