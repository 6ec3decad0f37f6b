import type { IngredientRow } from './row';
import { MILK, DRINK } from './units';

/** The shipped table's drinks (ingredient-data.ts says where the figures come from). */
export const DRINKS: readonly IngredientRow[] = [
  ['water', 'Water', 'Voda', 'Voda', 0, 0, 0, 0, DRINK],
  ['coffee', 'Coffee, brewed (black)', 'Káva čierna (prekvapkávaná)', 'Káva černá (překapávaná)', 1, 0.1, 0, 0, DRINK],
  ['espresso', 'Espresso', 'Espresso', 'Espresso', 9, 0.1, 1.7, 0.2, DRINK],
  ['tea', 'Tea, brewed (unsweetened)', 'Čaj (nesladený)', 'Čaj (neslazený)', 1, 0, 0.3, 0, DRINK],
  ['orange-juice', 'Orange juice', 'Pomarančový džús', 'Pomerančový džus', 45, 0.7, 10.4, 0.2, { ml: 1.04 }],
  ['apple-juice', 'Apple juice', 'Jablkový džús', 'Jablečný džus', 46, 0.1, 11.3, 0.1, { ml: 1.04 }],
  ['tomato-juice', 'Tomato juice', 'Paradajková šťava', 'Rajčatová šťáva', 17, 0.9, 3.5, 0.3, { ml: 1.03 }],
  ['cola', 'Cola', 'Kola', 'Kola', 37, 0.1, 9.6, 0, { ml: 1.04 }],
  ['cola-diet', 'Cola, diet (sugar-free)', 'Kola bez cukru', 'Kola bez cukru', 2, 0.1, 0.3, 0, DRINK],
  ['tonic-water', 'Tonic water', 'Tonik', 'Tonik', 34, 0, 8.8, 0, { ml: 1.03 }],
  ['chocolate-milk', 'Chocolate milk (low-fat)', 'Kakaové mlieko (nízkotučné)', 'Kakaové mléko (nízkotučné)', 62, 3.5, 9.9, 1, MILK],
  ['soy-milk', 'Soy milk', 'Sójové mlieko', 'Sójové mléko', 54, 3.3, 6.3, 1.8, MILK],
  ['almond-milk', 'Almond milk (unsweetened)', 'Mandľové mlieko (nesladené)', 'Mandlové mléko (neslazené)', 15, 0.6, 0.6, 1.1, DRINK],
  ['rice-milk', 'Rice milk', 'Ryžové mlieko', 'Rýžové mléko', 47, 0.3, 9.2, 1, DRINK],
  ['coconut-milk', 'Coconut milk (canned)', 'Kokosové mlieko (konzervované)', 'Kokosové mléko (konzervované)', 197, 2, 2.8, 21.3, DRINK],
  ['coconut-water', 'Coconut water', 'Kokosová voda', 'Kokosová voda', 19, 0.7, 3.7, 0.2, { ml: 1.02 }],
  ['beer', 'Beer (lager)', 'Pivo (ležiak)', 'Pivo (ležák)', 43, 0.5, 3.6, 0, { ml: 1.01, alc: 3.9 }],
  ['beer-light', 'Beer, light', 'Pivo light', 'Pivo light', 29, 0.2, 1.6, 0, { ml: 1.01, alc: 2.6 }],
  ['beer-non-alcoholic', 'Non-alcoholic beer', 'Nealkoholické pivo', 'Nealkoholické pivo', 37, 0.2, 8.1, 0.1, { ml: 1.01 }],
  ['wine-red', 'Red wine', 'Červené víno', 'Červené víno', 85, 0.1, 2.6, 0, { ml: 0.99, alc: 10.6 }],
  ['wine-white', 'White wine', 'Biele víno', 'Bílé víno', 82, 0.1, 2.6, 0, { ml: 0.99, alc: 10.3 }],
  ['spirits', 'Spirits, 40% (vodka, plum brandy)', 'Destilát 40 % (vodka, slivovica)', 'Destilát 40 % (vodka, slivovice)', 231, 0, 0, 0, { ml: 0.95, alc: 33.4 }],
];
