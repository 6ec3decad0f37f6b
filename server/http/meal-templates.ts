import type { OpenAPIHono } from '@hono/zod-openapi';
import { createMeal, deleteMeal, updateMeal } from '../commands/meals/meals';
import { createMealPlan, deleteMealPlan, updateMealPlan } from '../commands/meals/meal-plans';
import { addMealPlanMeal, removeMealPlanMeal, updateMealPlanMeal } from '../commands/meals/pivots';
import type { HonoEnv } from '../context';
import { NotFound } from '../errors';
import { mealPlanTrees, trainerMeals } from '../queries/meals';
import { assertPivotOf, ingredientLines, newId, planOrThrow, readerFor, writeMeals } from './meal-rest';
import {
  data,
  IdParam,
  MealBody,
  MealDto,
  MealListQuery,
  MealPlanBody,
  MealPlanDto,
  mealDto,
  mealPlanDto,
  notFound,
  PivotBody,
  PivotUpdateBody,
  PlanPivotParams,
  tags,
} from './meal-schemas';
import { argsOf } from './rest-args';
import { body, json, route } from './route';
import { z } from 'zod';

/* Spec §7 "Meals": a trainer's meals and meal plan templates, on the same commands as sync. */

const One = data(MealDto);
const Many = data(z.array(MealDto));
const PlanOne = data(MealPlanDto);
const PlanMany = data(z.array(MealPlanDto));

const listMeals = route(['trainer'], {
  method: 'get',
  path: '/api/trainer/meals',
  operationId: 'listMeals',
  tags,
  summary: 'The trainer\u2019s meals with totals; `search` matches titles regardless of case and accents (empty: none)',
  request: { query: MealListQuery },
  responses: { 200: json(Many, 'The meals') },
});
const createMealRoute = route(['trainer'], {
  method: 'post',
  path: '/api/trainer/meals',
  operationId: 'createMeal',
  tags,
  summary: 'Create a meal with its ingredients (meal.create)',
  request: body(MealBody),
  responses: { 201: json(One, 'Created'), 200: json(One, 'Already created under this id') },
});
const getMeal = route(['trainer'], {
  method: 'get',
  path: '/api/trainer/meals/{id}',
  operationId: 'getMeal',
  tags,
  summary: 'A meal with its ingredients and totals',
  request: { params: IdParam },
  responses: { 200: json(One, 'The meal'), ...notFound },
});
const updateMealRoute = route(['trainer'], {
  method: 'put',
  path: '/api/trainer/meals/{id}',
  operationId: 'updateMeal',
  tags,
  summary: 'Change a meal; ingredients, when given, replace its ingredients (meal.update)',
  request: { params: IdParam, ...body(MealBody) },
  responses: { 200: json(One, 'Changed'), ...notFound },
});
const deleteMealRoute = route(['trainer'], {
  method: 'delete',
  path: '/api/trainer/meals/{id}',
  operationId: 'deleteMeal',
  tags,
  summary: 'Delete a meal; the plan days it was on lose it',
  request: { params: IdParam },
  responses: { 204: { description: 'Deleted' }, ...notFound },
});
const listPlans = route(['trainer'], {
  method: 'get',
  path: '/api/trainer/meal-plans',
  operationId: 'listMealPlans',
  tags,
  summary: 'The trainer\u2019s meal plan templates with their meals and day totals',
  responses: { 200: json(PlanMany, 'The meal plans') },
});
const createPlan = route(['trainer'], {
  method: 'post',
  path: '/api/trainer/meal-plans',
  operationId: 'createMealPlan',
  tags,
  summary: 'Create a meal plan template of 1 to 28 days (mealPlan.create)',
  request: body(MealPlanBody),
  responses: { 201: json(PlanOne, 'Created'), 200: json(PlanOne, 'Already created under this id') },
});
const getPlan = route(['trainer'], {
  method: 'get',
  path: '/api/trainer/meal-plans/{id}',
  operationId: 'getMealPlan',
  tags,
  summary: 'A meal plan template with its meals and day totals',
  request: { params: IdParam },
  responses: { 200: json(PlanOne, 'The meal plan'), ...notFound },
});
const updatePlan = route(['trainer'], {
  method: 'put',
  path: '/api/trainer/meal-plans/{id}',
  operationId: 'updateMealPlan',
  tags,
  summary: 'Change a template\u2019s title, description or number of days',
  request: { params: IdParam, ...body(MealPlanBody) },
  responses: { 200: json(PlanOne, 'Changed'), ...notFound },
});
const deletePlan = route(['trainer'], {
  method: 'delete',
  path: '/api/trainer/meal-plans/{id}',
  operationId: 'deleteMealPlan',
  tags,
  summary: 'Delete a template (client meal plans copied from it stay)',
  request: { params: IdParam },
  responses: { 204: { description: 'Deleted' }, ...notFound },
});
const addPivot = route(['trainer'], {
  method: 'post',
  path: '/api/trainer/meal-plans/{id}/meals',
  operationId: 'addMealToPlan',
  tags,
  summary: 'Attach a meal to a day and slot of a template (mealPlanMeal.add): a new pivot id',
  request: { params: IdParam, ...body(PivotBody) },
  responses: { 201: json(PlanOne, 'The plan'), ...notFound },
});
const updatePivot = route(['trainer'], {
  method: 'put',
  path: '/api/trainer/meal-plans/{id}/meals/{pivotId}',
  operationId: 'updatePlanMeal',
  tags,
  summary: 'Move an attached meal to another day, slot or place, or swap the meal',
  request: { params: PlanPivotParams, ...body(PivotUpdateBody) },
  responses: { 200: json(PlanOne, 'The plan'), ...notFound },
});
const removePivot = route(['trainer'], {
  method: 'delete',
  path: '/api/trainer/meal-plans/{id}/meals/{pivotId}',
  operationId: 'removePlanMeal',
  tags,
  summary: 'Take a meal off a plan day (the meal stays)',
  request: { params: PlanPivotParams },
  responses: { 204: { description: 'Removed' }, ...notFound },
});

