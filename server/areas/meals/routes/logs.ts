import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { autoPopulateMealLogs } from '../../../../domain/meals/auto-populate';
import { isLocalDate } from '../../../../domain/meals/local-day';
import { planDayOn } from '../../../../domain/meals/meal-plan';
import { MESSAGES } from '../../../../domain/messages';
import { liveClient } from '../../clients/access';
import { ownClientRecords } from '../../../replication/people';
import { createCustomMeal, deleteCustomMeal, updateCustomMeal } from '../commands/custom-meals';
import { createMealLog, deleteMealLog, updateMealLog } from '../commands/meal-logs';
import type { AuthUser, HonoEnv } from '../../../context';
import type { Db } from '../../../db/database';
import { ValidationError } from '../../../errors';
import { actorResolver, clientTimeZone, dayOfLogs, figuresOf, ownCustomMeals, ownMealLogs } from '../queries';
import { ingredientLines, newId, planOrThrow, readerFor, writeMeals } from './rest';
import {
  AutoPopulateBody,
  ClientDateParam,
  CustomMealBody,
  CustomMealDto,
  customMealDto,
  dailyTotalsDto,
  data,
  DateParam,
  IdParam,
  MealDayDto,
  MealLogBody,
  MealLogDto,
  mealLogDto,
  notFound,
  RangeQuery,
  tags,
} from './schemas';
import { argsOf } from '../../../http/rest-args';
import { body, json, route } from '../../../http/route';

/* docs/rules/meals.md "REST calls" "Meal logs" and custom meals, and the trainer's view of a client's day (issue #10 item 5). */

const LogOne = data(MealLogDto);
const LogMany = data(z.array(MealLogDto));
const Day = data(MealDayDto);
const CustomOne = data(CustomMealDto);
const CustomMany = data(z.array(CustomMealDto));
const Populated = data(z.object({ logs: z.array(MealLogDto), skipped_slots: z.array(z.string()), day: MealDayDto }));

const listLogs = route(['client'], {
  method: 'get',
  path: '/api/client/meal-logs',
  operationId: 'listMealLogs',
  tags,
  summary: 'The signed-in client\u2019s meal logs, newest first (optionally within from..to)',
  request: { query: RangeQuery },
  responses: { 200: json(LogMany, 'The meal logs') },
});
const dayLogs = route(['client'], {
  method: 'get',
  path: '/api/client/meal-logs/date/{date}',
  operationId: 'getMealLogDay',
  tags,
  summary: 'A local day\u2019s meal logs and its totals (docs/rules/meals.md "Daily totals": only completed logs count; kcal and water whole, macros to one decimal)',
  request: { params: DateParam },
  responses: { 200: json(Day, 'The day') },
});
const createLog = route(['client'], {
  method: 'post',
  path: '/api/client/meal-logs',
  operationId: 'createMealLog',
  tags,
  summary: 'Log a meal (mealLog.create; a resent id does nothing). With meal_id and no figures, the meal\u2019s totals are logged',
  request: body(MealLogBody),
  responses: { 201: json(LogOne, 'Logged'), 200: json(LogOne, 'Already logged under this id'), ...notFound },
});
const updateLog = route(['client'], {
  method: 'put',
  path: '/api/client/meal-logs/{id}',
  operationId: 'updateMealLog',
  tags,
  summary: 'Change a meal log: eaten or not, amounts, time (each field keeps its latest edit)',
  request: { params: IdParam, ...body(MealLogBody) },
  responses: { 200: json(LogOne, 'Changed'), ...notFound },
});
const deleteLog = route(['client'], {
  method: 'delete',
  path: '/api/client/meal-logs/{id}',
  operationId: 'deleteMealLog',
  tags,
  summary: 'Delete a meal log',
  request: { params: IdParam },
  responses: { 204: { description: 'Deleted' }, ...notFound },
});
const autoPopulate = route(['client'], {
  method: 'post',
  path: '/api/client/meal-logs/auto-populate',
  operationId: 'autoPopulateMealLogs',
  tags,
  summary: 'Fill a day with one not-yet-eaten log per meal of the plan day; slots already logged that day are left alone, so a repeat adds nothing',
  request: body(AutoPopulateBody),
  responses: { 200: json(Populated, 'The new logs and the day'), ...notFound },
});
const listCustom = route(['client'], {
  method: 'get',
  path: '/api/client/custom-meals',
  operationId: 'listCustomMeals',
  tags,
  summary: 'The signed-in client\u2019s custom meals with totals',
  responses: { 200: json(CustomMany, 'The custom meals') },
});
const createCustom = route(['client'], {
  method: 'post',
  path: '/api/client/custom-meals',
  operationId: 'createCustomMeal',
  tags,
  summary: 'A custom meal from ingredients, or just its calories and macros (customMeal.create)',
  request: body(CustomMealBody),
  responses: { 201: json(CustomOne, 'Created'), 200: json(CustomOne, 'Already created under this id') },
});
const updateCustom = route(['client'], {
  method: 'put',
  path: '/api/client/custom-meals/{id}',
  operationId: 'updateCustomMeal',
  tags,
  summary: 'Change a custom meal',
  request: { params: IdParam, ...body(CustomMealBody) },
  responses: { 200: json(CustomOne, 'Changed'), ...notFound },
});
const deleteCustom = route(['client'], {
  method: 'delete',
  path: '/api/client/custom-meals/{id}',
  operationId: 'deleteCustomMeal',
  tags,
  summary: 'Delete a custom meal (logs of it stay)',
  request: { params: IdParam },
  responses: { 204: { description: 'Deleted' }, ...notFound },
});
const clientDay = route(['trainer'], {
  method: 'get',
  path: '/api/clients/{clientId}/meal-logs/date/{date}',
  operationId: 'getClientMealLogDay',
  tags,
  summary: 'A client\u2019s meal logs and totals of one local day (their time zone)',
  request: { params: ClientDateParam },
  responses: { 200: json(Day, 'The day'), ...notFound },
});

