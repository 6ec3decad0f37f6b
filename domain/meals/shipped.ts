import type { IngredientCategoryId } from './categories';
import { INGREDIENT_DATA, type IngredientRow } from './ingredient-data';
import type { IngredientFacts, IngredientResolver, ShippedIngredient } from './ingredients';
import type { UnitFacts } from './units';

/*
 * The shipped ingredient table as the app reads it. A module of its own, apart
 * from ingredients.ts (schemas and own ingredients): the mutations, the device's
 * mutators and the sync worker never import it, so the table travels only with
 * the meal screens and the ingredient search that show it.
 */

function fromRow(category: IngredientCategoryId, row: IngredientRow): ShippedIngredient {
  const [id, en, sk, cz, kcal, protein, carbs, fat, extra = {}] = row;
  const units: UnitFacts = {};
  if (extra.ml !== undefined) units.density = extra.ml;
  if (extra.pc !== undefined) units.gramsPerPiece = extra.pc;
  if (extra.tbsp !== undefined) units.gramsPerTablespoon = extra.tbsp;
  if (extra.tsp !== undefined) units.gramsPerTeaspoon = extra.tsp;
  // A teaspoon is a third of a tablespoon when only the tablespoon was weighed.
  if (extra.tbsp !== undefined && extra.tsp === undefined) units.gramsPerTeaspoon = Math.round((extra.tbsp / 3) * 10) / 10;
  return { kind: 'shipped', id, names: { en, sk, cz }, category, per100g: { kcal, protein, carbs, fat }, units };
}

/** The shipped ingredient table (USDA FoodData Central figures; see DATA-LICENCE.md). */
export const SHIPPED_INGREDIENTS: readonly ShippedIngredient[] = INGREDIENT_DATA.flatMap(([category, rows]) =>
  rows.map((row) => fromRow(category, row)),
);

const byId = new Map(SHIPPED_INGREDIENTS.map((i) => [i.id, i]));

export function shippedIngredient(id: string): ShippedIngredient | undefined {
  return byId.get(id);
}

/** A resolver over the shipped table and the given own ingredients. */
export function ingredientResolver(own: readonly IngredientFacts[] = []): IngredientResolver {
  const ownById = new Map(own.map((i) => [i.id, i]));
  return (id) => byId.get(id) ?? ownById.get(id);
}
