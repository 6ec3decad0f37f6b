import { describe, expect, it } from 'vitest';
import { autoPopulatedLogId, autoPopulateMealLogs } from './auto-populate';
import { ingredientResolver } from './shipped';
import type { Meal } from './meal';
import { mealLogInputSchema } from './meal-log';
import type { MealPlanMeal } from './meal-plan';

const M1 = '0190a0b0-0000-7000-8000-0000000000a1';
const M2 = '0190a0b0-0000-7000-8000-0000000000a2';
const M3 = '0190a0b0-0000-7000-8000-0000000000a3';
const meals = new Map<string, Pick<Meal, 'id' | 'ingredients'>>([
  [M1, { id: M1, ingredients: [{ ingredientId: 'oats', amount: 60, unit: 'g' }, { ingredientId: 'milk-low-fat', amount: 200, unit: 'ml' }] }],
  [M2, { id: M2, ingredients: [{ ingredientId: 'chicken-breast', amount: 200, unit: 'g' }, { ingredientId: 'rice-white', amount: 80, unit: 'g' }] }],
  [M3, { id: M3, ingredients: [{ ingredientId: 'apple', amount: 1, unit: 'piece' }] }],
]);
const p = (id: string, day: number, slot: MealPlanMeal['slot'], mealId: string, position = 0): MealPlanMeal => ({ id, mealPlanId: 'plan', mealId, day, slot, position });
const pivots = [p('1', 1, 'breakfast', M1), p('2', 1, 'lunch', M2), p('3', 1, 'snacks', M3), p('4', 1, 'snacks', M3, 1), p('5', 2, 'dinner', M2)];

const CLIENT = '0190a0b0-0000-7000-8000-0000000000c1';

describe('autoPopulateMealLogs', () => {
  const base = { date: '2025-03-10', timeZone: 'Europe/Bratislava', pivots, day: 1, mealById: (id: string) => meals.get(id), resolve: ingredientResolver(), clientId: CLIENT };

  it('makes one uncompleted log per meal of the plan day, with the meal\'s rounded totals at the slot\'s time', () => {
    const { logs, skippedSlots } = autoPopulateMealLogs({ ...base, existingLogs: [] });
    expect(skippedSlots).toEqual([]);
    expect(logs.map((l) => [l.slot, l.loggedAt, l.mealId])).toEqual([
      ['breakfast', '2025-03-10T07:00:00.000Z', M1],
      ['lunch', '2025-03-10T11:00:00.000Z', M2],
      ['snacks', '2025-03-10T14:00:00.000Z', M3],
      ['snacks', '2025-03-10T14:00:00.000Z', M3],
    ]);
    expect(logs[1]).toEqual({
      id: autoPopulatedLogId(CLIENT, '2025-03-10', '2'),
      loggedAt: '2025-03-10T11:00:00.000Z',
      wasCompleted: false,
      calories: 532,
      protein: 50.7,
      carbs: 64,
      fat: 5.8,
      waterMl: 0,
      sessionId: null,
      mealId: M2,
      slot: 'lunch',
    });
    for (const l of logs) expect(mealLogInputSchema.parse(l)).toEqual(l);
  });

  it('skips slots already logged that local day, so running it twice adds nothing', () => {
    const existing = [
      { loggedAt: '2025-03-10T06:30:00Z', slot: 'breakfast' as const },
      { loggedAt: '2025-03-09T11:00:00Z', slot: 'lunch' as const }, // yesterday: does not block
      { loggedAt: '2025-03-10T09:00:00Z', slot: null }, // a glass of water: no slot
    ];
    const first = autoPopulateMealLogs({ ...base, existingLogs: existing });
    expect(first.skippedSlots).toEqual(['breakfast']);
    expect(first.logs.map((l) => l.slot)).toEqual(['lunch', 'snacks', 'snacks']);
    const again = autoPopulateMealLogs({ ...base, existingLogs: [...existing, ...first.logs] });
    expect(again.logs).toEqual([]);
  });

  it('gives every device the same ids for a client\'s day, a log per pivot, and other days or clients other ids', () => {
    const phoneA = autoPopulateMealLogs({ ...base, existingLogs: [] });
    const phoneB = autoPopulateMealLogs({ ...base, existingLogs: [] });
    expect(phoneB.logs.map((l) => l.id)).toEqual(phoneA.logs.map((l) => l.id));
    // The two snacks of one meal are two logs.
    expect(new Set(phoneA.logs.map((l) => l.id)).size).toBe(4);
    for (const l of phoneA.logs) expect(mealLogInputSchema.shape.id.safeParse(l.id).success).toBe(true);
    const nextDay = autoPopulateMealLogs({ ...base, date: '2025-03-11', existingLogs: [] });
    const otherClient = autoPopulateMealLogs({ ...base, clientId: M3, existingLogs: [] });
    for (const other of [nextDay, otherClient]) expect(other.logs.some((l) => phoneA.logs.some((a) => a.id === l.id))).toBe(false);
  });

  it('leaves out meals that are not found', () => {
    const { logs } = autoPopulateMealLogs({ ...base, mealById: (id) => (id === M2 ? undefined : meals.get(id)), existingLogs: [] });
    expect(logs.map((l) => l.slot)).toEqual(['breakfast', 'snacks', 'snacks']);
  });
});

describe('meal log schema', () => {
  it('takes the REST fields with defaults and normalises the instant', () => {
    const parsed = mealLogInputSchema.parse({ id: M1, loggedAt: '2025-03-10T08:00:00+01:00', calories: 300, protein: '20,5', carbs: 30, fat: 10 });
    expect(parsed).toEqual({
      id: M1,
      loggedAt: '2025-03-10T07:00:00.000Z',
      wasCompleted: false,
      calories: 300,
      protein: 20.5,
      carbs: 30,
      fat: 10,
      waterMl: 0,
      sessionId: null,
      mealId: null,
      slot: null,
    });
    expect(mealLogInputSchema.safeParse({ ...parsed, waterMl: 250.5 }).success).toBe(false);
    expect(mealLogInputSchema.safeParse({ ...parsed, slot: 'brunch' }).success).toBe(false);
  });
});
