import { and, eq, isNull } from 'drizzle-orm';
import type { MealPlanMealRow } from '../../../../domain/meals/entity';
import { checkPlanDay } from '../../../../domain/meals/meal-plan';
import type { MealPlanMealAddArgs, MealPlanMealRemoveArgs, MealPlanMealUpdateArgs } from '../../../../domain/meals/mutations';
import { assertTrainer } from '../../../auth/actor';
import { mealRowAccess } from '../access';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { mealPlanMeals } from '../../../db/schema';
import { Forbidden, NotFound, ValidationError } from '../../../errors';
import { editRow, type Edit } from '../../../replication/edits';
import { insertOrExisting } from '../../../db/insert-or-existing';
import { liveMeal } from './meals';
import { liveMealPlan } from './meal-plans';
import { toMealPlanMealRow } from '../row';
import { tombstone } from './tombstone';

const pivotAccess = (db: Db, actor: AuthUser) => mealRowAccess(db, actor, mealPlanMeals);

/** A plan attaches its own client's meals only (a template: templates), so what a client sees of a plan is theirs. */
async function assertAttachable(db: Db, actor: AuthUser, plan: { clientId: string | null; days: number }, mealId: string | undefined, day: number | undefined) {
  if (day !== undefined) {
    const problem = checkPlanDay(plan, day);
    if (problem) throw new ValidationError({ day: [problem] });
  }
  if (mealId === undefined) return;
  const meal = await liveMeal(db, actor, mealId);
  if (meal.clientId !== plan.clientId) throw new NotFound();
}

/** Attaches a meal to a plan's day and slot (mealPlanMeal.add; POST .../meal-plans/{id}/meals). */
export async function addMealPlanMeal(db: Db, actor: AuthUser, a: MealPlanMealAddArgs): Promise<{ row: MealPlanMealRow; created: boolean }> {
  assertTrainer(actor);
  const plan = await liveMealPlan(db, actor, a.mealPlanId);
  await assertAttachable(db, actor, plan, a.mealId, a.day);
  const { row, created } = await insertOrExisting(
    db,
    mealPlanMeals,
    { id: a.id, spaceId: actor.id, mealPlanId: plan.id, clientId: plan.clientId, mealId: a.mealId, day: a.day, slot: a.slot, position: a.position },
    { visible: pivotAccess(db, actor), otherwise: () => new Forbidden() },
  );
  return { row: toMealPlanMealRow(row), created };
}

/** Moves a pivot to another day, slot or place, or swaps its meal (mealPlanMeal.update; PUT .../meals/{pivotId}). */
export async function updateMealPlanMeal(db: Db, actor: AuthUser, a: MealPlanMealUpdateArgs, edit?: Edit): Promise<MealPlanMealRow> {
  assertTrainer(actor);
  const where = and(eq(mealPlanMeals.id, a.id), isNull(mealPlanMeals.deletedAt), pivotAccess(db, actor))!;
  const [pivot] = await db.select().from(mealPlanMeals).where(where).limit(1);
  if (!pivot) throw new NotFound();
  const plan = await liveMealPlan(db, actor, pivot.mealPlanId);
  await assertAttachable(db, actor, plan, a.fields.mealId, a.fields.day);
  const row = await editRow(db, mealPlanMeals, where, { ...a.fields }, { entity: 'mealPlanMeals', id: a.id }, edit);
  if (!row) throw new NotFound();
  return toMealPlanMealRow(row);
}

/** Takes a meal off a plan day (mealPlanMeal.remove; DELETE .../meals/{pivotId}); the meal itself stays. */
export async function removeMealPlanMeal(db: Db, actor: AuthUser, a: MealPlanMealRemoveArgs): Promise<void> {
  assertTrainer(actor);
  await tombstone(db, mealPlanMeals, a.id, pivotAccess(db, actor));
}
