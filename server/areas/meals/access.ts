import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AuthUser } from '../../context';
import type { Db } from '../../db/database';
import { clients, customMeals, ingredients, meals, trainingSessions } from '../../db/schema';
import { NotFound } from '../../errors';

/*
 * Who may read and write the meals area's rows (docs/rules/accounts.md "Roles"): a trainer every row
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

/*
 * Ids a write stores are checked like ids it reads: another space's or another
 * client's id answers not found, as reading it would. A row deleted since is
 * still accepted when it is the right owner's: a device that logged a meal
 * offline must not lose the log because the trainer took the meal off the
 * plan meanwhile, and the id tells its owner nothing new.
 */

/** A meal log's meal (a meal of the client's plans, or a custom meal of theirs) and session (one the client is in). */
export async function assertMealLogReferences(
  db: Db,
  owner: { clientId: string; spaceId: string },
  refs: { mealId?: string | null; sessionId?: string | null },
): Promise<void> {
  if (refs.mealId) {
    const ownMeal = and(eq(meals.id, refs.mealId), eq(meals.spaceId, owner.spaceId), eq(meals.clientId, owner.clientId));
    const ownCustom = and(eq(customMeals.id, refs.mealId), eq(customMeals.spaceId, owner.spaceId), eq(customMeals.clientId, owner.clientId));
    const [found] = await db
      .select({ id: meals.id })
      .from(meals)
      .where(ownMeal)
      .union(db.select({ id: customMeals.id }).from(customMeals).where(ownCustom))
      .limit(1);
    if (!found) throw new NotFound();
  }
  if (refs.sessionId) {
    const [found] = await db
      .select({ id: trainingSessions.id })
      .from(trainingSessions)
      .where(and(eq(trainingSessions.id, refs.sessionId), eq(trainingSessions.spaceId, owner.spaceId), sql`${owner.clientId}::uuid = any(${trainingSessions.clientIds})`))
      .limit(1);
    if (!found) throw new NotFound();
  }
}

/** The meal a trainer's new meal was copied from: one of their own space (deleted since is fine). */
export async function assertOwnMealSource(db: Db, actor: AuthUser, copiedFromId: string | null | undefined): Promise<void> {
  if (!copiedFromId) return;
  const [found] = await db
    .select({ id: meals.id })
    .from(meals)
    .where(and(eq(meals.id, copiedFromId), eq(meals.spaceId, actor.id)))
    .limit(1);
  if (!found) throw new NotFound();
}
