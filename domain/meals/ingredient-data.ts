import type { IngredientCategoryId } from './categories';
import { DAIRY } from './ingredient-groups/dairy';
import { EGGS } from './ingredient-groups/eggs';
import { MEAT } from './ingredient-groups/meat';
import { FISH } from './ingredient-groups/fish';
import { GRAINS } from './ingredient-groups/grains';
import { BREAD } from './ingredient-groups/bread';
import { LEGUMES } from './ingredient-groups/legumes';
import { VEGETABLES } from './ingredient-groups/vegetables';
import { FRUIT } from './ingredient-groups/fruit';
import { NUTS } from './ingredient-groups/nuts';
import { FATS } from './ingredient-groups/fats';
import { SAUCES } from './ingredient-groups/sauces';
import { DRINKS } from './ingredient-groups/drinks';
import { SWEETS } from './ingredient-groups/sweets';
import { SUPPLEMENTS } from './ingredient-groups/supplements';
import type { IngredientRow } from './ingredient-groups/row';

/*
 * The ingredient table shipped with Repwise: common foods of Slovak and Czech
 * kitchens and international ones, named in English, Slovak and Czech.
 *
 * Source: USDA, Agricultural Research Service, FoodData Central
 * (fdc.nal.usda.gov), data types SR Legacy and Foundation Foods. FoodData
 * Central is in the public domain (CC0 1.0); see DATA-LICENCE.md beside this
 * file. Figures are per 100 g of the food as described, rounded to one decimal.
 *
 * Foods the USDA does not list are given the figures of the nearest USDA food,
 * named here so the choice can be revisited:
 *   tvaroh-low-fat  Cheese, cottage, nonfat, uncreamed, dry, large or small curd
 *   bryndza         Cheese, feta
 *   rozok, zemla    Rolls, hard (includes kaiser)
 *
 * Ids are stable slugs: meals and logs point at them, so an id is never renamed
 * or reused. The rows are tuples because this file ships to every phone.
 *
 * Row: [id, en, sk, cz, kcal, protein g, carbohydrate g, fat g, extra?]
 * extra: ml = density in g/ml (the food is a liquid and can be measured in ml);
 *        pc = grams per piece (egg, fruit, roll, slice of bread);
 *        tbsp / tsp = grams per 15 ml tablespoon / 5 ml teaspoon where they are
 *        not the density times the volume (powders, spreads, seeds);
 *        alc = alcohol g and fib = fibre g, only so the data test can check
 *        energy where they account for it.
 */

export type { IngredientRow, RowExtra } from './ingredient-groups/row';

/** The table by category, in the order the search lists them; one file per food group in ingredient-groups/. */
export const INGREDIENT_DATA: readonly (readonly [IngredientCategoryId, readonly IngredientRow[]])[] = [
  ['dairy', DAIRY],
  ['eggs', EGGS],
  ['meat', MEAT],
  ['fish', FISH],
  ['grains', GRAINS],
  ['bread', BREAD],
  ['legumes', LEGUMES],
  ['vegetables', VEGETABLES],
  ['fruit', FRUIT],
  ['nuts', NUTS],
  ['fats', FATS],
  ['sauces', SAUCES],
  ['drinks', DRINKS],
  ['sweets', SWEETS],
  ['supplements', SUPPLEMENTS],
];
