import { z } from 'zod';
import { ingredientIdSchema, type IngredientResolver } from './ingredients';
import { AMOUNT_MAX, LOG_CALORIES_MAX, LOG_MACRO_MAX, MEAL_INGREDIENTS_MAX, MEAL_TITLE_MAX } from './limits';
import { MEAL_MESSAGES } from './messages';
import { decimalField } from './numbers';
import { gramsPerUnit, unitSchema } from './units';

/** How much of one ingredient a meal holds: a shipped slug or an own ingredient's id, an amount and its unit. */
export const mealIngredientSchema = z.object({
  ingredientId: ingredientIdSchema,
  amount: decimalField({ min: 0, max: AMOUNT_MAX, message: MEAL_MESSAGES.amountInvalid, exclusiveMin: true, decimals: 2 }),
  unit: unitSchema,
});
export type MealIngredient = z.output<typeof mealIngredientSchema>;

const title = (max: number, required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: tooLong });

const mealTitle = title(MEAL_TITLE_MAX, MEAL_MESSAGES.mealTitleRequired, MEAL_MESSAGES.mealTitleTooLong);
const ingredients = z.array(mealIngredientSchema).max(MEAL_INGREDIENTS_MAX, { error: MEAL_MESSAGES.mealTooManyIngredients });

/**
 * A meal of a trainer's (docs/rules/meals.md "Meals and meal plans" "Meal: id, title"): its ingredients are kept
 * in the row, in order, so a meal syncs and copies as one record. A meal may
 * be saved before it has ingredients.
 */
export const mealInputSchema = z.object({
  title: mealTitle,
  description: z.string().trim().max(5000).nullable().optional(),
  ingredients: ingredients.default([]),
});
export type MealInput = z.output<typeof mealInputSchema>;

/** A meal as stored: the input plus its device-made id and, for a client's copy, the client and the meal it was copied from. */
export interface Meal extends MealInput {
  id: string;
  clientId: string | null;
  copiedFromId: string | null;
}

const logMacro = decimalField({ min: 0, max: LOG_MACRO_MAX, message: MEAL_MESSAGES.macroInvalid, decimals: 1 });

/** Calories and macros typed by hand: for a custom meal without ingredients, or a meal log. */
export const nutritionInputSchema = z.object({
  calories: decimalField({ min: 0, max: LOG_CALORIES_MAX, message: MEAL_MESSAGES.caloriesInvalid, decimals: 1 }),
  protein: logMacro,
  carbs: logMacro,
  fat: logMacro,
});
export type NutritionInput = z.output<typeof nutritionInputSchema>;

/**
 * A client's custom meal (/api/client/custom-meals): built from ingredients,
 * or, for a meal eaten out, just its calories and macros. Given both, the
 * typed figures win (the client knows better than the recipe).
 */
export const customMealInputSchema = z
  .object({
    title: mealTitle,
    ingredients: ingredients.default([]),
    nutrition: nutritionInputSchema.nullable().default(null),
  })
  .superRefine((v, ctx) => {
    if (v.ingredients.length === 0 && v.nutrition === null) {
      ctx.addIssue({ code: 'custom', path: ['ingredients'], message: MEAL_MESSAGES.customMealNutritionRequired });
    }
  });
export type CustomMealInput = z.output<typeof customMealInputSchema>;

export interface CustomMeal extends CustomMealInput {
  id: string;
  clientId: string;
}

export interface MealIngredientProblem {
  index: number;
  message: string;
}

/**
 * Checks what the schema cannot: that each ingredient exists (shipped or the
 * user's own) and can be measured in the chosen unit. An empty list is valid.
 */
export function checkMealIngredients(list: readonly MealIngredient[], resolve: IngredientResolver): MealIngredientProblem[] {
  const problems: MealIngredientProblem[] = [];
  list.forEach((item, index) => {
    const ingredient = resolve(item.ingredientId);
    if (!ingredient) problems.push({ index, message: MEAL_MESSAGES.ingredientUnknown });
    else if (gramsPerUnit(item.unit, ingredient.units) === undefined) problems.push({ index, message: MEAL_MESSAGES.unitNotAvailable });
  });
  return problems;
}
