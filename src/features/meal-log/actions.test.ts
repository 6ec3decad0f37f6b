import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { MealLogRow, MealPlanMealRow, MealPlanRow, MealRow } from '../../../domain/meals/entity';
import { openUserDb, type RepwiseDb } from '../../../replica/db/schema';
import { fillDayFromPlan, setDayWater } from './actions';
import type { MealData } from './day';
import { dayView, resolverOf } from './dayView';

const TZ = 'Europe/Bratislava';
const clientId = '0190a1b2-0000-7000-8000-00000000c001';
const id = (n: number) => `0190a1b2-0000-7000-8000-${String(n).padStart(12, '0')}`;
const stamps = { createdAt: '2026-03-01T00:00:00.000Z', updatedAt: '2026-03-01T00:00:00.000Z' };
const plan: MealPlanRow = { id: id(1), clientId, title: 'Cut', description: null, days: 1, copiedFromId: null, startsOn: '2026-03-01', ...stamps };
const meals: MealRow[] = [
  { id: id(2), clientId, title: 'Oats', description: null, ingredients: [{ ingredientId: 'oats', amount: 80, unit: 'g' }], copiedFromId: null, ...stamps },
  { id: id(3), clientId, title: 'Chicken', description: null, ingredients: [{ ingredientId: 'chicken-breast', amount: 150, unit: 'g' }], copiedFromId: null, ...stamps },
];
const pivots: MealPlanMealRow[] = [
  { id: id(4), mealPlanId: plan.id, clientId, mealId: id(2), day: 1, slot: 'breakfast', position: 0, ...stamps },
  { id: id(5), mealPlanId: plan.id, clientId, mealId: id(3), day: 1, slot: 'lunch', position: 0, ...stamps },
];

let db: RepwiseDb;
afterEach(async () => {
  await db?.delete();
});

async function read(): Promise<MealData> {
  const logs = (await db.table('mealLogs').toArray()) as MealLogRow[];
  return { logs, plans: [plan], pivots, meals, customMeals: [], ingredients: [] };
}

describe('the day view’s writes', () => {
  it('fill the day from the plan once: a second fill adds nothing, and the logs are queued for the server', async () => {
    db = openUserDb(`meal-actions-${Math.random()}`);
    // The fill reads the plan from the device, as the server reads it from its database.
    await db.table('mealPlans').put(plan);
    await db.table('mealPlanMeals').bulkPut(pivots);
    await db.table('meals').bulkPut(meals);
    const data = await read();
    const resolve = resolverOf(data);
    const view = dayView(data, '2026-03-10', TZ, resolve);
    expect(await fillDayFromPlan(db, view, TZ)).toBe(2);
    const after = await read();
    expect(after.logs.map((l) => [l.slot, l.wasCompleted, l.clientId])).toEqual(
      expect.arrayContaining([
        ['breakfast', false, clientId],
        ['lunch', false, clientId],
      ]),
    );
    expect(await fillDayFromPlan(db, dayView(after, '2026-03-10', TZ, resolve), TZ)).toBe(0);
    expect(await db.table('mealLogs').count()).toBe(2);
    expect((await db.outbox.toArray()).map((o) => o.name)).toEqual(['mealLog.create', 'mealLog.create']);
  });

  it('keep the day’s water in one log: +250 twice, then typed', async () => {
    db = openUserDb(`meal-actions-${Math.random()}`);
    const at = '2026-03-10T11:00:00.000Z';
    const water = async (ml: number) => {
      const data = await read();
      await setDayWater(db, dayView(data, '2026-03-10', TZ, resolverOf(data)), clientId, ml, at);
    };
    await water(250);
    await water(500);
    let data = await read();
    expect(data.logs).toHaveLength(1);
    expect(dayView(data, '2026-03-10', TZ, resolverOf(data)).totals.waterMl).toBe(500);
    await water(1800);
    data = await read();
    expect(data.logs).toHaveLength(1);
    expect(dayView(data, '2026-03-10', TZ, resolverOf(data)).totals.waterMl).toBe(1800);
  });
});
