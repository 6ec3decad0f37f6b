import { z } from 'zod';
import { MEAL_MESSAGES } from './messages';

/**
 * Units an amount of an ingredient is entered in. Spoons are the metric ones
 * of Slovak and Czech recipes: a tablespoon (polievková / polévková lžíce) is
 * 15 ml and a teaspoon (čajová lyžička / lžička) 5 ml.
 */
export const UNITS = ['g', 'ml', 'piece', 'tbsp', 'tsp'] as const;
export type Unit = (typeof UNITS)[number];

export const unitSchema = z.enum(UNITS, { error: MEAL_MESSAGES.unitUnknown });

export const TABLESPOON_ML = 15;
export const TEASPOON_ML = 5;

/** What an ingredient knows about its units; grams always work. */
export interface UnitFacts {
  /** g per ml; present only for liquids, which can then be measured in ml. */
  density?: number;
  gramsPerPiece?: number;
  gramsPerTablespoon?: number;
  gramsPerTeaspoon?: number;
}

/**
 * Grams of one of a unit, or undefined when the ingredient cannot be measured
 * in it. A spoon of a liquid weighs its volume times the density unless the
 * ingredient says otherwise (a spoon of flour or honey is not 15 ml of water).
 */
export function gramsPerUnit(unit: Unit, facts: UnitFacts): number | undefined {
  switch (unit) {
    case 'g':
      return 1;
    case 'ml':
      return facts.density;
    case 'piece':
      return facts.gramsPerPiece;
    case 'tbsp':
      return facts.gramsPerTablespoon ?? (facts.density === undefined ? undefined : facts.density * TABLESPOON_ML);
    case 'tsp':
      return facts.gramsPerTeaspoon ?? (facts.density === undefined ? undefined : facts.density * TEASPOON_ML);
  }
}

/** An amount in a unit as grams; null when the unit does not apply to the ingredient or the amount is not a positive number. */
export function toGrams(amount: number, unit: Unit, facts: UnitFacts): number | null {
  if (!Number.isFinite(amount) || amount < 0) return null;
  const per = gramsPerUnit(unit, facts);
  return per === undefined ? null : amount * per;
}

/** The units an ingredient can be measured in, in the order of UNITS (the picker's order). */
export function unitsOf(facts: UnitFacts): Unit[] {
  return UNITS.filter((u) => gramsPerUnit(u, facts) !== undefined);
}
