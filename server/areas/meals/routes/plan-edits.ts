import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { deleteMealPlan, updateMealPlan } from '../commands/meal-plans';
import { addMealPlanMeal, removeMealPlanMeal, updateMealPlanMeal } from '../commands/pivots';
import type { AppContext, AuthUser, HonoEnv } from '../../../context';
import type { Db } from '../../../db/database';
import { assertPivotOf, newId, planOrThrow, readerFor, writeMeals } from './rest';
import { data, MealPlanBody, MealPlanDto, mealPlanDto, notFound, PivotBody, PivotUpdateBody, tags } from './schemas';
import { argsOf } from '../../../http/rest-args';
import { body, json, route } from '../../../http/route';

/*
 * What a plan template (/api/trainer/meal-plans/{id}) and a client meal plan
 * (/api/clients/{clientId}/meal-plans/{planId}) do alike: change or delete
 * the plan, attach, move or take off its meals. Each route checks its own
 * caller (the client record, for a client plan) and names its plan's scope.
 */

/** Where the plan must be: a template of the caller's, one client's plan, or (empty) any the caller sees. */
export type PlanScope = { template?: true; clientId?: string };

/**
 * The meal a pivot of the plan may point at, inside the write's transaction:
 * as given for a template; for a client plan, the client's own, a template
 * meal being copied for them first.
 */
export type MealFor = (tx: Db, mealId: string) => Promise<string>;
const asGiven: MealFor = async (_tx, mealId) => mealId;

/** The plan as answered, with its meals and day totals. */
export async function planAnswer(db: Db, user: AuthUser, planId: string, scope: PlanScope) {
  return mealPlanDto(await readerFor(db, user), await planOrThrow(db, user, planId, scope));
}

/** Only the fields the body gives; a template has no start date. */
export async function changePlan(ctx: AppContext, user: AuthUser, planId: string, scope: PlanScope, b: z.infer<typeof MealPlanBody>) {
  await planOrThrow(ctx.db, user, planId, scope);
  const fields: Record<string, unknown> = {};
  if (b.title !== undefined) fields.title = b.title;
  if (b.description !== undefined) fields.description = b.description;
  if (b.days !== undefined) fields.days = b.days;
  if (b.starts_on !== undefined && scope.clientId !== undefined) fields.startsOn = b.starts_on;
  const args = argsOf('mealPlan.update', { id: planId, fields });
  await writeMeals(ctx, user, (tx) => updateMealPlan(tx, user, args));
  return planAnswer(ctx.db, user, planId, scope);
}

export async function deletePlan(ctx: AppContext, user: AuthUser, planId: string, scope: PlanScope): Promise<void> {
  await planOrThrow(ctx.db, user, planId, scope);
  await writeMeals(ctx, user, (tx) => deleteMealPlan(tx, user, { id: planId }));
}

/** Attaches a meal to a day and slot: a new pivot id. One transaction, so a refused pivot leaves no copied meal behind. */
export async function addPivot(ctx: AppContext, user: AuthUser, planId: string, scope: PlanScope, b: z.infer<typeof PivotBody>, mealFor = asGiven) {
  await planOrThrow(ctx.db, user, planId, scope);
  const draft = argsOf('mealPlanMeal.add', { id: b.id ?? newId(), mealPlanId: planId, mealId: b.meal_id, day: b.day ?? 1, slot: b.slot, position: b.position });
  await writeMeals(ctx, user, async (tx) => addMealPlanMeal(tx, user, { ...draft, mealId: await mealFor(tx, b.meal_id) }));
  return planAnswer(ctx.db, user, planId, scope);
}

export function pivotFields(b: z.infer<typeof PivotUpdateBody>) {
  const fields: Record<string, unknown> = {};
  if (b.meal_id !== undefined) fields.mealId = b.meal_id;
  if (b.day !== undefined) fields.day = b.day;
  if (b.slot !== undefined) fields.slot = b.slot;
  if (b.position !== undefined) fields.position = b.position;
  return fields;
}

/** Moves an attached meal to another day, slot or place, or swaps the meal. */
export async function changePivot(ctx: AppContext, user: AuthUser, planId: string, pivotId: string, scope: PlanScope, b: z.infer<typeof PivotUpdateBody>, mealFor = asGiven) {
  assertPivotOf(await planOrThrow(ctx.db, user, planId, scope), pivotId);
  const draft = argsOf('mealPlanMeal.update', { id: pivotId, fields: pivotFields(b) });
  await writeMeals(ctx, user, async (tx) => {
    if (draft.fields.mealId) draft.fields.mealId = await mealFor(tx, draft.fields.mealId);
    return updateMealPlanMeal(tx, user, draft);
  });
  return planAnswer(ctx.db, user, planId, scope);
}

