import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../context';
import type { Db } from '../../db/database';
import { checkInAssignments, checkInSubmissions, clients } from '../../db/schema';

/** The signed-in client's live client records, as a subquery. */
const ownRecords = (db: Db, actor: AuthUser) =>
  db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.userId, actor.id), isNull(clients.deletedAt)));

/** SQL condition: an assignment the actor may read (the trainer's space, or the client's own). */
export function assignmentAccess(db: Db, actor: AuthUser): SQL {
  if (actor.role === 'trainer') return eq(checkInAssignments.spaceId, actor.id);
  if (actor.role === 'client') return inArray(checkInAssignments.clientId, ownRecords(db, actor));
  return sql`false`;
}

/** SQL condition: a submission the actor may read (the trainer's space, or the client's own). */
export function submissionAccess(db: Db, actor: AuthUser): SQL {
  if (actor.role === 'trainer') return eq(checkInSubmissions.spaceId, actor.id);
  if (actor.role === 'client') return inArray(checkInSubmissions.clientId, ownRecords(db, actor));
  return sql`false`;
}
