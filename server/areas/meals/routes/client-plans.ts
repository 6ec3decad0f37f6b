import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { makeMealPlanIdMap } from '../../../../domain/meals/copy';
import { localDateOf } from '../../../../domain/meals/local-day';
import { liveClient } from '../../clients/access';
import { createMeal, liveMeal, updateMeal } from '../commands/meals';
import { assignMealPlan } from '../commands/meal-plans';
import { toMealRow } from '../row';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import type { HonoEnv } from '../../../context';
import { NotFound } from '../../../errors';
import { mealPlanTrees } from '../queries';
import { planAnswer, registerPlanEditRoutes } from './plan-edits';
import { ingredientLines, newId, planOrThrow, readerFor, writeMeals } from './rest';
import {
  AssignBody,
  ClientIdParam,
  ClientMealParams,
  ClientPlanParams,
  ClientPlanPivotParams,
  data,
  IdParam,
  IngredientsBody,
  MealDto,
  MealIdParam,
  MealPlanDto,
  mealDto,
  mealPlanDto,
  notFound,
  tags,
} from './schemas';
import { argsOf } from '../../../http/rest-args';
import { body, json, route } from '../../../http/route';

/*
 * docs/rules/meals.md "REST calls" "Client meal plans": a template assigned to a client is a copy the
 * trainer adjusts for that client (its meals are the client's own copies, so
 * the template and other clients never change); the client reads theirs.
 */

const PlanOne = data(MealPlanDto);
const PlanMany = data(z.array(MealPlanDto));
const MealOne = data(MealDto);

const clientPlans = route(['trainer'], {
  method: 'get',
  path: '/api/clients/{clientId}/meal-plans',
  operationId: 'listClientMealPlans',
  tags,
  summary: 'A client\u2019s meal plans with their meals and day totals',
  request: { params: ClientIdParam },
  responses: { 200: json(PlanMany, 'The meal plans'), ...notFound },
});
const assign = route(['trainer'], {
  method: 'post',
  path: '/api/clients/{clientId}/meal-plans',
  operationId: 'assignMealPlan',
  tags,
  summary: 'Assign a template (meal_plan_id) to a client: a copy of the plan and its meals for them (mealPlan.assign)',
  request: { params: ClientIdParam, ...body(AssignBody) },
  responses: { 201: json(PlanOne, 'Assigned'), ...notFound },
});
const clientPlan = route(['trainer'], {
  method: 'get',
  path: '/api/clients/{clientId}/meal-plans/{planId}',
  operationId: 'getClientMealPlan',
  tags,
  summary: 'One of a client\u2019s meal plans',
  request: { params: ClientPlanParams },
  responses: { 200: json(PlanOne, 'The meal plan'), ...notFound },
});
const trainerIngredients = route(['trainer'], {
  method: 'put',
  path: '/api/clients/{clientId}/meals/{mealId}/ingredients',
  operationId: 'setClientMealIngredients',
  tags,
  summary: 'Replace the ingredients of a client\u2019s meal (their copy; the template is untouched)',
  request: { params: ClientMealParams, ...body(IngredientsBody) },
  responses: { 200: json(MealOne, 'The meal'), ...notFound },
});
const ownPlans = route(['client'], {
  method: 'get',
  path: '/api/client/meal-plans',
  operationId: 'listOwnMealPlans',
  tags,
  summary: 'The signed-in client\u2019s meal plans with their meals and day totals',
  responses: { 200: json(PlanMany, 'The meal plans') },
});
const ownPlan = route(['client'], {
  method: 'get',
  path: '/api/client/meal-plans/{id}',
  operationId: 'getOwnMealPlan',
  tags,
  summary: 'One of the signed-in client\u2019s meal plans',
  request: { params: IdParam },
  responses: { 200: json(PlanOne, 'The meal plan'), ...notFound },
});
const ownIngredients = route(['client'], {
  method: 'put',
  path: '/api/client/meal-plans/meal/{mealId}/ingredients',
  operationId: 'setOwnMealIngredients',
  tags,
  summary: 'Replace the ingredients of a meal of the client\u2019s own plan (meal.update)',
  request: { params: MealIdParam, ...body(IngredientsBody) },
  responses: { 200: json(MealOne, 'The meal'), ...notFound },
});

/** The meal to attach to a client plan: theirs as it is; a template meal of the trainer's copied for them first (in the same transaction). */
async function clientMealId(tx: Db, user: AuthUser, clientId: string, mealId: string): Promise<string> {
  const meal = toMealRow(await liveMeal(tx, user, mealId));
  if (meal.clientId === clientId) return meal.id;
  if (meal.clientId !== null) throw new NotFound();
  const args = argsOf('meal.create', { id: newId(), clientId, copiedFromId: meal.id, title: meal.title, description: meal.description, ingredients: meal.ingredients });
  return (await createMeal(tx, user, args)).row.id;
}

