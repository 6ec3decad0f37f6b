import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { SESSION_MESSAGES as SM } from '../../../domain/sessions/messages';
import type { AuthUser } from '../../context';
import type { Db } from '../../db/database';
import { clients, trainingPlans } from '../../db/schema';
import { Forbidden, NotFound } from '../../errors';
import { ownClientRecords } from '../../replication/people';

/** A table of the sessions area: its space and client_ids columns. */
interface SessionsTable {
  spaceId: PgColumn;
  clientIds: PgColumn;
}

/**
 * SQL condition: the row is one the actor may read. A trainer reads their
 * space's; a client the rows listing one of their live client records.
 */
export function sessionsReadable(actor: AuthUser, t: SessionsTable): SQL {
  if (actor.role === 'trainer') return eq(t.spaceId, actor.id);
  if (actor.role === 'client') {
    return sql`${t.clientIds} && array(select ${clients.id} from ${clients} where ${clients.userId} = ${actor.id} and ${clients.deletedAt} is null)`;
  }
  return sql`false`;
}

/** SQL condition: the row is the trainer's to write (clients only answer and log). */
export function sessionsWritable(actor: AuthUser, t: SessionsTable): SQL {
  return actor.role === 'trainer' ? eq(t.spaceId, actor.id) : sql`false`;
}

/** Which of the caller's client records a row lists: the one who answers. */
export async function answeringClient(db: Db, actor: AuthUser, clientIds: readonly string[]): Promise<string> {
  if (actor.role !== 'client') throw new Forbidden(SM.notAParticipant);
  const own = await ownClientRecords(db, actor.id);
  const mine = own.find((c) => clientIds.includes(c.id));
  if (!mine) throw new NotFound();
  return mine.id;
}

/**
 * The clients and plans a trainer names on a session are theirs and live:
 * another trainer's (or a deleted) id answers not found, as an unknown one.
 */
export async function assertOwnClientsAndPlans(db: Db, actor: AuthUser, clientIds: readonly string[], planByClient: Record<string, string | null>): Promise<void> {
  const ids = [...new Set(clientIds)];
  const found = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(inArray(clients.id, ids), eq(clients.trainerId, actor.id), isNull(clients.deletedAt)));
  if (found.length !== ids.length) throw new NotFound();
  const plans = [...new Set(Object.values(planByClient).filter((p): p is string => p !== null))];
  if (!plans.length) return;
  const ok = await db
    .select({ id: trainingPlans.id })
    .from(trainingPlans)
    .where(and(inArray(trainingPlans.id, plans), eq(trainingPlans.spaceId, actor.id), isNull(trainingPlans.deletedAt)));
  if (ok.length !== plans.length) throw new NotFound();
}