export async function removePivot(ctx: AppContext, user: AuthUser, planId: string, pivotId: string, scope: PlanScope): Promise<void> {
  assertPivotOf(await planOrThrow(ctx.db, user, planId, scope), pivotId);
  await writeMeals(ctx, user, (tx) => removeMealPlanMeal(tx, user, { id: pivotId }));
}

const PlanOne = data(MealPlanDto);

/** How one kind of plan is reached: its path and params, the names and words of its five routes, and what its caller may touch. */
export interface PlanEditRoutes<P extends z.ZodObject, PP extends z.ZodObject> {
  /** '/api/trainer/meal-plans/{id}': the plan; its pivots are `${path}/meals/{pivotId}`. */
  path: string;
  params: P;
  pivotParams: PP;
  operationIds: { update: string; remove: string; addMeal: string; updateMeal: string; removeMeal: string };
  summaries: { update: string; remove: string; addMeal: string; updateMeal: string; removeMeal: string };
  /** Checks the caller may reach the plan named by the params (a live client of theirs), and where the plan must be. */
  where(ctx: AppContext, user: AuthUser, params: z.output<P>): Promise<{ planId: string; scope: PlanScope; mealFor?: MealFor }>;
}

/** Declares and registers a plan's update, delete and pivot routes (docs/rules/meals.md "REST calls" "Meals" and "Client meal plans"). */
export function registerPlanEditRoutes<P extends z.ZodObject, PP extends z.ZodObject>(app: OpenAPIHono<HonoEnv>, o: PlanEditRoutes<P, PP>) {
  const declare = <M extends 'put' | 'delete' | 'post', R extends object, S extends object>(method: M, path: string, key: keyof PlanEditRoutes<P, PP>['operationIds'], request: R, responses: S) =>
    route(['trainer'], { method, path, operationId: o.operationIds[key], tags, summary: o.summaries[key], request, responses: { ...responses, ...notFound } });
  const pivotPath = `${o.path}/meals/{pivotId}`;
  const routes = {
    update: declare('put', o.path, 'update', { params: o.params, ...body(MealPlanBody) }, { 200: json(PlanOne, 'Changed') }),
    remove: declare('delete', o.path, 'remove', { params: o.params }, { 204: { description: 'Deleted' } }),
    addMeal: declare('post', `${o.path}/meals`, 'addMeal', { params: o.params, ...body(PivotBody) }, { 201: json(PlanOne, 'The plan') }),
    updateMeal: declare('put', pivotPath, 'updateMeal', { params: o.pivotParams, ...body(PivotUpdateBody) }, { 200: json(PlanOne, 'The plan') }),
    removeMeal: declare('delete', pivotPath, 'removeMeal', { params: o.pivotParams }, { 204: { description: 'Removed' } }),
  };
  type Params = z.output<P> & { pivotId?: string };
  // The params and bodies are validated by the routes' schemas above; the handlers read them by name.
  const input = (c: { req: { valid(target: never): unknown } }) => ({
    params: c.req.valid('param' as never) as Params,
    json: () => c.req.valid('json' as never) as never,
  });
  const at = async (c: Parameters<Parameters<typeof app.openapi>[1]>[0]) => {
    const { params, json: read } = input(c as never);
    return { ...(await o.where(c.var.ctx, c.var.user, params)), pivotId: params.pivotId!, read, ctx: c.var.ctx, user: c.var.user };
  };
  app.openapi(routes.update, async (c) => {
    const w = await at(c);
    return c.json({ data: await changePlan(w.ctx, w.user, w.planId, w.scope, w.read()) }, 200);
  });
  app.openapi(routes.remove, async (c) => {
    const w = await at(c);
    await deletePlan(w.ctx, w.user, w.planId, w.scope);
    return c.body(null, 204);
  });
  app.openapi(routes.addMeal, async (c) => {
    const w = await at(c);
    return c.json({ data: await addPivot(w.ctx, w.user, w.planId, w.scope, w.read(), w.mealFor) }, 201);
  });
  app.openapi(routes.updateMeal, async (c) => {
    const w = await at(c);
    return c.json({ data: await changePivot(w.ctx, w.user, w.planId, w.pivotId, w.scope, w.read(), w.mealFor) }, 200);
  });
  app.openapi(routes.removeMeal, async (c) => {
    const w = await at(c);
    await removePivot(w.ctx, w.user, w.planId, w.pivotId, w.scope);
    return c.body(null, 204);
  });
}