export function registerMealClientPlanRoutes(app: OpenAPIHono<HonoEnv>) {
  registerPlanEditRoutes(app, {
    path: '/api/clients/{clientId}/meal-plans/{planId}',
    params: ClientPlanParams,
    pivotParams: ClientPlanPivotParams,
    operationIds: { update: 'updateClientMealPlan', remove: 'deleteClientMealPlan', addMeal: 'addMealToClientPlan', updateMeal: 'updateClientPlanMeal', removeMeal: 'removeClientPlanMeal' },
    summaries: {
      update: 'Change a client meal plan\u2019s title, description, days or start (the template stays as it is)',
      remove: 'Unassign a client meal plan: it and its copied meals are removed; the client stops seeing them',
      addMeal: 'Add a meal to a client plan\u2019s day and slot; a template meal is copied for the client first',
      updateMeal: 'Move or swap a meal of a client plan (a template meal is copied for the client first)',
      removeMeal: 'Take a meal off a client plan\u2019s day',
    },
    where: async (ctx, user, { clientId, planId }) => {
      await liveClient(ctx.db, user, clientId);
      return { planId, scope: { clientId }, mealFor: (tx, mealId) => clientMealId(tx, user, clientId, mealId) };
    },
  });

  app.openapi(clientPlans, async (c) => {
    const { db } = c.var.ctx;
    const client = await liveClient(db, c.var.user, c.req.valid('param').clientId);
    const r = await readerFor(db, c.var.user);
    return c.json({ data: (await mealPlanTrees(db, c.var.user, { clientId: client.id })).map((v) => mealPlanDto(r, v)) }, 200);
  });

  app.openapi(assign, async (c) => {
    const { db } = c.var.ctx;
    const user = c.var.user;
    const client = await liveClient(db, user, c.req.valid('param').clientId);
    const b = c.req.valid('json');
    const template = await planOrThrow(db, user, b.meal_plan_id, { template: true });
    const args = argsOf('mealPlan.assign', {
      templateId: template.plan.id,
      clientId: client.id,
      newPlanId: b.id ?? newId(),
      idMap: makeMealPlanIdMap(template, newId),
      startsOn: b.starts_on ?? localDateOf(new Date(), user.timeZone),
      title: b.title,
    });
    const row = await writeMeals(c.var.ctx, user, (tx) => assignMealPlan(tx, user, args));
    return c.json({ data: await planAnswer(db, user, row.id, { clientId: client.id }) }, 201);
  });

  app.openapi(clientPlan, async (c) => {
    const { db } = c.var.ctx;
    const { clientId, planId } = c.req.valid('param');
    await liveClient(db, c.var.user, clientId);
    return c.json({ data: await planAnswer(db, c.var.user, planId, { clientId }) }, 200);
  });

  app.openapi(trainerIngredients, async (c) => {
    const { db } = c.var.ctx;
    const { clientId, mealId } = c.req.valid('param');
    await liveClient(db, c.var.user, clientId);
    if ((await liveMeal(db, c.var.user, mealId)).clientId !== clientId) throw new NotFound();
    const args = argsOf('meal.update', { id: mealId, fields: { ingredients: ingredientLines(c.req.valid('json').ingredients) } });
    const row = await writeMeals(c.var.ctx, c.var.user, (tx) => updateMeal(tx, c.var.user, args));
    return c.json({ data: mealDto(await readerFor(db, c.var.user), row) }, 200);
  });

  app.openapi(ownPlans, async (c) => {
    const { db } = c.var.ctx;
    const r = await readerFor(db, c.var.user);
    return c.json({ data: (await mealPlanTrees(db, c.var.user, {})).map((v) => mealPlanDto(r, v)) }, 200);
  });

  app.openapi(ownPlan, async (c) => {
    const { db } = c.var.ctx;
    return c.json({ data: await planAnswer(db, c.var.user, c.req.valid('param').id, {}) }, 200);
  });

  app.openapi(ownIngredients, async (c) => {
    const { db } = c.var.ctx;
    const { mealId } = c.req.valid('param');
    const args = argsOf('meal.update', { id: mealId, fields: { ingredients: ingredientLines(c.req.valid('json').ingredients) } });
    const row = await writeMeals(c.var.ctx, c.var.user, (tx) => updateMeal(tx, c.var.user, args));
    return c.json({ data: mealDto(await readerFor(db, c.var.user), row) }, 200);
  });
}
