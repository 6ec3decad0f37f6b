import { describe, expect, it } from 'vitest';
import { ingredientResolver } from './shipped';
import { checkMealIngredients, customMealInputSchema, mealInputSchema } from './meal';
import { MEAL_MESSAGES } from './messages';

const messages = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues.map((i) => i.message) ?? [];

describe('meal schema', () => {
  it('parses a meal with ingredients in units, decimal commas accepted', () => {
    const meal = mealInputSchema.parse({
      title: ' Ovsená kaša s banánom ',
      ingredients: [
        { ingredientId: 'oats', amount: 60, unit: 'g' },
        { ingredientId: 'milk-low-fat', amount: '250', unit: 'ml' },
        { ingredientId: 'banana', amount: '0,5', unit: 'piece' },
      ],
    });
    expect(meal.title).toBe('Ovsená kaša s banánom');
    expect(meal.ingredients[2]).toEqual({ ingredientId: 'banana', amount: 0.5, unit: 'piece' });
    expect(mealInputSchema.parse({ title: 'Empty for now' }).ingredients).toEqual([]);
  });

  it('rejects a missing title, a zero amount, an unknown unit and too many ingredients', () => {
    expect(messages(mealInputSchema.safeParse({ title: ' ' }))).toEqual([MEAL_MESSAGES.mealTitleRequired]);
    expect(messages(mealInputSchema.safeParse({ title: 'x'.repeat(256) }))).toEqual([MEAL_MESSAGES.mealTitleTooLong]);
    expect(messages(mealInputSchema.safeParse({ title: 'A', ingredients: [{ ingredientId: 'oats', amount: 0, unit: 'g' }] }))).toEqual([MEAL_MESSAGES.amountInvalid]);
    expect(messages(mealInputSchema.safeParse({ title: 'A', ingredients: [{ ingredientId: 'oats', amount: 1, unit: 'cup' }] }))).toEqual([MEAL_MESSAGES.unitUnknown]);
    expect(messages(mealInputSchema.safeParse({ title: 'A', ingredients: [{ ingredientId: 'Not An Id', amount: 1, unit: 'g' }] }))).toEqual([MEAL_MESSAGES.ingredientUnknown]);
    const many = Array.from({ length: 101 }, () => ({ ingredientId: 'oats', amount: 1, unit: 'g' }));
    expect(messages(mealInputSchema.safeParse({ title: 'A', ingredients: many }))).toEqual([MEAL_MESSAGES.mealTooManyIngredients]);
  });

  it('checks that ingredients exist and take their unit', () => {
    const problems = checkMealIngredients(
      [
        { ingredientId: 'oats', amount: 60, unit: 'g' },
        { ingredientId: 'rice-white', amount: 1, unit: 'piece' },
        { ingredientId: 'dragon-fruit-x', amount: 1, unit: 'g' },
      ],
      ingredientResolver(),
    );
    expect(problems).toEqual([
      { index: 1, message: MEAL_MESSAGES.unitNotAvailable },
      { index: 2, message: MEAL_MESSAGES.ingredientUnknown },
    ]);
  });
});

describe('custom meal schema', () => {
  it('takes ingredients or typed figures', () => {
    expect(customMealInputSchema.parse({ title: 'Burger', nutrition: { calories: '650', protein: 30, carbs: '45,5', fat: 35 } }).nutrition).toEqual({
      calories: 650,
      protein: 30,
      carbs: 45.5,
      fat: 35,
    });
    expect(customMealInputSchema.parse({ title: 'Tvaroh', ingredients: [{ ingredientId: 'tvaroh-low-fat', amount: 250, unit: 'g' }] }).nutrition).toBeNull();
  });

  it('refuses neither', () => {
    expect(messages(customMealInputSchema.safeParse({ title: 'Nothing' }))).toEqual([MEAL_MESSAGES.customMealNutritionRequired]);
    expect(messages(customMealInputSchema.safeParse({ title: 'X', nutrition: { calories: 10001, protein: 1, carbs: 1, fat: 1.25 } }))).toEqual([
      MEAL_MESSAGES.caloriesInvalid,
      MEAL_MESSAGES.macroInvalid,
    ]);
  });
});
