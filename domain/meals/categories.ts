import { z } from 'zod';
import type { Option } from '../exercises/localized';

/** Ingredient categories, in the order the picker shows them. Ids are stored; never rename one. */
export const INGREDIENT_CATEGORY_IDS = [
  'dairy',
  'eggs',
  'meat',
  'fish',
  'grains',
  'bread',
  'legumes',
  'vegetables',
  'fruit',
  'nuts',
  'fats',
  'sauces',
  'drinks',
  'sweets',
  'supplements',
  'other',
] as const;

export type IngredientCategoryId = (typeof INGREDIENT_CATEGORY_IDS)[number];

export const ingredientCategorySchema = z.enum(INGREDIENT_CATEGORY_IDS);

export const INGREDIENT_CATEGORIES: readonly Option<IngredientCategoryId>[] = [
  { id: 'dairy', names: { en: 'Dairy', sk: 'Mliečne výrobky', cz: 'Mléčné výrobky' } },
  { id: 'eggs', names: { en: 'Eggs', sk: 'Vajcia', cz: 'Vejce' } },
  { id: 'meat', names: { en: 'Meat and meat products', sk: 'Mäso a mäsové výrobky', cz: 'Maso a masné výrobky' } },
  { id: 'fish', names: { en: 'Fish and seafood', sk: 'Ryby a morské plody', cz: 'Ryby a mořské plody' } },
  { id: 'grains', names: { en: 'Grains, pasta and cereals', sk: 'Obilniny, cestoviny a cereálie', cz: 'Obiloviny, těstoviny a cereálie' } },
  { id: 'bread', names: { en: 'Bread and bakery', sk: 'Chlieb a pečivo', cz: 'Chléb a pečivo' } },
  { id: 'legumes', names: { en: 'Legumes and soy', sk: 'Strukoviny a sója', cz: 'Luštěniny a sója' } },
  { id: 'vegetables', names: { en: 'Vegetables and potatoes', sk: 'Zelenina a zemiaky', cz: 'Zelenina a brambory' } },
  { id: 'fruit', names: { en: 'Fruit', sk: 'Ovocie', cz: 'Ovoce' } },
  { id: 'nuts', names: { en: 'Nuts and seeds', sk: 'Orechy a semená', cz: 'Ořechy a semínka' } },
  { id: 'fats', names: { en: 'Oils and fats', sk: 'Oleje a tuky', cz: 'Oleje a tuky' } },
  { id: 'sauces', names: { en: 'Sauces and condiments', sk: 'Omáčky a dochucovadlá', cz: 'Omáčky a dochucovadla' } },
  { id: 'drinks', names: { en: 'Drinks', sk: 'Nápoje', cz: 'Nápoje' } },
  { id: 'sweets', names: { en: 'Sweets and snacks', sk: 'Sladkosti a pochutiny', cz: 'Sladkosti a pochutiny' } },
  { id: 'supplements', names: { en: 'Supplements', sk: 'Doplnky výživy', cz: 'Doplňky stravy' } },
  { id: 'other', names: { en: 'Other', sk: 'Iné', cz: 'Jiné' } },
];
