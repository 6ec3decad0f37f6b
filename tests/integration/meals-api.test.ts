import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEAL_MESSAGES } from '../../domain/meals/messages';
import { meals, mealLogs, mealPlans } from '../../server/db/schema';
import { DB_KINDS } from '../helpers/databases';
import { startTestServer, type TestServer } from '../helpers/server';
import { makeAdmin, makeClient, makeTrainer } from './sync-fixtures';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

describe.each(DB_KINDS)('meals REST on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => void (server = await startTestServer(kind)));
  afterAll(async () => server?.close());
  const db = () => server.ctx.db;

  async function call(path: string, token: string, init: { method?: string; body?: unknown } = {}): Promise<{ status: number; body: Json }> {
    const res = await server.api(path, { ...init, token });
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Json) : {} };
  }

  /** A trainer with a one-day template (breakfast: oats with a banana, lunch: chicken with rice) and a client with an account. */
  async function setup() {
    const t = await makeTrainer(db());
    const c = await makeClient(db(), t.id, { withUser: true });
    const breakfast = await call('/api/trainer/meals', t.token, {
      body: { title: 'Oats with banana', ingredients: [{ ingredient_id: 'oats', amount: '50', unit: 'g' }, { ingredient_id: 'banana', amount: 1, unit: 'piece' }] },
    });
    const lunch = await call('/api/trainer/meals', t.token, {
      body: { title: 'Chicken with rice', ingredients: [{ ingredient_id: 'chicken-breast', amount: 150, unit: 'g' }, { ingredient_id: 'rice-white-cooked', amount: '200', unit: 'g' }] },
    });
    const plan = await call('/api/trainer/meal-plans', t.token, { body: { title: 'Light day', days: 1 } });
    const planId = plan.body.data.id as string;
    await call(`/api/trainer/meal-plans/${planId}/meals`, t.token, { body: { meal_id: breakfast.body.data.id, day: 1, slot: 'breakfast' } });
    const withLunch = await call(`/api/trainer/meal-plans/${planId}/meals`, t.token, { body: { meal_id: lunch.body.data.id, day: 1, slot: 'lunch' } });
    return { t, c, breakfast: breakfast.body.data as Json, lunch: lunch.body.data as Json, planId, template: withLunch.body.data as Json };
  }

  it('a trainer builds meals and a plan; totals round as docs/rules/meals.md "Daily totals"; search is accent- and case-insensitive', async () => {
    const { t, breakfast, template } = await setup();
    expect(breakfast.totals).toEqual({ calories: 296, protein: 7.9, carbs: 61.2, fat: 3.6, grams: 170 });
    expect(breakfast.ingredients[1]).toMatchObject({ ingredient_id: 'banana', name: 'Banana', amount: 1, unit: 'piece' });
    expect(template.meals.map((m: Json) => m.slot)).toEqual(['breakfast', 'lunch']);
    expect(template.day_totals[0].calories).toBe(296 + 440);

    const list = await call('/api/trainer/meals?search=CHICKEN', t.token);
    expect(list.body.data.map((m: Json) => m.title)).toEqual(['Chicken with rice']);
    expect((await call('/api/trainer/meals?search=', t.token)).body.data).toEqual([]);

    for (const q of ['kuracie prsia', 'KUŘECÍ', 'chicken']) {
      const found = await call(`/api/trainer/ingredients?search=${encodeURIComponent(q)}`, t.token);
      expect(found.status).toBe(200);
      expect(found.body.data.map((i: Json) => i.id), q).toContain('chicken-breast');
    }
    expect((await call('/api/trainer/ingredients?search=', t.token)).body.data).toEqual([]);
    const enhanced = await call('/api/trainer/ingredients/search-enhanced?search=mlieko', t.token);
    expect(enhanced.body.data[0]).toMatchObject({ matched_language: 'sk', source: 'shipped' });
    expect(enhanced.body.data[0].units.map((u: Json) => u.unit)).toContain('ml');
  });

  it('refuses bad amounts, units and days with the meal messages, and stores nothing', async () => {
    const { t, breakfast, planId } = await setup();
    const before = (await db().select().from(meals)).length;
    for (const amount of [0, -5, 'abc', '1,2,3', 100_001]) {
      const res = await call('/api/trainer/meals', t.token, { body: { title: 'Bad', ingredients: [{ ingredient_id: 'oats', amount, unit: 'g' }] } });
      expect(res.status, String(amount)).toBe(422);
      expect(res.body.errors['ingredients.0.amount']).toEqual([MEAL_MESSAGES.amountInvalid]);
    }
    const unit = await call('/api/trainer/meals', t.token, { body: { title: 'Bad', ingredients: [{ ingredient_id: 'oats', amount: 1, unit: 'piece' }] } });
    expect(unit.body.errors['ingredients.0.ingredient_id']).toEqual([MEAL_MESSAGES.unitNotAvailable]);
    const unknown = await call('/api/trainer/meals', t.token, { body: { title: 'Bad', ingredients: [{ ingredient_id: 'no-such-food', amount: 1, unit: 'g' }] } });
    expect(unknown.body.errors['ingredients.0.ingredient_id']).toEqual([MEAL_MESSAGES.ingredientUnknown]);
    expect((await db().select().from(meals)).length).toBe(before);

    const day = await call(`/api/trainer/meal-plans/${planId}/meals`, t.token, { body: { meal_id: breakfast.id, day: 2, slot: 'dinner' } });
    expect(day.status).toBe(422);
    expect(day.body.errors.day).toEqual([MEAL_MESSAGES.mealPlanDayOutOfRange]);
    const slot = await call(`/api/trainer/meal-plans/${planId}/meals`, t.token, { body: { meal_id: breakfast.id, day: 1, slot: 'brunch' } });
    expect(slot.body.errors.slot).toEqual([MEAL_MESSAGES.mealSlotUnknown]);
    const own = await call('/api/trainer/ingredients/save-manual', t.token, { body: { name: 'Protein bar', kcal: 350, protein: 60, carbs: 40, fat: 10 } });
    expect(own.status).toBe(422);
    expect(own.body.errors.fat).toEqual([MEAL_MESSAGES.macrosOver100]);
  });

  it('another trainer\u2019s meals and plans answer 404 and stay as they are', async () => {
    const { breakfast, planId, template, c } = await setup();
    const other = await makeTrainer(db(), 'Other');
    const paths: [string, string, unknown?][] = [
      ['GET', `/api/trainer/meals/${breakfast.id}`],
      ['PUT', `/api/trainer/meals/${breakfast.id}`, { title: 'Mine now' }],
      ['DELETE', `/api/trainer/meals/${breakfast.id}`],
      ['GET', `/api/trainer/meal-plans/${planId}`],
      ['PUT', `/api/trainer/meal-plans/${planId}`, { title: 'Mine now' }],
      ['DELETE', `/api/trainer/meal-plans/${planId}`],
      ['POST', `/api/trainer/meal-plans/${planId}/meals`, { meal_id: breakfast.id, slot: 'dinner' }],
      ['PUT', `/api/trainer/meal-plans/${planId}/meals/${template.meals[0].pivot_id}`, { slot: 'dinner' }],
      ['DELETE', `/api/trainer/meal-plans/${planId}/meals/${template.meals[0].pivot_id}`],
      ['POST', `/api/clients/${c.clientId}/meal-plans`, { meal_plan_id: planId }],
    ];
    for (const [method, path, body] of paths) expect((await call(path, other.token, { method, body })).status, `${method} ${path}`).toBe(404);
    // A client may not call the trainer's routes at all.
    expect((await call(`/api/trainer/meals/${breakfast.id}`, c.user!.token)).status).toBe(403);
    const [row] = await db().select().from(meals).where(eq(meals.id, breakfast.id));
    expect(row).toMatchObject({ title: 'Oats with banana', deletedAt: null });
    expect((await db().select().from(mealPlans).where(eq(mealPlans.id, planId)))[0]!.title).toBe('Light day');
  });

  it('assigning copies the plan for the client; adjusting it leaves the template alone; only that client sees it', async () => {
    const { t, c, breakfast, lunch, planId } = await setup();
    const assigned = await call(`/api/clients/${c.clientId}/meal-plans`, t.token, { body: { meal_plan_id: planId, starts_on: '2026-03-10' } });
    expect(assigned.status).toBe(201);
    const copy = assigned.body.data as Json;
    expect(copy).toMatchObject({ is_template: false, client_id: c.clientId, copied_from_id: planId, starts_on: '2026-03-10' });
    const copiedBreakfast = copy.meals.find((m: Json) => m.slot === 'breakfast').meal;
    expect(copiedBreakfast.copied_from_id).toBe(breakfast.id);

    // The trainer doubles the oats in the client's copy; the template's meal keeps 50 g.
    const changed = await call(`/api/clients/${c.clientId}/meals/${copiedBreakfast.id}/ingredients`, t.token, {
      method: 'PUT',
      body: { ingredients: [{ ingredient_id: 'oats', amount: 100, unit: 'g' }, { ingredient_id: 'banana', amount: 1, unit: 'piece' }] },
    });
    expect(changed.status).toBe(200);
    expect((await call(`/api/trainer/meals/${breakfast.id}`, t.token)).body.data.ingredients[0].amount).toBe(50);
    // Adding a template meal to the client plan attaches a copy of it.
    const added = await call(`/api/clients/${c.clientId}/meal-plans/${copy.id}/meals`, t.token, { body: { meal_id: lunch.id, day: 1, slot: 'dinner' } });
    expect(added.status).toBe(201);
    const dinner = added.body.data.meals.find((m: Json) => m.slot === 'dinner');
    expect(dinner.meal.copied_from_id).toBe(lunch.id);
    expect(dinner.meal_id).not.toBe(lunch.id);

    const own = await call('/api/client/meal-plans', c.user!.token);
    expect(own.body.data.map((p: Json) => p.id)).toEqual([copy.id]);
    expect((await call(`/api/client/meal-plans/${copy.id}`, c.user!.token)).status).toBe(200);
    expect((await call(`/api/client/meal-plans/${planId}`, c.user!.token)).status).toBe(404);
    // The client adjusts their own meal's ingredients; another client cannot.
    const mine = await call(`/api/client/meal-plans/meal/${copiedBreakfast.id}/ingredients`, c.user!.token, {
      method: 'PUT',
      body: { ingredients: [{ ingredient_id: 'oats', amount: '60,5', unit: 'g' }] },
    });
    expect(mine.status).toBe(200);
    expect(mine.body.data.ingredients).toEqual([{ ingredient_id: 'oats', name: 'Rolled oats', amount: 60.5, unit: 'g' }]);
    const stranger = await makeClient(db(), t.id, { withUser: true, name: 'Stranger' });
    expect((await call('/api/client/meal-plans', stranger.user!.token)).body.data).toEqual([]);
    expect((await call(`/api/client/meal-plans/${copy.id}`, stranger.user!.token)).status).toBe(404);
    expect((await call(`/api/client/meal-plans/meal/${copiedBreakfast.id}/ingredients`, stranger.user!.token, { method: 'PUT', body: { ingredients: [] } })).status).toBe(404);
    expect((await call(`/api/clients/${stranger.clientId}/meal-plans/${copy.id}`, t.token)).status).toBe(404);

    // Unassigning removes the copy and its meals; the template stays.
    expect((await call(`/api/clients/${c.clientId}/meal-plans/${copy.id}`, t.token, { method: 'DELETE' })).status).toBe(204);
    expect((await call('/api/client/meal-plans', c.user!.token)).body.data).toEqual([]);
    expect((await call(`/api/trainer/meal-plans/${planId}`, t.token)).status).toBe(200);
    expect((await db().select().from(meals).where(eq(meals.id, copiedBreakfast.id)))[0]!.deletedAt).not.toBeNull();
  });

  it('auto-populate fills a day once; ticking and editing follow docs/rules/meals.md "Daily totals"; another client\u2019s logs are out of reach', async () => {
    const { t, c, planId } = await setup();
    const copy = (await call(`/api/clients/${c.clientId}/meal-plans`, t.token, { body: { meal_plan_id: planId, starts_on: '2026-03-10' } })).body.data as Json;
    const token = c.user!.token;
    const first = await call('/api/client/meal-logs/auto-populate', token, { body: { date: '2026-03-12', meal_plan_id: copy.id } });
    expect(first.status).toBe(200);
    expect(first.body.data.logs.map((l: Json) => [l.slot, l.calories, l.was_completed])).toEqual([
      ['breakfast', 296, false],
      ['lunch', 440, false],
    ]);
    expect(first.body.data.day.totals).toMatchObject({ calories: 0, completed_logs: 0, total_logs: 2, completion_ratio: 0 });
    const again = await call('/api/client/meal-logs/auto-populate', token, { body: { date: '2026-03-12', meal_plan_id: copy.id } });
    expect(again.body.data.logs).toEqual([]);
    expect(again.body.data.skipped_slots.sort()).toEqual(['breakfast', 'lunch']);

    const [breakfastLog, lunchLog] = first.body.data.logs as Json[];
    expect((await call(`/api/client/meal-logs/${breakfastLog!.id}`, token, { method: 'PUT', body: { was_completed: true } })).status).toBe(200);
    const edited = await call(`/api/client/meal-logs/${lunchLog!.id}`, token, { method: 'PUT', body: { was_completed: true, calories: '300,4', protein: 20.1, carbs: 30.2, fat: 5.3 } });
    expect(edited.body.data).toMatchObject({ calories: 300.4, protein: 20.1 });
    const water = await call('/api/client/meal-logs', token, { body: { logged_at: '2026-03-12T17:00:00+01:00', was_completed: true, calories: 0.4, protein: 0.2, carbs: 0.1, fat: 0, water_ml: 250 } });
    expect(water.status).toBe(201);
    await call('/api/client/meal-logs', token, { body: { logged_at: '2026-03-12T20:00:00+01:00', calories: 500, protein: 1, carbs: 1, fat: 1 } });
    // The next local day (after midnight in Bratislava) does not count.
    await call('/api/client/meal-logs', token, { body: { logged_at: '2026-03-12T23:30:00Z', was_completed: true, calories: 999, protein: 1, carbs: 1, fat: 1 } });

    const day = await call('/api/client/meal-logs/date/2026-03-12', token);
    // 296 + 300.4 + 0.4 = 596.8 kcal; 7.9 + 20.1 + 0.2 protein; completed 3 of 4.
    expect(day.body.data.totals).toEqual({
      date: '2026-03-12',
      calories: 597,
      protein: 28.2,
      carbs: 91.5,
      fat: 8.9,
      water_ml: 250,
      completed_logs: 3,
      total_logs: 4,
      completion_ratio: 0.75,
    });
    const trainerView = await call(`/api/clients/${c.clientId}/meal-logs/date/2026-03-12`, t.token);
    expect(trainerView.body.data.totals).toEqual(day.body.data.totals);

    const bad = await call(`/api/client/meal-logs/${lunchLog!.id}`, token, { method: 'PUT', body: { protein: 10.25, water_ml: -1 } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({ protein: [MEAL_MESSAGES.macroInvalid], water_ml: [MEAL_MESSAGES.waterInvalid] });

    const other = await makeClient(db(), t.id, { withUser: true, name: 'Other' });
    const otherToken = other.user!.token;
    expect((await call(`/api/client/meal-logs/${lunchLog!.id}`, otherToken, { method: 'PUT', body: { calories: 1 } })).status).toBe(404);
    expect((await call(`/api/client/meal-logs/${lunchLog!.id}`, otherToken, { method: 'DELETE' })).status).toBe(404);
    expect((await call('/api/client/meal-logs', otherToken, { body: { id: lunchLog!.id, calories: 1, protein: 1, carbs: 1, fat: 1 } })).status).toBe(403);
    expect((await call('/api/client/meal-logs/auto-populate', otherToken, { body: { date: '2026-03-12', meal_plan_id: copy.id } })).status).toBe(404);
    expect((await call('/api/client/meal-logs/date/2026-03-12', otherToken)).body.data.logs).toEqual([]);
    const stranger = await makeTrainer(db(), 'Stranger');
    expect((await call(`/api/clients/${c.clientId}/meal-logs/date/2026-03-12`, stranger.token)).status).toBe(404);
    const [row] = await db().select().from(mealLogs).where(eq(mealLogs.id, lunchLog!.id));
    expect(row).toMatchObject({ calories: 300.4, deletedAt: null });

    expect((await call(`/api/client/meal-logs/${lunchLog!.id}`, token, { method: 'DELETE' })).status).toBe(204);
    expect((await call(`/api/client/meal-logs/${lunchLog!.id}`, token, { method: 'PUT', body: { calories: 1 } })).status).toBe(404);
  });

  it('own ingredients and custom meals: saved by hand, found by their owner only, logged with their figures', async () => {
    const { t, c } = await setup();
    const token = c.user!.token;
    const saved = await call('/api/client/ingredients/save-manual', token, { body: { name: 'Babičkin koláč', kcal: '410,5', protein: 6, carbs: 55, fat: 18, grams_per_piece: 80 } });
    expect(saved.status).toBe(201);
    const id = saved.body.data.id as string;
    expect(saved.body.data).toMatchObject({ source: 'own', client_id: c.clientId, per_100g: { calories: 410.5 } });
    expect((await call('/api/client/ingredients/search?search=BABICKIN', token)).body.data.map((i: Json) => i.id)).toEqual([id]);
    const other = await makeClient(db(), t.id, { withUser: true, name: 'Other' });
    expect((await call('/api/client/ingredients/search?search=babickin', other.user!.token)).body.data).toEqual([]);
    // The trainer sees their client's ingredient (to adjust the client's meals); another trainer does not.
    expect((await call('/api/trainer/ingredients?search=kolac', t.token)).body.data.map((i: Json) => i.id)).toContain(id);
    const stranger = await makeTrainer(db(), 'Stranger');
    expect((await call('/api/trainer/ingredients?search=kolac', stranger.token)).body.data.map((i: Json) => i.id)).not.toContain(id);

    const custom = await call('/api/client/custom-meals', token, { body: { title: 'Koláč', ingredients: [{ ingredient_id: id, amount: 1, unit: 'piece' }] } });
    expect(custom.status).toBe(201);
    expect(custom.body.data.totals).toEqual({ calories: 328, protein: 4.8, carbs: 44, fat: 14.4 });
    const usedByOther = await call('/api/client/custom-meals', other.user!.token, { body: { title: 'Not mine', ingredients: [{ ingredient_id: id, amount: 1, unit: 'piece' }] } });
    expect(usedByOther.body.errors['ingredients.0.ingredient_id']).toEqual([MEAL_MESSAGES.ingredientUnknown]);
    const empty = await call('/api/client/custom-meals', token, { body: { title: 'Nothing' } });
    expect(empty.body.errors.ingredients).toEqual([MEAL_MESSAGES.customMealNutritionRequired]);
    const out = await call('/api/client/custom-meals', token, { body: { title: 'Pizza out', nutrition: { calories: 850, protein: 35, carbs: 90, fat: 38 } } });
    const log = await call('/api/client/meal-logs', token, { body: { meal_id: custom.body.data.id, was_completed: true } });
    expect(log.body.data).toMatchObject({ calories: 328, protein: 4.8, meal_id: custom.body.data.id });
    expect((await call(`/api/client/custom-meals/${out.body.data.id}`, token, { method: 'PUT', body: { nutrition: null } })).status).toBe(422);
    expect((await call(`/api/client/custom-meals/${out.body.data.id}`, other.user!.token, { method: 'PUT', body: { title: 'x' } })).status).toBe(404);
    expect((await call('/api/client/custom-meals', token)).body.data.map((m: Json) => m.title)).toEqual(['Koláč', 'Pizza out']);
    expect((await call(`/api/client/custom-meals/${out.body.data.id}`, token, { method: 'DELETE' })).status).toBe(204);
  });

  it('the Meals early-access switch: on by default, set by an admin only, followed by the trainer\u2019s clients', async () => {
    const t = await makeTrainer(db());
    const c = await makeClient(db(), t.id, { withUser: true });
    const admin = await makeAdmin(db());
    expect((await call('/api/user', t.token)).body.meals_enabled).toBe(true);
    expect((await call(`/api/admin/trainers/${t.id}/meals`, t.token, { method: 'PUT', body: { meals_enabled: false } })).status).toBe(403);
    expect((await call(`/api/admin/trainers/${c.user!.id}/meals`, admin.token, { method: 'PUT', body: { meals_enabled: false } })).status).toBe(404);
    const off = await call(`/api/admin/trainers/${t.id}/meals`, admin.token, { method: 'PUT', body: { meals_enabled: false } });
    expect(off.body.data).toEqual({ id: t.id, meals_enabled: false });
    expect((await call('/api/user', t.token)).body.meals_enabled).toBe(false);
    expect((await call('/api/user', c.user!.token)).body.meals_enabled).toBe(false);
    await call(`/api/admin/trainers/${t.id}/meals`, admin.token, { method: 'PUT', body: { meals_enabled: true } });
    expect((await call('/api/user', c.user!.token)).body.meals_enabled).toBe(true);
  });
});


