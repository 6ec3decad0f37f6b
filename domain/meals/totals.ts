import type { IngredientResolver, Nutrients } from './ingredients';
import type { Meal, MealIngredient } from './meal';
import { mealsOfDay, type MealPlanMeal } from './meal-plan';
import { MEAL_SLOTS, type MealSlot } from './slots';
import { toGrams } from './units';
import { round1 } from './round';

export const ZERO_NUTRIENTS: Readonly<Nutrients> = Object.freeze({ kcal: 0, protein: 0, carbs: 0, fat: 0 });

export function addNutrients(a: Nutrients, b: Nutrients): Nutrients {
  return { kcal: a.kcal + b.kcal, protein: a.protein + b.protein, carbs: a.carbs + b.carbs, fat: a.fat + b.fat };
}

export { round1 };

/** For display and logs, as docs/rules/meals.md "Daily totals" rounds daily totals: kcal whole, macros to one decimal. Round sums, not parts. */
export function roundNutrients(n: Nutrients): Nutrients {
  return { kcal: Math.round(n.kcal), protein: round1(n.protein), carbs: round1(n.carbs), fat: round1(n.fat) };
}

/** Energy and macros of one ingredient line, or null when the ingredient is unknown or its unit does not apply. */
export function nutrientsOf(item: MealIngredient, resolve: IngredientResolver): Nutrients | null {
  const ingredient = resolve(item.ingredientId);
  if (!ingredient) return null;
  const grams = toGrams(item.amount, item.unit, ingredient.units);
  if (grams === null) return null;
  const f = grams / 100;
  const p = ingredient.per100g;
  return { kcal: p.kcal * f, protein: p.protein * f, carbs: p.carbs * f, fat: p.fat * f };
}

export interface MealTotals {
  /** Unrounded sums; round with roundNutrients to show them. */
  totals: Nutrients;
  grams: number;
  /** Indexes of lines left out: unknown ingredient or a unit it cannot use. */
  skipped: number[];
}

/** A meal's totals from its ingredients. */
export function mealTotals(ingredients: readonly MealIngredient[], resolve: IngredientResolver): MealTotals {
  let totals: Nutrients = { ...ZERO_NUTRIENTS };
  let grams = 0;
  const skipped: number[] = [];
  ingredients.forEach((item, index) => {
    const n = nutrientsOf(item, resolve);
    if (!n) return void skipped.push(index);
    totals = addNutrients(totals, n);
    grams += toGrams(item.amount, item.unit, resolve(item.ingredientId)!.units)!;
  });
  return { totals, grams, skipped };
}

export interface PlanDayTotals {
  bySlot: Record<MealSlot, Nutrients>;
  total: Nutrients;
  /** Pivots whose meal was not found. */
  missingMealIds: string[];
}

/** Totals of one plan day, per slot and for the day, from the meals its pivots attach. Unrounded. */
export function planDayTotals(
  pivots: readonly MealPlanMeal[],
  day: number,
  mealById: (id: string) => Pick<Meal, 'ingredients'> | undefined,
  resolve: IngredientResolver,
): PlanDayTotals {
  const bySlot = Object.fromEntries(MEAL_SLOTS.map((s) => [s, { ...ZERO_NUTRIENTS }])) as Record<MealSlot, Nutrients>;
  let total: Nutrients = { ...ZERO_NUTRIENTS };
  const missingMealIds: string[] = [];
  for (const p of mealsOfDay(pivots, day)) {
    const meal = mealById(p.mealId);
    if (!meal) {
      missingMealIds.push(p.mealId);
      continue;
    }
    const { totals } = mealTotals(meal.ingredients, resolve);
    bySlot[p.slot] = addNutrients(bySlot[p.slot], totals);
    total = addNutrients(total, totals);
  }
  return { bySlot, total, missingMealIds };
}
