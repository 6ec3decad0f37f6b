import { describe, expect, it } from 'vitest';
import type { IngredientRow } from '../../../domain/meals/entity';
import { ingredientResolver } from '../../../domain/meals/shipped';
import { MEAL_MESSAGES } from '../../../domain/meals/messages';
import { roundNutrients } from '../../../domain/meals/totals';
import { draftTotals, EMPTY_INGREDIENT_FORM, ingredientFormOf, mealsUsing, filterMealsByTitle, nextPosition, ownIngredientOf, parseIngredientForm, parseMealForm, startingAmount, type MealLineDraft } from './model';

const resolve = ingredientResolver();
const line = (ingredientId: string, amount: string, unit: MealLineDraft['unit'] = 'g'): MealLineDraft => ({ key: ingredientId + amount, ingredientId, amount, unit });

describe('own ingredient form', () => {
  it('parses a label typed with decimal commas; empty unit fields mean not measured that way', () => {
    const r = parseIngredientForm({ ...EMPTY_INGREDIENT_FORM, name: ' Tvaroh jemný ', kcal: '98', protein: '12,5', carbs: '3,6', fat: '4', gramsPerPiece: '250' });
    expect(r).toEqual({
      ok: true,
      value: expect.objectContaining({ name: 'Tvaroh jemný', category: 'other', kcal: 98, protein: 12.5, carbs: 3.6, fat: 4, gramsPerPiece: 250, gramsPerTablespoon: null, density: null }),
    });
  });

  it('reports each field with the documented message', () => {
    const r = parseIngredientForm({ ...EMPTY_INGREDIENT_FORM, kcal: '1200', protein: 'lots', carbs: '10', fat: '5', density: '9' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors).toEqual({
      name: MEAL_MESSAGES.ingredientNameRequired,
      kcal: MEAL_MESSAGES.kcalInvalid,
      protein: MEAL_MESSAGES.proteinInvalid,
      density: MEAL_MESSAGES.densityInvalid,
    });
  });

  it('refuses more than 100 g of macros in 100 g', () => {
    const r = parseIngredientForm({ ...EMPTY_INGREDIENT_FORM, name: 'x', kcal: '500', protein: '60', carbs: '40', fat: '10' });
    expect(r).toEqual({ ok: false, errors: { fat: MEAL_MESSAGES.macrosOver100 } });
  });

  it('an own ingredient row becomes a searchable, measurable ingredient', () => {
    const row: IngredientRow = {
      id: '0190a6f0-0000-7000-8000-000000000001',
      clientId: null,
      name: 'Protein shake',
      category: 'supplements',
      kcal: 380,
      protein: 75,
      carbs: 8,
      fat: 5,
      gramsPerPiece: null,
      gramsPerTablespoon: 10,
      gramsPerTeaspoon: null,
      density: null,
      createdAt: '',
      updatedAt: '',
    };
    const own = ownIngredientOf(row);
    expect(own).toMatchObject({ kind: 'own', per100g: { kcal: 380, protein: 75 }, units: { gramsPerTablespoon: 10 } });
    const t = draftTotals([line(row.id, '3', 'tbsp')], ingredientResolver([own]));
    expect(roundNutrients(t.totals)).toEqual({ kcal: 114, protein: 22.5, carbs: 2.4, fat: 1.5 });
    // Edit: the row back into the form parses to the same fields.
    const form = ingredientFormOf(row);
    expect(form).toMatchObject({ name: 'Protein shake', kcal: '380', gramsPerPiece: '', gramsPerTablespoon: '10' });
    expect(parseIngredientForm(form)).toEqual({ ok: true, value: expect.objectContaining({ kcal: 380, gramsPerTablespoon: 10, gramsPerPiece: null }) });
    expect(mealsUsing([{ ingredients: [{ ingredientId: row.id }] }, { ingredients: [{ ingredientId: 'egg' }] }], row.id)).toBe(1);
  });
});

describe('meal form', () => {
  it('gives the title and amounts as numbers', () => {
    const r = parseMealForm('  Omelette ', [line('egg', '2', 'piece'), line('chicken-breast', '150,5')], resolve);
    expect(r).toEqual({
      ok: true,
      value: {
        title: 'Omelette',
        ingredients: [
          { ingredientId: 'egg', amount: 2, unit: 'piece' },
          { ingredientId: 'chicken-breast', amount: 150.5, unit: 'g' },
        ],
      },
    });
  });

  it('reports the title and each bad line by index', () => {
    const r = parseMealForm('', [line('egg', '2', 'piece'), line('egg', '0'), line('chicken-breast', 'abc')], resolve);
    expect(r).toEqual({ ok: false, errors: { title: MEAL_MESSAGES.mealTitleRequired, lines: { 1: MEAL_MESSAGES.amountInvalid, 2: MEAL_MESSAGES.amountInvalid } } });
  });

  it('refuses a unit the ingredient cannot take and an unknown ingredient', () => {
    const r = parseMealForm('Lunch', [line('chicken-breast', '2', 'piece'), line('no-such-food', '10')], resolve);
    expect(r).toEqual({ ok: false, errors: { lines: { 0: MEAL_MESSAGES.unitNotAvailable, 1: MEAL_MESSAGES.ingredientUnknown } } });
  });

  it('totals follow the typing: lines not yet a number count as nothing', () => {
    const t = draftTotals([line('egg', '2', 'piece'), line('chicken-breast', '')], resolve);
    // Two eggs of 50 g at 143 kcal, 12.6 P, 0.7 C, 9.5 F per 100 g.
    expect(roundNutrients(t.totals)).toEqual({ kcal: 143, protein: 12.6, carbs: 0.7, fat: 9.5 });
    const more = draftTotals([line('egg', '2', 'piece'), line('chicken-breast', '200')], resolve);
    expect(roundNutrients(more.totals)).toEqual({ kcal: 383, protein: 57.6, carbs: 0.7, fat: 14.7 });
  });

  it('a new line starts at one piece for foods that come in pieces, else 100 g', () => {
    expect(startingAmount(['g', 'piece'])).toEqual({ amount: '1', unit: 'piece' });
    expect(startingAmount(['g'])).toEqual({ amount: '100', unit: 'g' });
  });
});

describe('meal list and plan grid', () => {
  const meals = [{ title: 'Ovsená kaša' }, { title: 'Chicken & rice' }, { title: 'chicken salad' }];
  it('searches titles case- and accent-insensitively; an empty query keeps all, by title', () => {
    expect(filterMealsByTitle(meals, 'CHICKEN').map((m) => m.title)).toEqual(['Chicken & rice', 'chicken salad']);
    expect(filterMealsByTitle(meals, 'kasa').map((m) => m.title)).toEqual(['Ovsená kaša']);
    expect(filterMealsByTitle(meals, '  ').map((m) => m.title)).toEqual(['Chicken & rice', 'chicken salad', 'Ovsená kaša']);
  });

  it('a meal added to a slot goes after the last one there', () => {
    const pivots = [
      { day: 1, slot: 'lunch' as const, position: 0 },
      { day: 1, slot: 'lunch' as const, position: 3 },
      { day: 2, slot: 'lunch' as const, position: 7 },
    ];
    expect(nextPosition(pivots, 1, 'lunch')).toBe(4);
    expect(nextPosition(pivots, 1, 'dinner')).toBe(0);
  });
});