function assertDate(date: string): void {
  if (!isLocalDate(date)) throw new ValidationError({ date: [MESSAGES.validationFailed] });
}

async function dayDto(db: Db, clientIds: string[], date: string, timeZone: string) {
  const { logs, totals } = await dayOfLogs(db, clientIds, date, timeZone);
  return { date, time_zone: timeZone, logs: logs.map(mealLogDto), totals: dailyTotalsDto(totals) };
}

function logFields(b: z.infer<typeof MealLogBody>) {
  const f: Record<string, unknown> = {};
  if (b.logged_at !== undefined) f.loggedAt = b.logged_at;
  if (b.was_completed !== undefined) f.wasCompleted = b.was_completed;
  for (const k of ['calories', 'protein', 'carbs', 'fat'] as const) if (b[k] !== undefined) f[k] = b[k];
  if (b.water_ml !== undefined) f.waterMl = b.water_ml;
  if (b.session_id !== undefined) f.sessionId = b.session_id;
  if (b.meal_id !== undefined) f.mealId = b.meal_id;
  if (b.slot !== undefined) f.slot = b.slot;
  return f;
}

function customFields(b: z.infer<typeof CustomMealBody>) {
  const f: Record<string, unknown> = {};
  if (b.title !== undefined) f.title = b.title;
  if (b.ingredients !== undefined) f.ingredients = ingredientLines(b.ingredients);
  if (b.nutrition !== undefined) f.nutrition = b.nutrition;
  return f;
}

