import { describe, expect, it } from 'vitest';
import { LOCALES } from '../constants';
import { INGREDIENT_CATEGORY_IDS } from './categories';
import { INGREDIENT_DATA } from './ingredient-data';
import { atwaterKcal, ingredientName, ownIngredientInputSchema, SHIPPED_ID, toOwnIngredient } from './ingredients';
import { ingredientResolver, SHIPPED_INGREDIENTS, shippedIngredient } from './shipped';
import { DENSITY_MAX, DENSITY_MIN } from './limits';
import { MEAL_MESSAGES } from './messages';

const extraOf = (id: string) => INGREDIENT_DATA.flatMap(([, rows]) => rows).find((r) => r[0] === id)?.[8] ?? {};

/**
 * Energy expected from the macros: 4 kcal/g protein and available carbohydrate,
 * 0 to 2 kcal/g fibre (counted inside USDA's carbohydrate; brans yield least),
 * 9 kcal/g fat, 7 kcal/g alcohol. USDA uses food-specific factors, so a row may
 * differ by up to 15 % (or 12 kcal for watery foods) and still be right; beyond
 * that it is a typo.
 */
function expectedKcal(id: string, p: number, c: number, f: number): [low: number, high: number] {
  const { fib = 0, alc = 0 } = extraOf(id);
  const base = 4 * p + 4 * (c - fib) + 9 * f + 7 * alc;
  return [base, base + 2 * fib];
}