/** Only the fields the body gives (title as given, so a blank title is refused rather than ignored). */
export function mealFields(b: z.infer<typeof MealBody>) {
  const fields: Record<string, unknown> = {};
  if (b.title !== undefined) fields.title = b.title;
  if (b.description !== undefined) fields.description = b.description;
  if (b.ingredients !== undefined) fields.ingredients = ingredientLines(b.ingredients);
  return fields;
}

export function pivotFields(b: z.infer<typeof PivotUpdateBody>) {
  const fields: Record<string, unknown> = {};
  if (b.meal_id !== undefined) fields.mealId = b.meal_id;
  if (b.day !== undefined) fields.day = b.day;
  if (b.slot !== undefined) fields.slot = b.slot;
  if (b.position !== undefined) fields.position = b.position;
  return fields;
}

export function registerMealTemplateRoutes(app: OpenAPIHono<HonoEnv>) {
  app.openapi(listMeals, async (c) => {
    const { db } = c.var.ctx;
    const r = await readerFor(db, c.var.user);
    return c.json({ data: (await trainerMeals(db, c.var.user, c.req.valid('query').search)).map((m) => mealDto(r, m)) }, 200);
  });

  app.openapi(createMealRoute, async (c) => {
    const b = c.req.valid('json');
    const args = argsOf('meal.create', { id: b.id ?? newId(), title: b.title, description: b.description, ingredients: ingredientLines(b.ingredients) ?? [] });
    const { row, created } = await writeMeals(c.var.ctx, c.var.user, (tx) => createMeal(tx, c.var.user, args));
    const r = await readerFor(c.var.ctx.db, c.var.user);
    return created ? c.json({ data: mealDto(r, row) }, 201) : c.json({ data: mealDto(r, row) }, 200);
  });

  app.openapi(getMeal, async (c) => {
    const { db } = c.var.ctx;
    const meal = (await trainerMeals(db, c.var.user)).find((m) => m.id === c.req.valid('param').id);
    if (!meal) throw new NotFound();
    return c.json({ data: mealDto(await readerFor(db, c.var.user), meal) }, 200);
  });

  app.openapi(updateMealRoute, async (c) => {
    const { id } = c.req.valid('param');
    if (!(await trainerMeals(c.var.ctx.db, c.var.user)).some((m) => m.id === id)) throw new NotFound();
    const args = argsOf('meal.update', { id, fields: mealFields(c.req.valid('json')) });
    const row = await writeMeals(c.var.ctx, c.var.user, (tx) => updateMeal(tx, c.var.user, args));
    return c.json({ data: mealDto(await readerFor(c.var.ctx.db, c.var.user), row) }, 200);
  });

  app.openapi(deleteMealRoute, async (c) => {
    const { id } = c.req.valid('param');
    if (!(await trainerMeals(c.var.ctx.db, c.var.user)).some((m) => m.id === id)) throw new NotFound();
    await writeMeals(c.var.ctx, c.var.user, (tx) => deleteMeal(tx, c.var.user, { id }));
    return c.body(null, 204);
  });

  app.openapi(listPlans, async (c) => {
    const { db } = c.var.ctx;
    const r = await readerFor(db, c.var.user);
    return c.json({ data: (await mealPlanTrees(db, c.var.user, { templates: true })).map((v) => mealPlanDto(r, v)) }, 200);
  });

  app.openapi(createPlan, async (c) => {
    const b = c.req.valid('json');
    const args = argsOf('mealPlan.create', { id: b.id ?? newId(), title: b.title, description: b.description, days: b.days });
    const { row, created } = await writeMeals(c.var.ctx, c.var.user, (tx) => createMealPlan(tx, c.var.user, args));
    const view = await planOrThrow(c.var.ctx.db, c.var.user, row.id, {});
    const dto = mealPlanDto(await readerFor(c.var.ctx.db, c.var.user), view);
    return created ? c.json({ data: dto }, 201) : c.json({ data: dto }, 200);
  });

  app.openapi(getPlan, async (c) => {
    const { db } = c.var.ctx;
    const view = await planOrThrow(db, c.var.user, c.req.valid('param').id, { template: true });
    return c.json({ data: mealPlanDto(await readerFor(db, c.var.user), view) }, 200);
  });

  app.openapi(updatePlan, async (c) => {
    const { id } = c.req.valid('param');
    const { db } = c.var.ctx;
    await planOrThrow(db, c.var.user, id, { template: true });
    const b = c.req.valid('json');
    const fields: Record<string, unknown> = {};
    if (b.title !== undefined) fields.title = b.title;
    if (b.description !== undefined) fields.description = b.description;
    if (b.days !== undefined) fields.days = b.days;
    const args = argsOf('mealPlan.update', { id, fields });
    await writeMeals(c.var.ctx, c.var.user, (tx) => updateMealPlan(tx, c.var.user, args));
    return c.json({ data: mealPlanDto(await readerFor(db, c.var.user), await planOrThrow(db, c.var.user, id, {})) }, 200);
  });

  app.openapi(deletePlan, async (c) => {
    const { id } = c.req.valid('param');
    await planOrThrow(c.var.ctx.db, c.var.user, id, { template: true });
    await writeMeals(c.var.ctx, c.var.user, (tx) => deleteMealPlan(tx, c.var.user, { id }));
    return c.body(null, 204);
  });

  app.openapi(addPivot, async (c) => {
    const { id } = c.req.valid('param');
    const { db } = c.var.ctx;
    await planOrThrow(db, c.var.user, id, { template: true });
    const b = c.req.valid('json');
    const args = argsOf('mealPlanMeal.add', { id: b.id ?? newId(), mealPlanId: id, mealId: b.meal_id, day: b.day ?? 1, slot: b.slot, position: b.position });
    await writeMeals(c.var.ctx, c.var.user, (tx) => addMealPlanMeal(tx, c.var.user, args));
    return c.json({ data: mealPlanDto(await readerFor(db, c.var.user), await planOrThrow(db, c.var.user, id, {})) }, 201);
  });

  app.openapi(updatePivot, async (c) => {
    const { id, pivotId } = c.req.valid('param');
    const { db } = c.var.ctx;
    assertPivotOf(await planOrThrow(db, c.var.user, id, { template: true }), pivotId);
    const args = argsOf('mealPlanMeal.update', { id: pivotId, fields: pivotFields(c.req.valid('json')) });
    await writeMeals(c.var.ctx, c.var.user, (tx) => updateMealPlanMeal(tx, c.var.user, args));
    return c.json({ data: mealPlanDto(await readerFor(db, c.var.user), await planOrThrow(db, c.var.user, id, {})) }, 200);
  });

  app.openapi(removePivot, async (c) => {
    const { id, pivotId } = c.req.valid('param');
    assertPivotOf(await planOrThrow(c.var.ctx.db, c.var.user, id, { template: true }), pivotId);
    await writeMeals(c.var.ctx, c.var.user, (tx) => removeMealPlanMeal(tx, c.var.user, { id: pivotId }));
    return c.body(null, 204);
  });
}
