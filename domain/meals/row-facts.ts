import type { IngredientRow } from './entity';
import type { IngredientFacts } from './ingredients';

/** An own ingredient row (as synced) as the domain's facts (totals, unit checks): one shape for the device and the server. */
export function ingredientRowFacts(r: Pick<IngredientRow, 'id' | 'kcal' | 'protein' | 'carbs' | 'fat' | 'density' | 'gramsPerPiece' | 'gramsPerTablespoon' | 'gramsPerTeaspoon'>): IngredientFacts {
  const units: IngredientFacts['units'] = {};
  if (r.density !== null) units.density = r.density;
  if (r.gramsPerPiece !== null) units.gramsPerPiece = r.gramsPerPiece;
  if (r.gramsPerTablespoon !== null) units.gramsPerTablespoon = r.gramsPerTablespoon;
  if (r.gramsPerTeaspoon !== null) units.gramsPerTeaspoon = r.gramsPerTeaspoon;
  return { id: r.id, per100g: { kcal: r.kcal, protein: r.protein, carbs: r.carbs, fat: r.fat }, units };
}
