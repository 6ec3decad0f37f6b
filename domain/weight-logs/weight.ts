import { z } from 'zod';
import { MESSAGES } from '../messages';

/**
 * Bounds of a body weight in kg. 20 kg is below any adult client and 500 kg
 * above all but a handful of recorded humans, so real values always pass while
 * the usual slips fail: a weight typed in grams or pounds without the decimal
 * point ("705"), or with the point in the wrong place ("7.05").
 */
export const WEIGHT_MIN_KG = 20;
export const WEIGHT_MAX_KG = 500;
/** Scales show at most 0.01 kg (most 0.05 or 0.1); the column is numeric(5,2). */
export const WEIGHT_DECIMALS = 2;

const WEIGHT_TEXT = /^\d{1,3}(?:[.,]\d{1,2})?$/;

/** True for a finite weight within the bounds with at most two decimals. */
export function isValidWeightKg(kg: number): boolean {
  if (!Number.isFinite(kg) || kg < WEIGHT_MIN_KG || kg > WEIGHT_MAX_KG) return false;
  return Math.round(kg * 100) / 100 === kg;
}

/**
 * Parses what a user typed: "70.5" or "70,5" (docs/rules/weight-logs.md "Typing a weight"), surrounding spaces
 * ignored. Returns the weight in kg, or null when it is not a valid weight.
 */
export function parseWeight(text: string): number | null {
  const t = text.trim();
  if (!WEIGHT_TEXT.test(t)) return null;
  const kg = Number(t.replace(',', '.'));
  return isValidWeightKg(kg) ? kg : null;
}

/** A weight already parsed to a number (mutation args, API bodies with a number). */
export const weightKgNumber = z
  .number({ error: MESSAGES.weightInvalid })
  .refine(isValidWeightKg, { error: MESSAGES.weightInvalid });

/** A weight as a number or as typed text with point or comma; always a number after parsing. */
export const weightKgInput = z.union([z.number(), z.string()], { error: MESSAGES.weightInvalid }).transform((v, ctx) => {
  const kg = typeof v === 'number' ? (isValidWeightKg(v) ? v : null) : parseWeight(v);
  if (kg === null) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.weightInvalid });
    return z.NEVER;
  }
  return kg;
});
