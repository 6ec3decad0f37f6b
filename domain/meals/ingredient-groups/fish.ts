import type { IngredientRow } from './row';

/** The shipped table's fish (ingredient-data.ts says where the figures come from). */
export const FISH: readonly IngredientRow[] = [
  ['salmon-farmed', 'Atlantic salmon (farmed), raw', 'Losos atlantický (chovaný, surový)', 'Losos obecný (chovaný, syrový)', 208, 20.4, 0, 13.4],
  ['salmon-wild', 'Atlantic salmon (wild), raw', 'Losos atlantický (divý, surový)', 'Losos obecný (divoký, syrový)', 142, 19.8, 0, 6.3],
  ['salmon-smoked', 'Smoked salmon', 'Údený losos', 'Uzený losos', 117, 18.3, 0, 4.3],
  ['tuna-canned-water', 'Tuna, canned in water, drained', 'Tuniak vo vlastnej šťave (scedený)', 'Tuňák ve vlastní šťávě (scezený)', 116, 25.5, 0, 0.8],
  ['tuna-canned-oil', 'Tuna, canned in oil, drained', 'Tuniak v oleji (scedený)', 'Tuňák v oleji (scezený)', 198, 29.1, 0, 8.2],
  ['tuna-fresh', 'Tuna (yellowfin), raw', 'Tuniak žltoplutvý (surový)', 'Tuňák žlutoploutvý (syrový)', 109, 24.4, 0, 0.5],
  ['cod', 'Cod, raw', 'Treska (surová)', 'Treska (syrová)', 82, 17.8, 0, 0.7],
  ['carp', 'Carp, raw', 'Kapor (surový)', 'Kapr (syrový)', 127, 17.8, 0, 5.6],
  ['trout', 'Rainbow trout (farmed), raw', 'Pstruh dúhový (surový)', 'Pstruh duhový (syrový)', 141, 20.8, 0, 6.2],
  ['mackerel', 'Mackerel, raw', 'Makrela (surová)', 'Makrela (syrová)', 205, 18.6, 0, 13.9],
  ['herring', 'Herring, raw', 'Sleď (surový)', 'Sleď (syrový)', 158, 18, 0, 9],
  ['herring-pickled', 'Pickled herring', 'Marinovaný sleď (zavináč)', 'Zavináč (marinovaný sleď)', 262, 14.2, 9.6, 18],
  ['sardines-oil', 'Sardines, canned in oil, drained', 'Sardinky v oleji (scedené)', 'Sardinky v oleji (scezené)', 208, 24.6, 0, 11.5],
  ['tilapia', 'Tilapia, raw', 'Tilápia (surová)', 'Tilápie (syrová)', 96, 20.1, 0, 1.7],
  ['shrimp', 'Shrimp, raw', 'Krevety (surové)', 'Krevety (syrové)', 85, 20.1, 0, 0.5],
  ['surimi', 'Crab sticks (surimi)', 'Krabie tyčinky (surimi)', 'Krabí tyčinky (surimi)', 99, 15.2, 6.9, 0.9, { pc: 17 }],
  ['squid', 'Squid, raw', 'Kalamáre (surové)', 'Kalamáry (syrové)', 92, 15.6, 3.1, 1.4],
  ['mussels', 'Mussels, raw', 'Mušle (surové)', 'Slávky (syrové)', 86, 11.9, 3.7, 2.2],
];
