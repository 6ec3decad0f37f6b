import type { IngredientRow } from './row';
import { OIL } from './units';

/** The shipped table's fats (ingredient-data.ts says where the figures come from). */
export const FATS: readonly IngredientRow[] = [
  ['olive-oil', 'Olive oil', 'Olivový olej', 'Olivový olej', 884, 0, 0, 100, OIL],
  ['sunflower-oil', 'Sunflower oil', 'Slnečnicový olej', 'Slunečnicový olej', 884, 0, 0, 100, OIL],
  ['rapeseed-oil', 'Rapeseed (canola) oil', 'Repkový olej', 'Řepkový olej', 884, 0, 0, 100, OIL],
  ['coconut-oil', 'Coconut oil', 'Kokosový olej', 'Kokosový olej', 892, 0, 0, 99.1, { tbsp: 13.6, tsp: 4.5 }],
  ['lard', 'Lard', 'Bravčová masť', 'Vepřové sádlo', 902, 0, 0, 100, { tbsp: 12.8, tsp: 4.3 }],
  ['ghee', 'Ghee (clarified butter)', 'Prepustené maslo (ghí)', 'Přepuštěné máslo (ghí)', 876, 0.3, 0, 99.5, { tbsp: 12.8, tsp: 4.3 }],
  ['margarine', 'Margarine (80% fat)', 'Margarín (80 % tuku)', 'Margarín (80 % tuku)', 717, 0.2, 0.7, 80.7, { tbsp: 14.2, tsp: 4.7 }],
];
