import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AuthUser } from '../context';
import type { Db } from '../db/database';
import { clients, ingredients } from '../db/schema';

/*
 * Who may read and write the meals area's rows (spec §6): a trainer every row
 * of their own space (templates and their clients' copies, custom meals and
 * logs); a client the rows whose client_id is one of their live records.
 * Another trainer's or client's id matches nothing, so it answers not found
 * and ids do not leak.
 */

/** The actor's live client records, as a subquery. */
function ownRecords(db: Db, actor: AuthUser) {
  return db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.userId, actor.id), isNull(clients.deletedAt)));
}

/** SQL condition on a meals-area table: the row is one the actor may read and write. */
export function mealRowAccess(db: Db, actor: AuthUser, t: { spaceId: PgColumn; clientId: PgColumn }): SQL {
  if (actor.role === 'trainer') return eq(t.spaceId, actor.id);
  if (actor.role === 'client') return inArray(t.clientId, ownRecords(db, actor));
  return sql`false`;
}

/** SQL condition: an own ingredient the actor may use: all of a trainer's space; for a client, their own and their trainers'. */
export function ingredientReadAccess(db: Db, actor: AuthUser): SQL {
  if (actor.role === 'trainer') return eq(ingredients.spaceId, actor.id);
  if (actor.role === 'client') {
    const trainers = db
      .select({ id: clients.trainerId })
      .from(clients)
      .where(and(eq(clients.userId, actor.id), isNull(clients.deletedAt)));
    return or(inArray(ingredients.clientId, ownRecords(db, actor)), and(isNull(ingredients.clientId), inArray(ingredients.spaceId, trainers)))!;
  }
  return sql`false`;
}
