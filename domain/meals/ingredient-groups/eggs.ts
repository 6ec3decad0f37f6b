import type { IngredientRow } from './row';

/** The shipped table's eggs (ingredient-data.ts says where the figures come from). */
export const EGGS: readonly IngredientRow[] = [
  ['egg', 'Egg, whole, raw', 'Vajce celé (surové)', 'Vejce celé (syrové)', 143, 12.6, 0.7, 9.5, { pc: 50 }],
  ['egg-boiled', 'Egg, hard-boiled', 'Vajce natvrdo', 'Vejce natvrdo', 155, 12.6, 1.1, 10.6, { pc: 50 }],
  ['egg-fried', 'Egg, fried', 'Vajce na oko (volské oko)', 'Volské oko (smažené vejce)', 196, 13.6, 0.8, 14.8, { pc: 46 }],
  ['egg-scrambled', 'Scrambled eggs', 'Praženica', 'Míchaná vejce', 149, 10, 1.6, 11],
  ['egg-white', 'Egg white, raw', 'Vaječný bielok', 'Vaječný bílek', 52, 10.9, 0.7, 0.2, { pc: 33, ml: 1.03 }],
  ['egg-yolk', 'Egg yolk, raw', 'Vaječný žĺtok', 'Vaječný žloutek', 322, 15.9, 3.6, 26.5, { pc: 17 }],
  ['quail-egg', 'Quail egg', 'Prepeličie vajce', 'Křepelčí vejce', 158, 13.1, 0.4, 11.1, { pc: 9 }],
];
