import type { IngredientRow } from './row';

/** The shipped table's bread (ingredient-data.ts says where the figures come from). */
export const BREAD: readonly IngredientRow[] = [
  ['bread-white', 'White bread (toast bread)', 'Biely chlieb (toastový)', 'Bílý chléb (toustový)', 266, 7.6, 50.6, 3.3, { pc: 25 }],
  ['bread-whole-wheat', 'Whole-wheat bread', 'Celozrnný chlieb', 'Celozrnný chléb', 252, 12.5, 42.7, 3.5, { pc: 32, fib: 6 }],
  ['bread-rye', 'Rye bread', 'Ražný chlieb', 'Žitný chléb', 259, 8.5, 48.3, 3.3, { pc: 32, fib: 5.8 }],
  ['bread-pumpernickel', 'Pumpernickel', 'Pumpernikel (tmavý ražný chlieb)', 'Pumpernikl (tmavý žitný chléb)', 250, 8.7, 47.5, 3.1, { pc: 32, fib: 6.5 }],
  ['bread-multigrain', 'Multigrain bread', 'Viaczrnný chlieb', 'Vícezrnný chléb', 265, 13.4, 43.3, 4.2, { pc: 32, fib: 7.4 }],
  ['baguette', 'Baguette (French bread)', 'Bageta', 'Bageta', 272, 10.8, 51.9, 2.4],
  ['rozok', 'White bread roll (rožok)', 'Rožok', 'Rohlík', 293, 9.9, 52.7, 4.3, { pc: 43 }],
  ['zemla', 'Kaiser roll', 'Žemľa', 'Houska', 293, 9.9, 52.7, 4.3, { pc: 55 }],
  ['croissant', 'Croissant', 'Croissant (maslový rožok)', 'Croissant (máslový rohlík)', 406, 8.2, 45.8, 21, { pc: 57 }],
  ['pita', 'Pita bread', 'Pita chlieb', 'Pita chléb', 275, 9.1, 55.7, 1.2, { pc: 60 }],
  ['crispbread', 'Rye crispbread', 'Ražný knäckebrot', 'Žitný knäckebrot', 334, 9.6, 80.4, 0.9, { pc: 10, fib: 22.9 }],
  ['pancakes', 'Pancakes', 'Lievance', 'Lívance', 227, 6.4, 28.3, 9.7, { pc: 40 }],
];
