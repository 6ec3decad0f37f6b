import { and, eq, isNull, sql } from 'drizzle-orm';
import type { MealRow } from '../../../../domain/meals/entity';
import type { MealCreateArgs, MealDeleteArgs, MealUpdateArgs } from '../../../../domain/meals/mutations';
import { assertTrainer } from '../../../auth/actor';
import { liveClient } from '../../clients/access';
import { assertOwnMealSource, mealRowAccess } from '../access';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { mealPlanMeals, meals } from '../../../db/schema';
import { Forbidden, NotFound } from '../../../errors';
import { editRow, type Edit } from '../../../replication/edits';
import { insertOrExisting } from '../../../db/insert-or-existing';
import { assertIngredients } from './ingredients';
import { toMealRow } from '../row';
import { tombstone } from './tombstone';

export const mealAccess = (db: Db, actor: AuthUser) => mealRowAccess(db, actor, meals);

/** A live meal the actor may write, else not found. */
export async function liveMeal(db: Db, actor: AuthUser, id: string) {
  const [row] = await db
    .select()
    .from(meals)
    .where(and(eq(meals.id, id), isNull(meals.deletedAt), mealAccess(db, actor)))
    .limit(1);
  if (!row) throw new NotFound();
  return row;
}

/** Creates a meal (meal.create; POST /api/trainer/meals). A resent create finds its row. */
export async function createMeal(db: Db, actor: AuthUser, a: MealCreateArgs): Promise<{ row: MealRow; created: boolean }> {
  assertTrainer(actor);
  if (a.clientId) await liveClient(db, actor, a.clientId);
  await assertOwnMealSource(db, actor, a.copiedFromId);
  await assertIngredients(db, actor, a.ingredients);
  const { row, created } = await insertOrExisting(
    db,
    meals,
    {
      id: a.id,
      spaceId: actor.id,
      clientId: a.clientId ?? null,
      title: a.title,
      description: a.description ?? null,
      ingredients: a.ingredients,
      copiedFromId: a.copiedFromId ?? null,
    },
    { visible: mealAccess(db, actor), otherwise: () => new Forbidden() },
  );
  return { row: toMealRow(row), created };
}

/**
 * Changes a meal (meal.update; PUT /api/trainer/meals/{id}, PUT .../meals/
 * {mealId}/ingredients). A client may change the ingredients of a meal copied
 * for them, nothing else; a template is never touched by a client's change.
 * Each field keeps its latest edit; an edit of a deleted meal is not found.
 */
export async function updateMeal(db: Db, actor: AuthUser, a: MealUpdateArgs, edit?: Edit): Promise<MealRow> {
  if (actor.role === 'client' && (a.fields.title !== undefined || a.fields.description !== undefined)) throw new Forbidden();
  if (a.fields.ingredients) await assertIngredients(db, actor, a.fields.ingredients);
  const row = await editRow(db, meals, and(eq(meals.id, a.id), isNull(meals.deletedAt), mealAccess(db, actor))!, { ...a.fields }, { entity: 'meals', id: a.id }, edit);
  if (!row) throw new NotFound();
  return toMealRow(row);
}

/** Deletes a meal (meal.delete; DELETE /api/trainer/meals/{id}): the plan days it was on lose it. */
export async function deleteMeal(db: Db, actor: AuthUser, a: MealDeleteArgs): Promise<void> {
  assertTrainer(actor);
  await tombstone(db, meals, a.id, mealAccess(db, actor));
  await db
    .update(mealPlanMeals)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(mealPlanMeals.spaceId, actor.id), eq(mealPlanMeals.mealId, a.id), isNull(mealPlanMeals.deletedAt)));
}