export function registerMealLogRoutes(app: OpenAPIHono<HonoEnv>) {
  app.openapi(listLogs, async (c) => c.json({ data: (await ownMealLogs(c.var.ctx.db, c.var.user, c.req.valid('query'))).map(mealLogDto) }, 200));

  app.openapi(dayLogs, async (c) => {
    const { date } = c.req.valid('param');
    assertDate(date);
    const { db } = c.var.ctx;
    const own = (await ownClientRecords(db, c.var.user.id)).map((r) => r.id);
    return c.json({ data: await dayDto(db, own, date, c.var.user.timeZone) }, 200);
  });

  app.openapi(createLog, async (c) => {
    const b = c.req.valid('json');
    const { db } = c.var.ctx;
    const fields = logFields(b);
    if (b.meal_id && ['calories', 'protein', 'carbs', 'fat'].every((k) => fields[k] === undefined)) Object.assign(fields, await figuresOf(db, c.var.user, b.meal_id));
    const args = argsOf('mealLog.create', { loggedAt: new Date().toISOString(), ...fields, id: b.id ?? newId() });
    const { row, created } = await writeMeals(c.var.ctx, c.var.user, (tx) => createMealLog(tx, c.var.user, args));
    return created ? c.json({ data: mealLogDto(row) }, 201) : c.json({ data: mealLogDto(row) }, 200);
  });

  app.openapi(updateLog, async (c) => {
    const { id } = c.req.valid('param');
    const args = argsOf('mealLog.update', { id, ...logFields(c.req.valid('json')) });
    const row = await writeMeals(c.var.ctx, c.var.user, (tx) => updateMealLog(tx, c.var.user, args));
    return c.json({ data: mealLogDto(row) }, 200);
  });

  app.openapi(deleteLog, async (c) => {
    const { id } = c.req.valid('param');
    await writeMeals(c.var.ctx, c.var.user, (tx) => deleteMealLog(tx, c.var.user, { id }));
    return c.body(null, 204);
  });

  app.openapi(autoPopulate, async (c) => {
    const { date, meal_plan_id } = c.req.valid('json');
    assertDate(date);
    const { db } = c.var.ctx;
    const user = c.var.user;
    const view = await planOrThrow(db, user, meal_plan_id, {});
    const clientId = view.plan.clientId;
    if (!clientId || !view.plan.startsOn) throw new ValidationError({ meal_plan_id: [MESSAGES.notFound] });
    const timeZone = user.timeZone;
    const { resolve } = await actorResolver(db, user);
    const byId = new Map(view.meals.map((m) => [m.id, m]));
    const result = await writeMeals(c.var.ctx, user, async (tx) => {
      const day = planDayOn(date, view.plan.startsOn!, view.plan.days);
      if (day === null) return { logs: [], skippedSlots: [] };
      // Read inside the transaction that holds the space lock, so two calls at once cannot both fill a slot.
      const existing = (await dayOfLogs(tx, [clientId], date, timeZone)).logs;
      const made = autoPopulateMealLogs({ date, timeZone, pivots: view.pivots, day, mealById: (id) => byId.get(id), resolve, existingLogs: existing, clientId });
      const logs = [];
      // Ids are the day's own (autoPopulatedLogId): a log a device already made for the day is found, not doubled;
      // one deleted since stays deleted (delete wins), so only new rows are answered.
      for (const log of made.logs) {
        const { row, created } = await createMealLog(tx, user, { ...log, clientId });
        if (created) logs.push(row);
      }
      return { logs, skippedSlots: made.skippedSlots };
    });
    return c.json({ data: { logs: result.logs.map(mealLogDto), skipped_slots: result.skippedSlots, day: await dayDto(db, [clientId], date, timeZone) } }, 200);
  });

  app.openapi(listCustom, async (c) => {
    const { db } = c.var.ctx;
    const r = await readerFor(db, c.var.user);
    return c.json({ data: (await ownCustomMeals(db, c.var.user)).map((m) => customMealDto(r, m)) }, 200);
  });

  app.openapi(createCustom, async (c) => {
    const b = c.req.valid('json');
    const args = argsOf('customMeal.create', { id: b.id ?? newId(), fields: { title: b.title, ingredients: ingredientLines(b.ingredients), nutrition: b.nutrition ?? null } });
    const { row, created } = await writeMeals(c.var.ctx, c.var.user, (tx) => createCustomMeal(tx, c.var.user, args));
    const dto = customMealDto(await readerFor(c.var.ctx.db, c.var.user), row);
    return created ? c.json({ data: dto }, 201) : c.json({ data: dto }, 200);
  });

  app.openapi(updateCustom, async (c) => {
    const { id } = c.req.valid('param');
    const args = argsOf('customMeal.update', { id, fields: customFields(c.req.valid('json')) });
    const row = await writeMeals(c.var.ctx, c.var.user, (tx) => updateCustomMeal(tx, c.var.user, args));
    return c.json({ data: customMealDto(await readerFor(c.var.ctx.db, c.var.user), row) }, 200);
  });

  app.openapi(deleteCustom, async (c) => {
    const { id } = c.req.valid('param');
    await writeMeals(c.var.ctx, c.var.user, (tx) => deleteCustomMeal(tx, c.var.user, { id }));
    return c.body(null, 204);
  });

  app.openapi(clientDay, async (c) => {
    const { clientId, date } = c.req.valid('param');
    assertDate(date);
    const { db } = c.var.ctx;
    const client = await liveClient(db, c.var.user, clientId);
    return c.json({ data: await dayDto(db, [client.id], date, await clientTimeZone(db, client.id)) }, 200);
  });
}

