import type { OpenAPIHono } from '@hono/zod-openapi';
import { createMeal, deleteMeal, updateMeal } from '../commands/meals';
import { createMealPlan } from '../commands/meal-plans';
import type { HonoEnv } from '../../../context';
import { NotFound } from '../../../errors';
import { mealPlanTrees, trainerMeals } from '../queries';
import { planAnswer, registerPlanEditRoutes } from './plan-edits';
import { ingredientLines, newId, readerFor, writeMeals } from './rest';
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
  PlanPivotParams,
  tags,
} from './schemas';
import { argsOf } from '../../../http/rest-args';
import { body, json, route } from '../../../http/route';
import { z } from 'zod';

/* docs/rules/meals.md "REST calls" "Meals": a trainer's meals and meal plan templates, on the same commands as sync. */

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

/** Only the fields the body gives (title as given, so a blank title is refused rather than ignored). */
export function mealFields(b: z.infer<typeof MealBody>) {
  const fields: Record<string, unknown> = {};
  if (b.title !== undefined) fields.title = b.title;
  if (b.description !== undefined) fields.description = b.description;
  if (b.ingredients !== undefined) fields.ingredients = ingredientLines(b.ingredients);
  return fields;
}

const TEMPLATE = { template: true } as const;

export function registerMealTemplateRoutes(app: OpenAPIHono<HonoEnv>) {
  registerPlanEditRoutes(app, {
    path: '/api/trainer/meal-plans/{id}',
    params: IdParam,
    pivotParams: PlanPivotParams,
    operationIds: { update: 'updateMealPlan', remove: 'deleteMealPlan', addMeal: 'addMealToPlan', updateMeal: 'updatePlanMeal', removeMeal: 'removePlanMeal' },
    summaries: {
      update: 'Change a template\u2019s title, description or number of days',
      remove: 'Delete a template (client meal plans copied from it stay)',
      addMeal: 'Attach a meal to a day and slot of a template (mealPlanMeal.add): a new pivot id',
      updateMeal: 'Move an attached meal to another day, slot or place, or swap the meal',
      removeMeal: 'Take a meal off a plan day (the meal stays)',
    },
    where: async (_ctx, _user, { id }) => ({ planId: id, scope: TEMPLATE }),
  });

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
    const dto = await planAnswer(c.var.ctx.db, c.var.user, row.id, {});
    return created ? c.json({ data: dto }, 201) : c.json({ data: dto }, 200);
  });

  app.openapi(getPlan, async (c) => {
    const { db } = c.var.ctx;
    return c.json({ data: await planAnswer(db, c.var.user, c.req.valid('param').id, TEMPLATE) }, 200);
  });

}
