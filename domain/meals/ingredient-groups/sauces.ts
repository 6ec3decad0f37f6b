import type { IngredientRow } from './row';

/** The shipped table's sauces (ingredient-data.ts says where the figures come from). */
export const SAUCES: readonly IngredientRow[] = [
  ['mayonnaise', 'Mayonnaise', 'Majonéza', 'Majonéza', 680, 1, 0.6, 74.9, { tbsp: 13.8, tsp: 4.6 }],
  ['ketchup', 'Ketchup', 'Kečup', 'Kečup', 101, 1, 27.4, 0.1, { tbsp: 17, tsp: 6 }],
  ['mustard', 'Mustard', 'Horčica', 'Hořčice', 60, 3.7, 5.8, 3.3, { tbsp: 15, tsp: 5 }],
  ['soy-sauce', 'Soy sauce', 'Sójová omáčka', 'Sójová omáčka', 53, 8.1, 4.9, 0.6, { ml: 1.08 }],
  ['horseradish', 'Horseradish (prepared)', 'Chren (strúhaný)', 'Křen (strouhaný)', 48, 1.2, 11.3, 0.7, { tbsp: 15, tsp: 5 }],
  ['marinara-sauce', 'Tomato pasta sauce', 'Paradajková omáčka na cestoviny', 'Rajčatová omáčka na těstoviny', 50, 1.4, 8, 1.5, { ml: 1.05 }],
  ['bbq-sauce', 'Barbecue sauce', 'Barbecue omáčka', 'Barbecue omáčka', 172, 0.8, 40.8, 0.6, { tbsp: 17, tsp: 6 }],
  ['salt', 'Salt', 'Soľ', 'Sůl', 0, 0, 0, 0, { tbsp: 18, tsp: 6 }],
];
