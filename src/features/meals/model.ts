import type { IngredientRow, MealPlanMealRow } from '../../../domain/meals/entity';
import { foldText } from '../../../domain/exercises/normalize';
import { ownIngredientInputSchema, type IngredientResolver, type OwnIngredient, type OwnIngredientInput } from '../../../domain/meals/ingredients';
import { checkMealIngredients, mealInputSchema, type MealIngredient } from '../../../domain/meals/meal';
import { parseDecimal } from '../../../domain/meals/numbers';
import type { MealSlot } from '../../../domain/meals/slots';
import { mealTotals, type MealTotals } from '../../../domain/meals/totals';
import type { Unit, UnitFacts } from '../../../domain/meals/units';

/*
 * The pure side of the trainer's meal screens: stored rows as the domain's
 * ingredients, the forms' text parsed through the domain schemas (so the
 * screens show MEAL_MESSAGES), a meal's live totals while it is typed, and
 * the meal list's title search.
 */

/** An own ingredient row (synced) as the domain's ingredient: search, totals, units. */
export function ownIngredientOf(r: IngredientRow): OwnIngredient {
  const units: UnitFacts = {};
  if (r.density !== null) units.density = r.density;
  if (r.gramsPerPiece !== null) units.gramsPerPiece = r.gramsPerPiece;
  if (r.gramsPerTablespoon !== null) units.gramsPerTablespoon = r.gramsPerTablespoon;
  if (r.gramsPerTeaspoon !== null) units.gramsPerTeaspoon = r.gramsPerTeaspoon;
  return { kind: 'own', id: r.id, name: r.name, category: r.category, per100g: { kcal: r.kcal, protein: r.protein, carbs: r.carbs, fat: r.fat }, units };
}

// ------------------------------------------------------------------ own ingredient form

export const INGREDIENT_FORM_FIELDS = ['name', 'category', 'kcal', 'protein', 'carbs', 'fat', 'gramsPerPiece', 'gramsPerTablespoon', 'gramsPerTeaspoon', 'density'] as const;
export type IngredientFormField = (typeof INGREDIENT_FORM_FIELDS)[number];
/** The add-own-ingredient form as typed: text everywhere (a decimal comma is fine). */
export type IngredientForm = Record<IngredientFormField, string>;

export const EMPTY_INGREDIENT_FORM: IngredientForm = {
  name: '',
  category: 'other',
  kcal: '',
  protein: '',
  carbs: '',
  fat: '',
  gramsPerPiece: '',
  gramsPerTablespoon: '',
  gramsPerTeaspoon: '',
  density: '',
};

/** A saved ingredient back into the form (edit): numbers as the language writes them is the screen's job; here plain text. */
export function ingredientFormOf(r: IngredientRow): IngredientForm {
  const text = (v: number | null) => (v === null ? '' : String(v));
  return {
    name: r.name,
    category: r.category,
    kcal: text(r.kcal),
    protein: text(r.protein),
    carbs: text(r.carbs),
    fat: text(r.fat),
    gramsPerPiece: text(r.gramsPerPiece),
    gramsPerTablespoon: text(r.gramsPerTablespoon),
    gramsPerTeaspoon: text(r.gramsPerTeaspoon),
    density: text(r.density),
  };
}

/** How many of the given meals use an ingredient (before it is deleted). */
export function mealsUsing(meals: readonly { ingredients: readonly { ingredientId: string }[] }[], ingredientId: string): number {
  return meals.filter((m) => m.ingredients.some((i) => i.ingredientId === ingredientId)).length;
}

const OPTIONAL: readonly IngredientFormField[] = ['gramsPerPiece', 'gramsPerTablespoon', 'gramsPerTeaspoon', 'density'];

export type Parsed<T, F extends string> = { ok: true; value: T } | { ok: false; errors: Partial<Record<F, string>> };

