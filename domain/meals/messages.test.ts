import { describe, expect, it } from 'vitest';
import { formatMessage } from '../exercises/messages';
import { MESSAGES } from '../messages';
import { MEAL_MESSAGES, MEAL_MESSAGE_TRANSLATIONS } from './messages';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('meal messages', () => {
  it('can be spread into domain/messages.ts: no key or text clashes with an existing message', () => {
    const base = MESSAGES as Record<string, string>;
    const keyOfText = new Map(Object.entries(base).map(([k, v]) => [v, k]));
    const clashes = Object.entries(MEAL_MESSAGES).filter(
      ([key, text]) => (key in base && base[key] !== text) || (keyOfText.has(text) && keyOfText.get(text) !== key),
    );
    expect(clashes).toEqual([]);
    expect(new Set(Object.values(MEAL_MESSAGES)).size).toBe(Object.keys(MEAL_MESSAGES).length);
  });

  it.each(['sk', 'cz'] as const)('are translated to %s with the same placeholders', (lang) => {
    const t = MEAL_MESSAGE_TRANSLATIONS[lang];
    expect(Object.keys(t).sort()).toEqual(Object.keys(MEAL_MESSAGES).sort());
    for (const [key, en] of Object.entries(MEAL_MESSAGES)) {
      const text = t[key as keyof typeof t];
      expect(text, key).not.toBe(en);
      expect(placeholders(text), key).toEqual(placeholders(en));
    }
  });

  it('fill their placeholders', () => {
    expect(formatMessage(MEAL_MESSAGES.mealPlanDaysInvalid, { max: 28 })).toBe('A meal plan has from 1 to 28 days.');
  });
});

describe('meal messages and limits', () => {
  it('spell out the limits of limits.ts', async () => {
    const L = await import('./limits');
    const has = (text: string, n: number) => expect(text, text).toContain(String(n));
    has(MEAL_MESSAGES.ingredientNameTooLong, L.INGREDIENT_NAME_MAX);
    has(MEAL_MESSAGES.kcalInvalid, L.KCAL_PER_100G_MAX);
    has(MEAL_MESSAGES.gramsPerPieceInvalid, L.GRAMS_PER_PIECE_MAX);
    has(MEAL_MESSAGES.spoonInvalid, L.GRAMS_PER_SPOON_MAX);
    has(MEAL_MESSAGES.densityInvalid, L.DENSITY_MIN);
    has(MEAL_MESSAGES.densityInvalid, L.DENSITY_MAX);
    has(MEAL_MESSAGES.mealTitleTooLong, L.MEAL_TITLE_MAX);
    has(MEAL_MESSAGES.mealTooManyIngredients, L.MEAL_INGREDIENTS_MAX);
    has(MEAL_MESSAGES.mealPlanTitleTooLong, L.MEAL_PLAN_TITLE_MAX);
    has(MEAL_MESSAGES.mealPlanDaysInvalid, L.MEAL_PLAN_MAX_DAYS);
    has(MEAL_MESSAGES.caloriesInvalid, L.LOG_CALORIES_MAX);
    has(MEAL_MESSAGES.macroInvalid, L.LOG_MACRO_MAX);
    has(MEAL_MESSAGES.waterInvalid, L.LOG_WATER_MAX_ML);
  });
});
