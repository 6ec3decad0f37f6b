import { describe, expect, it } from 'vitest';
import { autoPopulateMealLogs } from '../../../domain/meals/auto-populate';
import type { MealLogRow, MealPlanMealRow, MealPlanRow, MealRow } from '../../../domain/meals/entity';
import type { MealData } from './day';
import { dayView, logTitles, resolverOf } from './dayView';

const TZ = 'Europe/Prague';
const stamps = { createdAt: '2026-03-01T00:00:00Z', updatedAt: '2026-03-01T00:00:00Z' };
const plan: MealPlanRow = { id: 'p1', clientId: 'c1', title: 'Cut', description: null, days: 2, copiedFromId: 't1', startsOn: '2026-03-01', ...stamps };
const meals: MealRow[] = [
  { id: 'm1', clientId: 'c1', title: 'Chicken and rice', description: null, ingredients: [{ ingredientId: 'chicken-breast', amount: 150, unit: 'g' }, { ingredientId: 'rice-white', amount: 80, unit: 'g' }], copiedFromId: null, ...stamps },
  { id: 'm2', clientId: 'c1', title: 'Rice bowl', description: null, ingredients: [{ ingredientId: 'rice-white', amount: 3, unit: 'tbsp' }], copiedFromId: null, ...stamps },
];
const pivots: MealPlanMealRow[] = [
  { id: 'v1', mealPlanId: 'p1', clientId: 'c1', mealId: 'm1', day: 1, slot: 'lunch', position: 0, ...stamps },
  { id: 'v2', mealPlanId: 'p1', clientId: 'c1', mealId: 'm2', day: 1, slot: 'breakfast', position: 0, ...stamps },
  { id: 'v3', mealPlanId: 'p1', clientId: 'c1', mealId: 'm2', day: 2, slot: 'dinner', position: 0, ...stamps },
];
const data = (logs: MealLogRow[] = []): MealData => ({ logs, plans: [plan], pivots, meals, customMeals: [], ingredients: [] });

describe('dayView', () => {
  it('shows the plan day (days repeat), its meals in the order of the day with figures, and its target', () => {
    const d = data();
    const v = dayView(d, '2026-03-03', TZ, resolverOf(d)); // day 1 again of a 2-day plan
    expect(v.planDay).toBe(1);
    expect(v.planned.map((p) => p.meal.title)).toEqual(['Rice bowl', 'Chicken and rice']);
    // chicken 150 g (120 kcal, 22.5 P, 2.6 F /100 g) + rice 80 g (365, 7.1 P, 80 C, 0.7 F /100 g); 3 tbsp rice = 36 g.
    expect(v.planned[1]!.figures).toEqual({ calories: 472, protein: 39.4, carbs: 64, fat: 4.5 });
    expect(v.planned[0]!.figures).toEqual({ calories: 131, protein: 2.6, carbs: 28.8, fat: 0.3 });
    // The day rounds its unrounded sum, not the rounded meals (41.986 g protein, 4.712 g fat).
    expect(v.targets).toEqual({ calories: 603, protein: 42, carbs: 92.8, fat: 4.7 });
    expect(v.canFill).toBe(true);
  });

  it('after filling from the plan nothing is left to fill, and the totals count only what was eaten', () => {
    const d = data();
    const { logs } = autoPopulateMealLogs({ date: '2026-03-01', timeZone: TZ, pivots, day: 1, mealById: (id) => meals.find((m) => m.id === id), resolve: resolverOf(d), existingLogs: [], clientId: 'c1' });
    const rows: MealLogRow[] = logs.map((l) => ({ ...l, clientId: 'c1', ...stamps }));
    rows[1] = { ...rows[1]!, wasCompleted: true };
    const filled = data(rows);
    const v = dayView(filled, '2026-03-01', TZ, resolverOf(filled));
    expect(v.canFill).toBe(false);
    expect(v.planned.every((p) => p.logged)).toBe(true);
    expect(v.meals.map((l) => l.slot)).toEqual(['breakfast', 'lunch']);
    expect(v.totals).toMatchObject({ calories: 472, protein: 39.4, carbs: 64, fat: 4.5, completedLogs: 1, totalLogs: 2, completionRatio: 0.5 });
    expect(logTitles(filled)(rows[0]!)).toBe('Rice bowl');
    expect(logTitles(filled)({ mealId: null })).toBeNull();
  });

  it('has no plan day before the plan starts', () => {
    const d = data();
    const v = dayView(d, '2026-02-28', TZ, resolverOf(d));
    expect(v.plan).toBeNull();
    expect(v.targets).toBeNull();
    expect(v.planned).toEqual([]);
  });
});
