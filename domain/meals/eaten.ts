import type { IngredientResolver, Nutrients } from './ingredients';
import { AMOUNT_MAX, MEAL_INGREDIENTS_MAX } from './limits';
import type { MealIngredient, NutritionInput } from './meal';
import { MEAL_MESSAGES } from './messages';
import { decimalField } from './numbers';
import { addNutrients, mealTotals, nutrientsOf, roundNutrients, ZERO_NUTRIENTS } from './totals';

/*
 * What a client logs as eaten, picked from the ingredient table, their
 * trainer's meals or their own saved foods (the client's "Add a meal"): an
 * amount of an ingredient, or portions of a meal. One meal log holds the
 * figures of several such items; the items themselves are kept, when the
 * client saves the meal for next time, as the ingredients of a custom meal.
 */

/** One thing eaten: an amount of an ingredient, or portions of a meal (its ingredients, or its figures when it has none). */
export type EatenItem =
  | ({ kind: 'ingredient' } & MealIngredient)
  | { kind: 'meal'; portions: number; ingredients: readonly MealIngredient[]; nutrition: NutritionInput | null };

/** Portions of a meal as typed (point or comma): more than 0, at most 100, two decimals. */
export const portionsField = decimalField({ min: 0, max: 100, message: MEAL_MESSAGES.amountInvalid, exclusiveMin: true, decimals: 2 });

/**
 * Unrounded energy and macros of one item, or null when it cannot be worked
 * out (an unknown ingredient, a unit it cannot be measured in). A meal's own
 * figures win over its ingredients, as a custom meal's do (meal.ts).
 */
export function eatenNutrients(item: EatenItem, resolve: IngredientResolver): Nutrients | null {
  if (item.kind === 'ingredient') return nutrientsOf(item, resolve);
  const p = item.portions;
  const whole = item.nutrition
    ? { kcal: item.nutrition.calories, protein: item.nutrition.protein, carbs: item.nutrition.carbs, fat: item.nutrition.fat }
    : mealTotals(item.ingredients, resolve).totals;
  return { kcal: whole.kcal * p, protein: whole.protein * p, carbs: whole.carbs * p, fat: whole.fat * p };
}

/**
 * The figures a meal log stores for these items: their sum, rounded once as
 * docs/rules/meals.md "Daily totals" rounds daily totals (kcal whole, macros to one decimal). Items that
 * cannot be worked out add nothing.
 */
export function eatenFigures(items: readonly EatenItem[], resolve: IngredientResolver): NutritionInput {
  let sum: Nutrients = { ...ZERO_NUTRIENTS };
  for (const item of items) {
    const n = eatenNutrients(item, resolve);
    if (n) sum = addNutrients(sum, n);
  }
  const r = roundNutrients(sum);
  return { calories: r.kcal, protein: r.protein, carbs: r.carbs, fat: r.fat };
}

/**
 * The items as one ingredient list (a meal's lines times its portions), for a
 * custom meal to keep what was eaten; null when they cannot be kept faithfully
 * as one (a meal known only by its figures, an amount out of range, too many
 * lines): the custom meal then keeps its figures alone.
 */
export function eatenLines(items: readonly EatenItem[]): MealIngredient[] | null {
  const lines: MealIngredient[] = [];
  for (const item of items) {
    if (item.kind === 'ingredient') {
      lines.push({ ingredientId: item.ingredientId, amount: item.amount, unit: item.unit });
      continue;
    }
    if (item.nutrition || item.ingredients.length === 0) return null;
    for (const l of item.ingredients) lines.push({ ingredientId: l.ingredientId, amount: Math.round(l.amount * item.portions * 100) / 100, unit: l.unit });
  }
  if (lines.length > MEAL_INGREDIENTS_MAX || lines.some((l) => !(l.amount > 0) || l.amount > AMOUNT_MAX)) return null;
  return lines;
}
