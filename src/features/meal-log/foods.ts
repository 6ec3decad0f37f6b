import type { Locale } from '../../../domain/constants';
import type { EatenItem } from '../../../domain/meals/eaten';
import type { CustomMealRow, IngredientRow, MealRow } from '../../../domain/meals/entity';
import { ingredientFacts, ingredientName, type Ingredient, type OwnIngredient } from '../../../domain/meals/ingredients';
import type { MealIngredient, NutritionInput } from '../../../domain/meals/meal';
import { searchIngredients, searchTitles, type IngredientHit } from '../../../domain/meals/search';
import type { Unit } from '../../../domain/meals/units';

/*
 * What the client's "Add a meal" finds as they type, all from the device:
 * the shipped ingredient table and the ingredients synced to it, the meals
 * their trainer gave them (the copies a meal plan made), and their own saved
 * meals (custom meals). Pure, so the search is tested without a screen.
 */

/** Something the client can pick: an ingredient (measured in a unit) or a meal (in portions). */
export type Food =
  | {
      kind: 'ingredient';
      ingredient: Ingredient;
      /** In the interface language (an own ingredient's typed name). */
      name: string;
      /** The other language's name the query matched, to show beside it ("Chicken breast (Kuracie prsia)"); null when it was this one. */
      matched: string | null;
    }
  | { kind: 'meal'; source: 'trainer' | 'mine'; id: string; title: string; ingredients: readonly MealIngredient[]; nutrition: NutritionInput | null };

export interface FoundFoods {
  /** The client's own saved meals. */
  mine: Food[];
  /** Meals of their trainer's, copied for them. */
  trainer: Food[];
  ingredients: Food[];
}

/** The synced ingredients (the trainer's and the client's own) as the search takes them. */
export function ownIngredientsOf(rows: readonly IngredientRow[]): OwnIngredient[] {
  return rows.map((r) => ({ ...ingredientFacts(r), kind: 'own', name: r.name, category: r.category }));
}

function ingredientFood(hit: IngredientHit, locale: Locale): Food {
  const name = ingredientName(hit.ingredient, locale);
  return { kind: 'ingredient', ingredient: hit.ingredient, name, matched: hit.locale && hit.locale !== locale && hit.name !== name ? hit.name : null };
}

/**
 * The trainer's meals once each: assigning plans again copies a meal again,
 * and the copies look alike. The newest copy of each original stands for it.
 */
function distinctMeals(meals: readonly MealRow[]): MealRow[] {
  const newest = new Map<string, MealRow>();
  for (const m of meals) {
    const key = m.copiedFromId ?? m.id;
    const seen = newest.get(key);
    if (!seen || m.createdAt > seen.createdAt) newest.set(key, m);
  }
  return [...newest.values()];
}

export interface FoodSources {
  locale: Locale;
  /** The same array between keystrokes, so the search keeps its index (ownIngredientsOf once per data). */
  own: readonly OwnIngredient[];
  meals: readonly MealRow[];
  customMeals: readonly CustomMealRow[];
  /** At most this many of each kind. */
  limit?: number;
}

/** Foods whose names contain every typed word, accents and case aside, in any of en, sk and cz (names in the interface language first). */
export function findFoods(query: string, { locale, own, meals, customMeals, limit = 20 }: FoodSources): FoundFoods {
  return {
    mine: searchTitles(query, customMeals, limit).map((m) => ({ kind: 'meal', source: 'mine', id: m.id, title: m.title, ingredients: m.ingredients, nutrition: m.nutrition })),
    trainer: searchTitles(query, distinctMeals(meals), limit).map((m) => ({ kind: 'meal', source: 'trainer', id: m.id, title: m.title, ingredients: m.ingredients, nutrition: null })),
    ingredients: searchIngredients(query, { locale, own, limit }).map((h) => ingredientFood(h, locale)),
  };
}

/** A food's name in the list of what was eaten. */
export const foodName = (food: Food): string => (food.kind === 'ingredient' ? food.name : food.title);

/** A food eaten in an amount: the ingredient's amount in a unit, or the meal's portions. */
export function eatenItemOf(food: Food, amount: number, unit: Unit): EatenItem {
  return food.kind === 'ingredient'
    ? { kind: 'ingredient', ingredientId: food.ingredient.id, amount, unit }
    : { kind: 'meal', portions: amount, ingredients: food.ingredients, nutrition: food.nutrition };
}