/** The form through save-manual's schema: an empty unit field means "not measured that way"; the first problem of each field, in English (translate with translateMessage). */
export function parseIngredientForm(form: IngredientForm): Parsed<OwnIngredientInput, IngredientFormField> {
  const raw: Record<string, string | null> = {};
  for (const f of INGREDIENT_FORM_FIELDS) {
    const v = form[f].trim();
    raw[f] = OPTIONAL.includes(f) && v === '' ? null : v;
  }
  const r = ownIngredientInputSchema.safeParse(raw);
  if (r.success) return { ok: true, value: r.data };
  const errors: Partial<Record<IngredientFormField, string>> = {};
  for (const issue of r.error.issues) {
    const f = issue.path[0] as IngredientFormField;
    errors[f] ??= issue.message;
  }
  return { ok: false, errors };
}

// ------------------------------------------------------------------ meal form

/** One ingredient line of the meal form: the amount as typed. */
export interface MealLineDraft {
  /** A key for React that survives reordering and removal. */
  key: string;
  ingredientId: string;
  amount: string;
  unit: Unit;
}

export interface MealFormErrors {
  title?: string;
  /** Each line's first problem, by line index. */
  lines: Record<number, string>;
  /** A problem of the list itself (too many ingredients). */
  list?: string;
}

/** The meal form through the domain: the schema (title, amounts, units) and then whether each ingredient exists and takes its unit. */
export function parseMealForm(title: string, lines: readonly MealLineDraft[], resolve: IngredientResolver): { ok: true; value: { title: string; ingredients: MealIngredient[] } } | { ok: false; errors: MealFormErrors } {
  const errors: MealFormErrors = { lines: {} };
  const r = mealInputSchema.safeParse({ title, ingredients: lines.map((l) => ({ ingredientId: l.ingredientId, amount: l.amount.trim(), unit: l.unit })) });
  if (!r.success) {
    for (const issue of r.error.issues) {
      const [head, index] = issue.path;
      if (head === 'title') errors.title ??= issue.message;
      else if (head === 'ingredients' && typeof index === 'number') errors.lines[index] ??= issue.message;
      else if (head === 'ingredients') errors.list ??= issue.message;
    }
    return { ok: false, errors };
  }
  for (const p of checkMealIngredients(r.data.ingredients, resolve)) errors.lines[p.index] ??= p.message;
  if (Object.keys(errors.lines).length) return { ok: false, errors };
  return { ok: true, value: { title: r.data.title, ingredients: r.data.ingredients } };
}

/** Live totals while a meal is typed: lines whose amount is not a number yet count as nothing. */
export function draftTotals(lines: readonly MealLineDraft[], resolve: IngredientResolver): MealTotals {
  const parsed: MealIngredient[] = [];
  for (const l of lines) {
    const amount = parseDecimal(l.amount);
    if (amount !== null && amount > 0) parsed.push({ ingredientId: l.ingredientId, amount, unit: l.unit });
  }
  return mealTotals(parsed, resolve);
}

/** A saved meal's lines back into the form. */
export function linesOf(ingredients: readonly MealIngredient[], key: () => string): MealLineDraft[] {
  return ingredients.map((i) => ({ key: key(), ingredientId: i.ingredientId, amount: String(i.amount), unit: i.unit }));
}

/** The unit a new line starts in, and its amount: a piece when the food comes in pieces (an egg, a banana), else 100 g. */
export function startingAmount(units: readonly Unit[]): { amount: string; unit: Unit } {
  return units.includes('piece') ? { amount: '1', unit: 'piece' } : { amount: '100', unit: 'g' };
}

// ------------------------------------------------------------------ meal list, plan grid

/** Meals whose title contains the query, ignoring case and diacritics (docs/rules/meals.md "Search"); an empty query keeps the whole list. */
export function filterMealsByTitle<T extends { title: string }>(meals: readonly T[], query: string): T[] {
  const q = foldText(query);
  const sorted = [...meals].sort((a, b) => a.title.localeCompare(b.title, undefined, { sensitivity: 'base' }));
  return q ? sorted.filter((m) => foldText(m.title).includes(q)) : sorted;
}

/** Where a meal added to a slot goes: after the last one there. */
export function nextPosition(pivots: readonly Pick<MealPlanMealRow, 'day' | 'slot' | 'position'>[], day: number, slot: MealSlot): number {
  let max = -1;
  for (const p of pivots) if (p.day === day && p.slot === slot && p.position > max) max = p.position;
  return max + 1;
}
