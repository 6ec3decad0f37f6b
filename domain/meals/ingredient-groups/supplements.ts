import type { IngredientRow } from './row';

/** The shipped table's supplements (ingredient-data.ts says where the figures come from). */
export const SUPPLEMENTS: readonly IngredientRow[] = [
  ['whey-protein', 'Whey protein powder', 'Srvátkový proteín (prášok)', 'Syrovátkový protein (prášek)', 352, 78.1, 6.3, 1.6, { tbsp: 8, pc: 30 }],
  ['soy-protein-isolate', 'Soy protein isolate', 'Sójový proteínový izolát', 'Sójový proteinový izolát', 335, 88.3, 0, 3.4, { tbsp: 8, pc: 30 }],
  ['egg-white-powder', 'Egg white powder', 'Sušený vaječný bielok', 'Sušený vaječný bílek', 382, 81.1, 7.8, 0, { tbsp: 7 }],
  ['gelatin', 'Gelatin powder (unsweetened)', 'Želatína (prášok)', 'Želatina (prášek)', 335, 85.6, 0, 0.1, { tbsp: 7, tsp: 3 }],
];
