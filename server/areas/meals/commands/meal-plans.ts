import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { copyMealPlanForClient, type MealPlanTree } from '../../../../domain/meals/copy';
import type { MealPlanMealRow, MealPlanRow, MealRow } from '../../../../domain/meals/entity';
import { MESSAGES } from '../../../../domain/messages';
import type { MealPlanAssignArgs, MealPlanCreateArgs, MealPlanDeleteArgs, MealPlanUpdateArgs } from '../../../../domain/meals/mutations';
import { assertTrainer } from '../../../auth/actor';
import { liveClient } from '../../clients/access';
import { mealRowAccess } from '../access';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { mealPlanMeals, mealPlans, meals } from '../../../db/schema';
import { Forbidden, NotFound, ValidationError } from '../../../errors';
import { tombstoneChildren } from '../../../replication/cascade';
import { editRow, type Edit } from '../../../replication/edits';
import { insertOrExisting } from '../../../db/insert-or-existing';
import { mealPlanMealValues, mealPlanValues, mealValues, toMealPlanMealRow, toMealPlanRow, toMealRow } from '../row';
import { tombstone } from './tombstone';

export const planAccess = (db: Db, actor: AuthUser) => mealRowAccess(db, actor, mealPlans);

/** A live meal plan the actor may read (a client: their own client meal plans), else not found. */
export async function liveMealPlan(db: Db, actor: AuthUser, id: string) {
  const [row] = await db
    .select()
    .from(mealPlans)
    .where(and(eq(mealPlans.id, id), isNull(mealPlans.deletedAt), planAccess(db, actor)))
    .limit(1);
  if (!row) throw new NotFound();
  return row;
}

/** A plan with its live pivots and the live meals they attach. */
export async function mealPlanTree(db: Db, plan: typeof mealPlans.$inferSelect): Promise<{ plan: MealPlanRow; pivots: MealPlanMealRow[]; meals: MealRow[] }> {
  const pivots = await db
    .select()
    .from(mealPlanMeals)
    .where(and(eq(mealPlanMeals.mealPlanId, plan.id), isNull(mealPlanMeals.deletedAt)));
  const ids = [...new Set(pivots.map((p) => p.mealId))];
  const attached = ids.length
    ? await db
        .select()
        .from(meals)
        .where(and(inArray(meals.id, ids), eq(meals.spaceId, plan.spaceId), isNull(meals.deletedAt)))
    : [];
  return { plan: toMealPlanRow(plan), pivots: pivots.map(toMealPlanMealRow), meals: attached.map(toMealRow) };
}

/** Creates a meal plan template (mealPlan.create; POST /api/trainer/meal-plans). */
export async function createMealPlan(db: Db, actor: AuthUser, a: MealPlanCreateArgs): Promise<{ row: MealPlanRow; created: boolean }> {
  assertTrainer(actor);
  const { row, created } = await insertOrExisting(
    db,
    mealPlans,
    { id: a.id, spaceId: actor.id, clientId: null, title: a.title, description: a.description ?? null, days: a.days, copiedFromId: null, startsOn: null },
    { visible: planAccess(db, actor), otherwise: () => new Forbidden() },
  );
  return { row: toMealPlanRow(row), created };
}

/** Changes a plan's title, description, length or (a client plan) start (mealPlan.update). Trainers only. */
export async function updateMealPlan(db: Db, actor: AuthUser, a: MealPlanUpdateArgs, edit?: Edit): Promise<MealPlanRow> {
  assertTrainer(actor);
  const plan = await liveMealPlan(db, actor, a.id);
  // A template has no calendar: only a client's copy starts on a date.
  if (a.fields.startsOn !== undefined && plan.clientId === null) throw new ValidationError({ startsOn: [MESSAGES.validationFailed] });
  const row = await editRow(db, mealPlans, and(eq(mealPlans.id, a.id), isNull(mealPlans.deletedAt), planAccess(db, actor))!, { ...a.fields }, { entity: 'mealPlans', id: a.id }, edit);
  if (!row) throw new NotFound();
  return toMealPlanRow(row);
}

/**
 * Deletes a plan (mealPlan.delete): a template, or a client meal plan
 * (unassign: the client stops seeing it). Its pivots go with it, and a
 * client plan's copied meals too, so nothing of it is left to the client.
 */
export async function deleteMealPlan(db: Db, actor: AuthUser, a: MealPlanDeleteArgs): Promise<void> {
  assertTrainer(actor);
  const [plan] = await db
    .select()
    .from(mealPlans)
    .where(and(eq(mealPlans.id, a.id), planAccess(db, actor)))
    .limit(1);
  const mealIds = plan?.clientId
    ? (await db.select({ id: mealPlanMeals.mealId }).from(mealPlanMeals).where(and(eq(mealPlanMeals.mealPlanId, a.id), isNull(mealPlanMeals.deletedAt)))).map((r) => r.id)
    : [];
  if (!(await tombstone(db, mealPlans, a.id, planAccess(db, actor)))) return;
  await tombstoneChildren(db, actor.id, 'mealPlans', [a.id]);
  if (mealIds.length) {
    await db
      .update(meals)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(meals.spaceId, actor.id), eq(meals.clientId, plan!.clientId!), inArray(meals.id, mealIds), isNull(meals.deletedAt)));
  }
}

/**
 * Assigns a template to a client (mealPlan.assign; POST /api/clients/
 * {clientId}/meal-plans with meal_plan_id): a copy of the plan, its pivots and
 * meals (domain/meals/copy.ts) that the trainer then adjusts for the client
 * without touching the template. A resent assign finds its copy.
 */
export async function assignMealPlan(db: Db, actor: AuthUser, a: MealPlanAssignArgs): Promise<MealPlanRow> {
  assertTrainer(actor);
  const [done] = await db
    .select()
    .from(mealPlans)
    .where(and(eq(mealPlans.id, a.newPlanId), eq(mealPlans.spaceId, actor.id)))
    .limit(1);
  if (done) return toMealPlanRow(done);
  await liveClient(db, actor, a.clientId);
  const template = await liveMealPlan(db, actor, a.templateId);
  if (template.clientId !== null) throw new NotFound();
  const source = await mealPlanTree(db, template);
  const tree: MealPlanTree = {
    plan: { ...source.plan },
    pivots: source.pivots,
    meals: source.meals,
  };
  const copy = copyMealPlanForClient(tree, { planId: a.newPlanId, clientId: a.clientId, startsOn: a.startsOn, title: a.title }, { ...a.idMap }, uuidv7);
  // The copy (the client's already on the plan and meals, the template's id as copiedFromId) is stored as the rows it is, in the trainer's space.
  const described = <T extends { description?: string | null | undefined }>(r: T) => ({ ...r, description: r.description ?? null });
  const [plan] = await db
    .insert(mealPlans)
    .values({ id: copy.plan.id, spaceId: actor.id, ...mealPlanValues(described(copy.plan)) })
    .returning();
  if (copy.meals.length) await db.insert(meals).values(copy.meals.map((m) => ({ id: m.id, spaceId: actor.id, ...mealValues(described(m)) })));
  if (copy.pivots.length) {
    await db.insert(mealPlanMeals).values(copy.pivots.map((p) => ({ id: p.id, spaceId: actor.id, ...mealPlanMealValues({ ...p, clientId: a.clientId }) })));
  }
  return toMealPlanRow(plan!);
}
