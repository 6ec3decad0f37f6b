import { z } from 'zod';
import type { Locale } from '../constants';
import type { LocalizedNames } from '../exercises/localized';
import type { IngredientRow as OwnIngredientRow } from './entity';
import { ingredientCategorySchema, type IngredientCategoryId } from './categories';
import { DENSITY_MAX, DENSITY_MIN, GRAMS_PER_PIECE_MAX, GRAMS_PER_SPOON_MAX, INGREDIENT_NAME_MAX, KCAL_PER_100G_MAX } from './limits';
import { MEAL_MESSAGES } from './messages';
import { decimalField } from './numbers';
import type { UnitFacts } from './units';

/** Energy and macronutrients of an amount of food: kcal and grams. */
export interface Nutrients {
  kcal: number;
  protein: number;
  carbs: number;
  fat: number;
}

/** What every ingredient carries, shipped or the user's own: figures per 100 g and its units. */
export interface IngredientFacts {
  id: string;
  per100g: Nutrients;
  units: UnitFacts;
}

/** A row of the shipped table (ingredient-data.ts, read through shipped.ts), named in every interface language. */
export interface ShippedIngredient extends IngredientFacts {
  kind: 'shipped';
  names: LocalizedNames;
  category: IngredientCategoryId;
}

/** An ingredient a trainer or client saved by hand (save-manual); its one name is in whatever language they typed. */
export interface OwnIngredient extends IngredientFacts {
  kind: 'own';
  name: string;
  category: IngredientCategoryId;
}

export type Ingredient = ShippedIngredient | OwnIngredient;

/** The name to show: the user's language for a shipped ingredient, the typed name for an own one. */
export function ingredientName(ingredient: Ingredient, locale: Locale): string {
  return ingredient.kind === 'shipped' ? ingredient.names[locale] : ingredient.name;
}

/** Shipped ids are kebab-case slugs; own ingredients get device-made UUIDs. */
export const SHIPPED_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const ingredientIdSchema = z.union([z.uuid(), z.string().regex(SHIPPED_ID)], { error: MEAL_MESSAGES.ingredientUnknown });

/** Energy from macronutrients by the general Atwater factors (4, 4, 9 kcal per g). */
export function atwaterKcal(n: Omit<Nutrients, 'kcal'>): number {
  return 4 * n.protein + 4 * n.carbs + 9 * n.fat;
}

const per100 = (message: string) => decimalField({ min: 0, max: 100, message, decimals: 2 });
const optionalPositive = (max: number, message: string) =>
  decimalField({ min: 0, max, message, exclusiveMin: true }).nullable().optional();

/**
 * A manual ingredient as typed in the form or sent to save-manual: a name, the
 * figures per 100 g from the package label, and optionally how much a piece or
 * a spoon weighs and, for a liquid, its density. Numbers may be typed with a
 * decimal comma. Energy is not checked against the macros: labels round and
 * leave out fibre, alcohol and polyols, so only the impossible (more than 100 g
 * of macros in 100 g) is refused.
 */
export const ownIngredientInputSchema = z
  .object({
    name: z
      .string({ error: MEAL_MESSAGES.ingredientNameRequired })
      .trim()
      .min(1, { error: MEAL_MESSAGES.ingredientNameRequired })
      .max(INGREDIENT_NAME_MAX, { error: MEAL_MESSAGES.ingredientNameTooLong }),
    category: ingredientCategorySchema.default('other'),
    kcal: decimalField({ min: 0, max: KCAL_PER_100G_MAX, message: MEAL_MESSAGES.kcalInvalid, decimals: 1 }),
    protein: per100(MEAL_MESSAGES.proteinInvalid),
    carbs: per100(MEAL_MESSAGES.carbsInvalid),
    fat: per100(MEAL_MESSAGES.fatInvalid),
    gramsPerPiece: optionalPositive(GRAMS_PER_PIECE_MAX, MEAL_MESSAGES.gramsPerPieceInvalid),
    gramsPerTablespoon: optionalPositive(GRAMS_PER_SPOON_MAX, MEAL_MESSAGES.spoonInvalid),
    gramsPerTeaspoon: optionalPositive(GRAMS_PER_SPOON_MAX, MEAL_MESSAGES.spoonInvalid),
    density: decimalField({ min: DENSITY_MIN, max: DENSITY_MAX, message: MEAL_MESSAGES.densityInvalid }).nullable().optional(),
  })
  .superRefine((v, ctx) => {
    // Rounded label figures may add up to a hair over 100 g.
    if (v.protein + v.carbs + v.fat > 100.5) ctx.addIssue({ code: 'custom', path: ['fat'], message: MEAL_MESSAGES.macrosOver100 });
  });
export type OwnIngredientInput = z.output<typeof ownIngredientInputSchema>;

/** The own ingredient a parsed form makes, under the id the device made for it. */
export function toOwnIngredient(id: string, input: OwnIngredientInput): OwnIngredient {
  const units: UnitFacts = {};
  if (input.density != null) units.density = input.density;
  if (input.gramsPerPiece != null) units.gramsPerPiece = input.gramsPerPiece;
  if (input.gramsPerTablespoon != null) units.gramsPerTablespoon = input.gramsPerTablespoon;
  if (input.gramsPerTeaspoon != null) units.gramsPerTeaspoon = input.gramsPerTeaspoon;
  return {
    kind: 'own',
    id,
    name: input.name,
    category: input.category,
    per100g: { kcal: input.kcal, protein: input.protein, carbs: input.carbs, fat: input.fat },
    units,
  };
}

/** Finds an ingredient by id: shipped ones, then the user's own. What totals and unit checks take. */
export type IngredientResolver = (id: string) => IngredientFacts | undefined;

/** The stored fields of an own ingredient from its save-manual input: one shape for the device and the server. */
export function ownIngredientFields(f: OwnIngredientInput) {
  return {
    name: f.name,
    category: f.category,
    kcal: f.kcal,
    protein: f.protein,
    carbs: f.carbs,
    fat: f.fat,
    gramsPerPiece: f.gramsPerPiece ?? null,
    gramsPerTablespoon: f.gramsPerTablespoon ?? null,
    gramsPerTeaspoon: f.gramsPerTeaspoon ?? null,
    density: f.density ?? null,
  };
}

/** An own ingredient's synced row as the facts totals and unit checks take: on the device and on the server. */
export function ingredientFacts(r: OwnIngredientRow): IngredientFacts {
  const units: UnitFacts = {};
  if (r.density !== null) units.density = r.density;
  if (r.gramsPerPiece !== null) units.gramsPerPiece = r.gramsPerPiece;
  if (r.gramsPerTablespoon !== null) units.gramsPerTablespoon = r.gramsPerTablespoon;
  if (r.gramsPerTeaspoon !== null) units.gramsPerTeaspoon = r.gramsPerTeaspoon;
  return { id: r.id, per100g: { kcal: r.kcal, protein: r.protein, carbs: r.carbs, fat: r.fat }, units };
}
