import type { Locale } from '../constants';
import { formatMoney, type Currency } from '../currency';

/**
 * Money is held as an integer number of minor units (cents, haléře): 12.50 EUR
 * is 1250. Sums and allocations are integer arithmetic, so no float ever
 * loses a cent. Both currencies (EUR, CZK) have 100 minor units; docs/rules/billing.md "Money"
 * shows 0 to 2 decimals.
 */
export type Minor = number;

export const MINOR_PER_UNIT = 100;

/** The largest amount one payment or one session price may be: 1,000,000.00 (well inside 2^53 when summed). */
export const MONEY_MAX_MINOR: Minor = 100_000_000;

const MONEY_TEXT = /^\d+(?:[.,]\d{1,2})?$/;

/**
 * An amount as typed ("12,50", "12.50", "12", "0.5") or as a number with at
 * most two decimals, in minor units; null for anything else (negative, three
 * decimals, thousands separators, not finite). Text is read digit by digit,
 * never through a float.
 */
export function parseMoney(input: string | number): Minor | null {
  if (typeof input === 'number') {
    if (!Number.isFinite(input) || input < 0) return null;
    const minor = Math.round(input * MINOR_PER_UNIT);
    // 12.345 is not money; 0.1 + 0.2 (float noise) still is 0.30.
    if (Math.abs(minor - input * MINOR_PER_UNIT) > 1e-6 * Math.max(1, Math.abs(input))) return null;
    return Number.isSafeInteger(minor) ? minor : null;
  }
  const t = input.trim();
  if (!MONEY_TEXT.test(t)) return null;
  const [whole, frac = ''] = t.split(/[.,]/) as [string, string?];
  const minor = Number(whole) * MINOR_PER_UNIT + Number(frac.padEnd(2, '0'));
  return Number.isSafeInteger(minor) ? minor : null;
}

/** A decimal amount (an hourly rate of 42.5) in minor units; null stays null. */
export function toMinor(amount: number | null): Minor | null {
  return amount === null ? null : parseMoney(amount);
}

/** Minor units as a decimal number, for display and JSON answers (1250 → 12.5). */
export function fromMinor(minor: Minor): number {
  return minor / MINOR_PER_UNIT;
}

/** Minor units in the language's money format, 0 to 2 decimals (domain/currency.ts). */
export function formatMinor(minor: Minor, locale: Locale, currency: Currency): string {
  return formatMoney(fromMinor(minor), locale, currency);
}
