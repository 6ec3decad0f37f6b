import type { IngredientRow } from './row';

/** The shipped table's legumes (ingredient-data.ts says where the figures come from). */
export const LEGUMES: readonly IngredientRow[] = [
  ['lentils', 'Lentils, dry', 'Šošovica (suchá)', 'Čočka (suchá)', 352, 24.6, 63.4, 1.1, { fib: 10.7 }],
  ['lentils-cooked', 'Lentils, cooked', 'Šošovica (varená)', 'Čočka (vařená)', 116, 9, 20.1, 0.4, { fib: 7.9 }],
  ['lentils-red', 'Red lentils, dry', 'Červená šošovica (suchá)', 'Červená čočka (suchá)', 358, 23.9, 63.1, 2.2, { fib: 10.8 }],
  ['chickpeas', 'Chickpeas, dry', 'Cícer (suchý)', 'Cizrna (suchá)', 378, 20.5, 63, 6, { fib: 12.2 }],
  ['chickpeas-cooked', 'Chickpeas, cooked', 'Cícer (varený)', 'Cizrna (vařená)', 164, 8.9, 27.4, 2.6, { fib: 7.6 }],
  ['beans-kidney', 'Red kidney beans, dry', 'Červená fazuľa (suchá)', 'Červené fazole (suché)', 333, 23.6, 60, 0.8, { fib: 24.9 }],
  ['beans-kidney-cooked', 'Red kidney beans, cooked', 'Červená fazuľa (varená)', 'Červené fazole (vařené)', 127, 8.7, 22.8, 0.5, { fib: 6.4 }],
  ['beans-white', 'White beans, dry', 'Biela fazuľa (suchá)', 'Bílé fazole (suché)', 333, 23.4, 60.3, 0.9, { fib: 15.2 }],
  ['beans-white-cooked', 'White beans, cooked', 'Biela fazuľa (varená)', 'Bílé fazole (vařené)', 139, 9.7, 25.1, 0.4, { fib: 6.3 }],
  ['beans-black', 'Black beans, dry', 'Čierna fazuľa (suchá)', 'Černé fazole (suché)', 341, 21.6, 62.4, 1.4, { fib: 15.5 }],
  ['beans-black-cooked', 'Black beans, cooked', 'Čierna fazuľa (varená)', 'Černé fazole (vařené)', 132, 8.9, 23.7, 0.5, { fib: 8.7 }],
  ['split-peas-cooked', 'Split peas, cooked', 'Lúpaný hrach (varený)', 'Loupaný hrách (vařený)', 118, 8.3, 21.1, 0.4, { fib: 8.3 }],
  ['soybeans', 'Soybeans, dry', 'Sójové bôby (suché)', 'Sójové boby (suché)', 446, 36.5, 30.2, 19.9, { fib: 9.3 }],
  ['tofu', 'Tofu, firm', 'Tofu (pevné)', 'Tofu (pevné)', 144, 17.3, 2.8, 8.7],
  ['tempeh', 'Tempeh', 'Tempeh', 'Tempeh', 192, 20.3, 7.6, 10.8],
  ['edamame', 'Edamame', 'Edamame (mladé sójové bôby)', 'Edamame (mladé sójové boby)', 121, 11.9, 8.9, 5.2],
  ['hummus', 'Hummus', 'Hummus (cícerová nátierka)', 'Hummus (cizrnová pomazánka)', 166, 7.9, 14.3, 9.6, { tbsp: 15 }],
];
