import { z } from 'zod';
import { hasDecimals } from '../mutations/fields';

const DECIMAL_TEXT = /^\d+(?:[.,]\d+)?$/;

/** A number as typed, with a decimal point or comma ("12.5", "12,5"); null for anything else. */
export function parseDecimal(text: string): number | null {
  const t = text.trim();
  return DECIMAL_TEXT.test(t) ? Number(t.replace(',', '.')) : null;
}

/**
 * A number from min to max (inclusive), given as a number or as typed text
 * with point or comma; every failure reports the one message of the field.
 * `exclusiveMin` makes min itself invalid (an amount of 0 g says nothing).
 */
export function decimalField(opts: { min: number; max: number; message: string; decimals?: number; exclusiveMin?: boolean }) {
  const { min, max, message, decimals, exclusiveMin = false } = opts;
  return z.union([z.number(), z.string()], { error: message }).transform((v, ctx) => {
    const n = typeof v === 'number' ? v : parseDecimal(v);
    const ok =
      n !== null &&
      Number.isFinite(n) &&
      (exclusiveMin ? n > min : n >= min) &&
      n <= max &&
      (decimals === undefined || hasDecimals(n, decimals));
    if (!ok) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return n;
  });
}
