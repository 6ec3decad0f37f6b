import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../context';
import type { Db } from '../db/database';
import { clients, payments } from '../db/schema';

/**
 * SQL condition: the payment is one the actor may read. A trainer reads the
 * payments of their space; a client reads the payments of their own client
 * records and nothing else. Only the trainer writes (spec §6 "records
 * payments"): the commands assert the role first.
 */
export function paymentReadAccess(db: Db, actor: AuthUser): SQL {
  if (actor.role === 'trainer') return eq(payments.spaceId, actor.id);
  if (actor.role === 'client') {
    const own = db
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.userId, actor.id), isNull(clients.deletedAt)));
    return inArray(payments.clientId, own);
  }
  return sql`false`;
}
