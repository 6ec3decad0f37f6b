import { describe, expect, it } from 'vitest';
import { ingredientResolver } from './shipped';
import type { MealPlanMeal } from './meal-plan';
import { mealTotals, nutrientsOf, planDayTotals, round1, roundNutrients } from './totals';

const resolve = ingredientResolver();

describe('meal totals', () => {
  it('sum ingredients in any unit from their figures per 100 g', () => {
    const { totals, grams, skipped } = mealTotals(
      [
        { ingredientId: 'oats', amount: 60, unit: 'g' }, // 227.4 kcal, 7.92 P, 40.62 C, 3.9 F
        { ingredientId: 'milk-low-fat', amount: 200, unit: 'ml' }, // 206 g: 86.52 kcal, 7.004 P, 10.3 C, 2.06 F
        { ingredientId: 'banana', amount: 1, unit: 'piece' }, // 120 g: 106.8 kcal, 1.32 P, 27.36 C, 0.36 F
      ],
      resolve,
    );
    expect(skipped).toEqual([]);
    expect(grams).toBeCloseTo(386);
    expect(roundNutrients(totals)).toEqual({ kcal: 421, protein: 16.2, carbs: 78.3, fat: 6.3 });
  });

  it('leave out lines they cannot convert and say which', () => {
    const { totals, skipped } = mealTotals(
      [
        { ingredientId: 'rice-white', amount: 1, unit: 'piece' },
        { ingredientId: 'egg', amount: 2, unit: 'piece' },
        { ingredientId: 'unknown-thing', amount: 5, unit: 'g' },
      ],
      resolve,
    );
    expect(skipped).toEqual([0, 2]);
    expect(roundNutrients(totals)).toEqual({ kcal: 143, protein: 12.6, carbs: 0.7, fat: 9.5 });
    expect(nutrientsOf({ ingredientId: 'unknown-thing', amount: 1, unit: 'g' }, resolve)).toBeNull();
  });

  it('round half up without float slips', () => {
    expect(round1(0.1 + 0.2)).toBe(0.3);
    expect(round1(1.05)).toBe(1.1);
    expect(round1(2.449)).toBe(2.4);
  });
});

describe('plan day totals', () => {
  it('sum each slot and the day; missing meals are reported', () => {
    const meals = new Map([
      ['m-breakfast', { ingredients: [{ ingredientId: 'tvaroh-low-fat', amount: 250, unit: 'g' as const }] }],
      ['m-lunch', { ingredients: [{ ingredientId: 'chicken-breast', amount: 200, unit: 'g' as const }, { ingredientId: 'rice-white', amount: 80, unit: 'g' as const }] }],
      ['m-snack', { ingredients: [{ ingredientId: 'apple', amount: 1, unit: 'piece' as const }] }],
    ]);
    const p = (id: string, day: number, slot: MealPlanMeal['slot'], mealId: string): MealPlanMeal => ({ id, mealPlanId: 'plan', mealId, day, slot, position: 0 });
    const pivots = [
      p('1', 1, 'breakfast', 'm-breakfast'),
      p('2', 1, 'lunch', 'm-lunch'),
      p('3', 1, 'snacks', 'm-snack'),
      p('4', 1, 'snacks', 'm-snack'),
      p('5', 1, 'dinner', 'gone'),
      p('6', 2, 'lunch', 'm-lunch'),
    ];
    const day = planDayTotals(pivots, 1, (id) => meals.get(id), resolve);
    expect(roundNutrients(day.bySlot.breakfast)).toEqual({ kcal: 180, protein: 25.8, carbs: 16.8, fat: 0.8 });
    expect(roundNutrients(day.bySlot.lunch)).toEqual({ kcal: 532, protein: 50.7, carbs: 64, fat: 5.8 });
    expect(roundNutrients(day.bySlot.snacks)).toEqual({ kcal: 187, protein: 1.1, carbs: 49.7, fat: 0.7 });
    expect(day.bySlot.dinner).toEqual({ kcal: 0, protein: 0, carbs: 0, fat: 0 });
    // The day rounds its own sum (77.51 g protein), not the sum of rounded slots (77.6).
    expect(roundNutrients(day.total)).toEqual({ kcal: 899, protein: 77.5, carbs: 130.4, fat: 7.2 });
    expect(day.missingMealIds).toEqual(['gone']);
  });
});