describe('shipped ingredient table', () => {
  it('has at least 300 foods and every category but "other"', () => {
    expect(SHIPPED_INGREDIENTS.length).toBeGreaterThanOrEqual(300);
    for (const c of INGREDIENT_CATEGORY_IDS.filter((c) => c !== 'other')) {
      expect(SHIPPED_INGREDIENTS.filter((i) => i.category === c).length, c).toBeGreaterThanOrEqual(4);
    }
  });

  it('has unique slug ids and unique names in each language', () => {
    const ids = SHIPPED_INGREDIENTS.map((i) => i.id);
    expect(ids.filter((id) => !SHIPPED_ID.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const locale of LOCALES) {
      const names = SHIPPED_INGREDIENTS.map((i) => i.names[locale].toLowerCase());
      const dupes = names.filter((n, k) => names.indexOf(n) !== k);
      // Two rolls share USDA figures but not names; feta and bryndza differ by name too.
      expect(dupes, locale).toEqual([]);
      for (const i of SHIPPED_INGREDIENTS) expect(i.names[locale], i.id).toBe(i.names[locale].trim());
    }
  });

  it('names foods in Slovak and Czech, with diacritics, not English copies', () => {
    const translated = SHIPPED_INGREDIENTS.filter((i) => i.names.sk !== i.names.en && i.names.cz !== i.names.en);
    expect(translated.length / SHIPPED_INGREDIENTS.length).toBeGreaterThan(0.9);
    const accented = SHIPPED_INGREDIENTS.filter((i) => /[^\x00-\x7f]/.test(i.names.sk + i.names.cz));
    expect(accented.length / SHIPPED_INGREDIENTS.length).toBeGreaterThan(0.6);
    expect(shippedIngredient('tvaroh-low-fat')?.names.sk).toBe('Tvaroh nízkotučný');
    expect(shippedIngredient('milk-whole')?.names).toEqual({
      en: 'Whole milk (3.25%)',
      sk: 'Plnotučné mlieko (3,25 %)',
      cz: 'Plnotučné mléko (3,25 %)',
    });
    for (const id of ['bryndza', 'kefir', 'cottage-cheese', 'bread-rye', 'bread-whole-wheat', 'oats', 'potato', 'whey-protein']) {
      expect(shippedIngredient(id), id).toBeDefined();
    }
  });

  it('has no negative figures and at most 100 g of macros in 100 g', () => {
    const bad = SHIPPED_INGREDIENTS.filter(({ per100g: n }) =>
      [n.kcal, n.protein, n.carbs, n.fat].some((v) => !Number.isFinite(v) || v < 0 || Math.round(v * 10) !== v * 10) ||
      n.protein + n.carbs + n.fat > 100.05,
    ).map((i) => i.id);
    expect(bad).toEqual([]);
  });

  it('has energy that matches its macros (allowing fibre and alcohol)', () => {
    const off = SHIPPED_INGREDIENTS.flatMap(({ id, per100g: n }) => {
      const [low, high] = expectedKcal(id, n.protein, n.carbs, n.fat);
      const tolerance = Math.max(12, 0.15 * high);
      return n.kcal < low - tolerance || n.kcal > high + tolerance ? [`${id}: ${n.kcal} kcal, macros give ${low.toFixed(0)}-${high.toFixed(0)}`] : [];
    });
    expect(off).toEqual([]);
    expect(atwaterKcal({ protein: 10, carbs: 10, fat: 10 })).toBe(170);
  });

  it('has plausible units: liquids have a density, pieces and spoons weigh something', () => {
    for (const i of SHIPPED_INGREDIENTS) {
      const u = i.units;
      if (u.density !== undefined) expect(u.density, i.id).toBeGreaterThanOrEqual(DENSITY_MIN), expect(u.density, i.id).toBeLessThanOrEqual(DENSITY_MAX);
      for (const g of [u.gramsPerPiece, u.gramsPerTablespoon, u.gramsPerTeaspoon]) if (g !== undefined) expect(g, i.id).toBeGreaterThan(0);
      if (u.gramsPerTablespoon !== undefined && u.gramsPerTeaspoon !== undefined) {
        expect(u.gramsPerTablespoon, i.id).toBeGreaterThan(u.gramsPerTeaspoon);
      }
    }
    for (const id of ['milk-whole', 'kefir', 'olive-oil', 'water', 'beer', 'orange-juice']) {
      expect(shippedIngredient(id)?.units.density, id).toBeDefined();
    }
    expect(shippedIngredient('egg')?.units.gramsPerPiece).toBe(50);
    expect(shippedIngredient('butter')?.units).toEqual({ gramsPerTablespoon: 14.2, gramsPerTeaspoon: 4.7 });
    expect(shippedIngredient('yogurt-plain-whole')?.units.gramsPerTeaspoon).toBe(5);
    expect(shippedIngredient('parsley')?.units.gramsPerTeaspoon).toBe(1.3);
  });
});

describe('own ingredients', () => {
  const valid = { name: '  Tvaroh jemný Madeta ', kcal: '62', protein: '11,5', carbs: 3.5, fat: 0.3 };

  it('parse from a form with decimal commas', () => {
    const parsed = ownIngredientInputSchema.parse({ ...valid, gramsPerPiece: '250' });
    expect(parsed).toMatchObject({ name: 'Tvaroh jemný Madeta', category: 'other', kcal: 62, protein: 11.5, gramsPerPiece: 250 });
    const own = toOwnIngredient('0190a0b0-0000-7000-8000-000000000001', parsed);
    expect(own).toEqual({
      kind: 'own',
      id: '0190a0b0-0000-7000-8000-000000000001',
      name: 'Tvaroh jemný Madeta',
      category: 'other',
      per100g: { kcal: 62, protein: 11.5, carbs: 3.5, fat: 0.3 },
      units: { gramsPerPiece: 250 },
    });
    expect(ingredientName(own, 'en')).toBe('Tvaroh jemný Madeta');
    expect(ingredientName(shippedIngredient('milk-skim')!, 'cz')).toBe('Odtučněné mléko');
    expect(ingredientResolver([own])(own.id)).toBe(own);
    expect(ingredientResolver()('oats')?.per100g.protein).toBe(13.2);
    expect(ingredientResolver()('nope')).toBeUndefined();
  });

  it.each([
    [{ name: ' ' }, MEAL_MESSAGES.ingredientNameRequired],
    [{ name: 'x'.repeat(256) }, MEAL_MESSAGES.ingredientNameTooLong],
    [{ kcal: 901 }, MEAL_MESSAGES.kcalInvalid],
    [{ kcal: 'abc' }, MEAL_MESSAGES.kcalInvalid],
    [{ protein: -1 }, MEAL_MESSAGES.proteinInvalid],
    [{ carbs: '100,5' }, MEAL_MESSAGES.carbsInvalid],
    [{ fat: null }, MEAL_MESSAGES.fatInvalid],
    [{ protein: 50, carbs: 40, fat: 20 }, MEAL_MESSAGES.macrosOver100],
    [{ gramsPerPiece: 0 }, MEAL_MESSAGES.gramsPerPieceInvalid],
    [{ density: 3 }, MEAL_MESSAGES.densityInvalid],
    [{ gramsPerTablespoon: -2 }, MEAL_MESSAGES.spoonInvalid],
  ])('reject %j with its message', (patch, message) => {
    const result = ownIngredientInputSchema.safeParse({ ...valid, ...patch });
    expect(result.error?.issues.map((i) => i.message)).toEqual([message]);
  });
});
