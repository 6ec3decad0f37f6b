import { describe, expect, it } from 'vitest';
import { eatenFigures, eatenLines, eatenNutrients, portionsField, type EatenItem } from './eaten';
import { ingredientResolver, shippedIngredient } from './shipped';

const resolve = ingredientResolver();

describe('eatenFigures: what a log stores for what the client picked', () => {
  it('150 g of chicken breast is 1.5 times the table’s figures per 100 g, kcal whole and macros to one decimal', () => {
    const chicken = shippedIngredient('chicken-breast')!;
    expect(chicken.per100g).toEqual({ kcal: 120, protein: 22.5, carbs: 0, fat: 2.6 });
    // 180 kcal, 33.75 g protein (half away from zero: 33.8), 0 g carbs, 3.9 g fat.
    expect(eatenFigures([{ kind: 'ingredient', ingredientId: 'chicken-breast', amount: 150, unit: 'g' }], resolve)).toEqual({ calories: 180, protein: 33.8, carbs: 0, fat: 3.9 });
  });

  it('takes any unit the ingredient knows (a piece of banana weighs 120 g)', () => {
    expect(eatenFigures([{ kind: 'ingredient', ingredientId: 'banana', amount: 2, unit: 'piece' }], resolve)).toEqual({ calories: 214, protein: 2.6, carbs: 54.7, fat: 0.7 });
  });

  it('sums several items and rounds the sum, not each part', () => {
    const items: EatenItem[] = [
      { kind: 'ingredient', ingredientId: 'chicken-breast', amount: 150, unit: 'g' }, // 180, 33.75, 0, 3.9
      { kind: 'ingredient', ingredientId: 'rice-white', amount: 80, unit: 'g' }, // 292, 5.68, 64, 0.56
    ];
    expect(eatenFigures(items, resolve)).toEqual({ calories: 472, protein: 39.4, carbs: 64, fat: 4.5 });
    // Rounded apart, the protein would be 33.8 + 5.7 = 39.5.
  });

  it('scales a meal by its portions, from its ingredients or from its own figures when it has them', () => {
    const lines = [{ ingredientId: 'oats', amount: 80, unit: 'g' as const }]; // 303.2 kcal, 10.56, 54.16, 5.2
    expect(eatenFigures([{ kind: 'meal', portions: 1.5, ingredients: lines, nutrition: null }], resolve)).toEqual({ calories: 455, protein: 15.8, carbs: 81.2, fat: 7.8 });
    const typed = { calories: 650, protein: 30, carbs: 70.5, fat: 25.3 };
    expect(eatenFigures([{ kind: 'meal', portions: 0.5, ingredients: lines, nutrition: typed }], resolve)).toEqual({ calories: 325, protein: 15, carbs: 35.3, fat: 12.7 });
  });

  it('adds nothing for what cannot be worked out', () => {
    expect(eatenNutrients({ kind: 'ingredient', ingredientId: 'rice-white', amount: 1, unit: 'piece' }, resolve)).toBeNull();
    expect(eatenFigures([{ kind: 'ingredient', ingredientId: 'no-such-food', amount: 100, unit: 'g' }], resolve)).toEqual({ calories: 0, protein: 0, carbs: 0, fat: 0 });
  });
});

describe('eatenLines: the items kept as a custom meal’s ingredients', () => {
  it('lists ingredients as picked and a meal’s lines times its portions', () => {
    const items: EatenItem[] = [
      { kind: 'ingredient', ingredientId: 'chicken-breast', amount: 150, unit: 'g' },
      { kind: 'meal', portions: 1.5, ingredients: [{ ingredientId: 'banana', amount: 1, unit: 'piece' }, { ingredientId: 'oats', amount: 33.33, unit: 'g' }], nutrition: null },
    ];
    expect(eatenLines(items)).toEqual([
      { ingredientId: 'chicken-breast', amount: 150, unit: 'g' },
      { ingredientId: 'banana', amount: 1.5, unit: 'piece' },
      { ingredientId: 'oats', amount: 50, unit: 'g' },
    ]);
  });

  it('gives up when a meal is known only by its figures', () => {
    expect(eatenLines([{ kind: 'meal', portions: 1, ingredients: [], nutrition: { calories: 500, protein: 20, carbs: 50, fat: 20 } }])).toBeNull();
  });
});

describe('portionsField', () => {
  it('takes point or comma and refuses nothing, negatives and three decimals', () => {
    expect(portionsField.safeParse('1,5').data).toBe(1.5);
    expect(portionsField.safeParse('0.75').data).toBe(0.75);
    for (const bad of ['0', '-1', 'x', '1.125', '']) expect(portionsField.safeParse(bad).success, bad).toBe(false);
  });
});
