import type { IngredientRow } from './row';

/** The shipped table's nuts (ingredient-data.ts says where the figures come from). */
export const NUTS: readonly IngredientRow[] = [
  ['almonds', 'Almonds', 'Mandle', 'Mandle', 579, 21.2, 21.6, 49.9, { pc: 1.2, tbsp: 9, fib: 12.5 }],
  ['walnuts', 'Walnuts', 'Vlašské orechy', 'Vlašské ořechy', 654, 15.2, 13.7, 65.2, { pc: 4, tbsp: 7 }],
  ['hazelnuts', 'Hazelnuts', 'Lieskové orechy', 'Lískové ořechy', 628, 15, 16.7, 60.8, { pc: 1.4, tbsp: 9, fib: 9.7 }],
  ['cashews', 'Cashew nuts', 'Kešu orechy', 'Kešu ořechy', 553, 18.2, 30.2, 43.9, { pc: 1.5, tbsp: 9 }],
  ['peanuts', 'Peanuts, raw', 'Arašidy (surové)', 'Arašídy (syrové)', 567, 25.8, 16.1, 49.2, { tbsp: 9 }],
  ['peanuts-roasted', 'Peanuts, dry-roasted', 'Arašidy pražené', 'Arašídy pražené', 585, 24.4, 21.5, 49.7, { tbsp: 9 }],
  ['peanut-butter', 'Peanut butter', 'Arašidové maslo', 'Arašídové máslo', 588, 25.1, 19.6, 50.4, { tbsp: 16, tsp: 5 }],
  ['almond-butter', 'Almond butter', 'Mandľové maslo', 'Mandlové máslo', 614, 21, 18.8, 55.5, { tbsp: 16, tsp: 5, fib: 10.3 }],
  ['pistachios', 'Pistachios', 'Pistácie', 'Pistácie', 560, 20.2, 27.2, 45.3, { pc: 0.7, tbsp: 8, fib: 10.6 }],
  ['brazil-nuts', 'Brazil nuts', 'Para orechy', 'Para ořechy', 659, 14.3, 11.7, 67.1, { pc: 5 }],
  ['pecans', 'Pecans', 'Pekanové orechy', 'Pekanové ořechy', 691, 9.2, 13.9, 72, { pc: 2, fib: 9.6 }],
  ['macadamia', 'Macadamia nuts', 'Makadamové orechy', 'Makadamové ořechy', 718, 7.9, 13.8, 75.8, { pc: 2.5, fib: 8.6 }],
  ['pine-nuts', 'Pine nuts', 'Píniové oriešky', 'Piniové oříšky', 673, 13.7, 13.1, 68.4, { tbsp: 9 }],
  ['chestnuts-roasted', 'Chestnuts, roasted', 'Pečené gaštany', 'Pečené kaštany', 245, 3.2, 53, 2.2, { pc: 8 }],
  ['coconut-desiccated', 'Desiccated coconut', 'Strúhaný kokos', 'Strouhaný kokos', 660, 6.9, 23.7, 64.5, { tbsp: 5, fib: 16.3 }],
  ['sunflower-seeds', 'Sunflower seeds', 'Slnečnicové semienka', 'Slunečnicová semínka', 584, 20.8, 20, 51.5, { tbsp: 9, tsp: 3, fib: 8.6 }],
  ['pumpkin-seeds', 'Pumpkin seeds', 'Tekvicové semienka', 'Dýňová semínka', 559, 30.2, 10.7, 49.1, { tbsp: 9, tsp: 3 }],
  ['chia-seeds', 'Chia seeds', 'Chia semienka', 'Chia semínka', 486, 16.5, 42.1, 30.7, { tbsp: 12, tsp: 4, fib: 34.4 }],
  ['flaxseed', 'Flaxseed', 'Ľanové semienko', 'Lněné semínko', 534, 18.3, 28.9, 42.2, { tbsp: 10, tsp: 3.5, fib: 27.3 }],
  ['sesame-seeds', 'Sesame seeds', 'Sezam', 'Sezam', 573, 17.7, 23.5, 49.7, { tbsp: 9, tsp: 3, fib: 11.8 }],
  ['hemp-seeds', 'Hemp seeds, hulled', 'Konopné semienka (lúpané)', 'Konopná semínka (loupaná)', 553, 31.6, 8.7, 48.8, { tbsp: 10, tsp: 3 }],
  ['poppy-seeds', 'Poppy seeds', 'Mak', 'Mák', 525, 18, 28.1, 41.6, { tbsp: 9, tsp: 3, fib: 19.5 }],
  ['tahini', 'Tahini (sesame paste)', 'Tahini (sezamová pasta)', 'Tahini (sezamová pasta)', 595, 17, 21.2, 53.8, { tbsp: 15, tsp: 5 }],
];
