import { describe, expect, it } from 'vitest';
import type { CustomMealRow, IngredientRow, MealRow } from '../../../domain/meals/entity';
import { findFoods, ownIngredientsOf, type Food } from './foods';

const stamps = { createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z' };
const meal = (id: string, title: string, copiedFromId: string | null = null, createdAt = stamps.createdAt): MealRow => ({
  id,
  clientId: 'c1',
  title,
  description: null,
  ingredients: [{ ingredientId: 'chicken-breast', amount: 150, unit: 'g' }],
  copiedFromId,
  ...stamps,
  createdAt,
});
const custom = (id: string, title: string): CustomMealRow => ({ id, clientId: 'c1', title, ingredients: [], nutrition: { calories: 500, protein: 30, carbs: 40, fat: 20 }, ...stamps });
const ownRow: IngredientRow = {
  id: '0190a0b0-0000-7000-8000-000000000009',
  clientId: null,
  name: 'Kurací šalát Lidl',
  category: 'other',
  kcal: 150,
  protein: 12,
  carbs: 5,
  fat: 9,
  gramsPerPiece: null,
  gramsPerTablespoon: null,
  gramsPerTeaspoon: null,
  density: null,
  ...stamps,
};

const own = ownIngredientsOf([ownRow]);
const meals = [meal('m1', 'Kuracie prsia s ryžou', 't1'), meal('m2', 'Kuracie prsia s ryžou', 't1', '2025-02-01T00:00:00.000Z'), meal('m3', 'Ovsená kaša')];
const customMeals = [custom('x1', 'Kurča z bistra'), custom('x2', 'Pizza')];
const find = (q: string, locale: 'en' | 'sk' | 'cz') => findFoods(q, { locale, own, meals, customMeals });
const label = (f: Food) => (f.kind === 'ingredient' ? f.name : f.title);

describe("findFoods: the client's search when logging a meal", () => {
  it('finds ingredients without accents, in the interface language first: "kuraci" finds Kuracie prsia', () => {
    const sk = find('kuraci', 'sk').ingredients.map(label);
    // The client's own ingredient first (own before shipped), then the table's names in Slovak.
    expect(sk[0]).toBe('Kurací šalát Lidl');
    expect(sk).toContain('Kuracie prsia bez kože (surové)');
    const breasts = ['Kuřecí prsa (pečená)', 'Kuřecí prsa bez kůže (syrová)'];
    expect(find('kureci prsa', 'cz').ingredients.map(label).slice(0, 2)).toEqual(breasts);
    expect(find('KUŘECÍ prsa', 'cz').ingredients.map(label).slice(0, 2)).toEqual(breasts);
  });

  it('shows a hit found by another language’s name in the interface language, with the name that matched', () => {
    const hit = find('kuracie prsia bez', 'en').ingredients[0]!;
    expect(hit).toMatchObject({ kind: 'ingredient', name: 'Chicken breast, skinless, raw', matched: 'Kuracie prsia bez kože (surové)' });
    const en = find('chicken breast', 'en').ingredients[0]!;
    expect(en).toMatchObject({ name: expect.stringMatching(/^Chicken breast/), matched: null });
  });

  it("finds the trainer's meals once each (the newest copy) and the client's saved meals, by title without accents", () => {
    const r = find('kuraci', 'sk');
    expect(r.trainer.map((f) => (f.kind === 'meal' ? f.id : ''))).toEqual(['m2']);
    expect(find('kurca', 'sk').mine.map(label)).toEqual(['Kurča z bistra']);
    expect(find('kasa', 'cz').trainer.map(label)).toEqual(['Ovsená kaša']);
    expect(find('pizza', 'en').mine[0]).toMatchObject({ kind: 'meal', source: 'mine', nutrition: { calories: 500 } });
  });

  it('finds nothing before anything is typed', () => {
    expect(find('  ', 'sk')).toEqual({ mine: [], trainer: [], ingredients: [] });
  });
});
