import type { IngredientRow } from './row';

/** The shipped table's sweets (ingredient-data.ts says where the figures come from). */
export const SWEETS: readonly IngredientRow[] = [
  ['sugar', 'Sugar, white', 'Cukor biely', 'Cukr bílý', 387, 0, 100, 0, { tbsp: 12.5, tsp: 4.2 }],
  ['sugar-brown', 'Sugar, brown', 'Cukor hnedý', 'Cukr hnědý', 380, 0.1, 98.1, 0, { tbsp: 13.8, tsp: 4.6 }],
  ['honey', 'Honey', 'Med', 'Med', 304, 0.3, 82.4, 0, { tbsp: 21, tsp: 7 }],
  ['maple-syrup', 'Maple syrup', 'Javorový sirup', 'Javorový sirup', 260, 0, 67, 0.1, { ml: 1.32 }],
  ['jam', 'Jam', 'Džem', 'Džem', 278, 0.4, 68.9, 0.1, { tbsp: 20, tsp: 7 }],
  ['chocolate-hazelnut-spread', 'Chocolate hazelnut spread', 'Orieškový krém s kakaom', 'Oříšková pomazánka s kakaem', 541, 5.4, 62.2, 29.7, { tbsp: 18.5, tsp: 6 }],
  ['chocolate-dark-70', 'Dark chocolate (70-85% cocoa)', 'Horká čokoláda (70 – 85 % kakaa)', 'Hořká čokoláda (70 – 85 % kakaa)', 598, 7.8, 45.9, 42.6, { pc: 10, fib: 10.9 }],
  ['chocolate-dark-45', 'Dark chocolate (45-59% cocoa)', 'Tmavá čokoláda (45 – 59 % kakaa)', 'Tmavá čokoláda (45 – 59 % kakaa)', 546, 4.9, 61.2, 31.3, { pc: 10, fib: 7 }],
  ['chocolate-milk-bar', 'Milk chocolate', 'Mliečna čokoláda', 'Mléčná čokoláda', 535, 7.7, 59.4, 29.7, { pc: 10 }],
  ['chocolate-white', 'White chocolate', 'Biela čokoláda', 'Bílá čokoláda', 539, 5.9, 59.2, 32.1, { pc: 10 }],
  ['ice-cream-vanilla', 'Vanilla ice cream', 'Vanilková zmrzlina', 'Vanilková zmrzlina', 207, 3.5, 23.6, 11, { pc: 66 }],
  ['gummy-candies', 'Gummy candies', 'Gumené cukríky', 'Gumové bonbony', 396, 0, 98.9, 0, { pc: 2.5 }],
  ['butter-cookies', 'Butter cookies', 'Maslové sušienky', 'Máslové sušenky', 467, 6.1, 68.9, 18.8, { pc: 5 }],
  ['wafers-cream', 'Wafers with cream filling', 'Oblátky s krémovou náplňou', 'Oplatky s krémovou náplní', 502, 3.8, 70.6, 23.2, { pc: 10 }],
  ['ladyfingers', 'Ladyfingers (sponge biscuits)', 'Piškóty', 'Piškoty', 365, 10.6, 59.7, 9.1, { pc: 6 }],
  ['sponge-cake', 'Sponge cake', 'Piškótový korpus', 'Piškotový korpus', 290, 5.4, 61, 2.7],
  ['doughnut', 'Doughnut (glazed)', 'Šiška (glazovaná)', 'Kobliha (glazovaná)', 403, 6.4, 44.3, 22.8, { pc: 60 }],
  ['apple-strudel', 'Apple strudel', 'Jablková štrúdľa', 'Jablečný závin', 274, 3.3, 41.1, 11.2, { pc: 70 }],
  ['cheesecake', 'Cheesecake', 'Cheesecake (tvarohový koláč)', 'Cheesecake (tvarohový dort)', 321, 5.5, 25.5, 22.5, { pc: 80 }],
  ['potato-chips', 'Potato chips', 'Zemiakové lupienky (čipsy)', 'Bramborové lupínky (chipsy)', 536, 7, 52.9, 34.6],
  ['pretzels', 'Pretzels (salted sticks)', 'Slané tyčinky (praclíky)', 'Slané tyčinky (preclíky)', 380, 10.3, 79.8, 2.6],
  ['popcorn', 'Popcorn (air-popped)', 'Pukance (bez tuku)', 'Popcorn (bez tuku)', 387, 12.9, 77.8, 4.5, { fib: 14.5 }],
  ['granola-bar', 'Granola bar', 'Müsli tyčinka', 'Müsli tyčinka', 471, 10.1, 64.4, 19.8, { pc: 25 }],
];
