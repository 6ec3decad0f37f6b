/** A row's optional figures (ingredient-data.ts says what each means). */
export interface RowExtra {
  ml?: number;
  pc?: number;
  tbsp?: number;
  tsp?: number;
  alc?: number;
  fib?: number;
}

export type IngredientRow = readonly [
  id: string,
  en: string,
  sk: string,
  cz: string,
  kcal: number,
  protein: number,
  carbs: number,
  fat: number,
  extra?: RowExtra,
];
