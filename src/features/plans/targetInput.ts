import type { Locale } from '../../../domain/constants';
import { htmlLangOf } from '../../../domain/language';

/** A typed target: '' clears it; a comma works as the decimal point (sk, cz); anything else is 'invalid'. */
export function parseTarget(text: string): number | null | 'invalid' {
  const s = text.trim().replace(',', '.');
  if (s === '') return null;
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(s)) return 'invalid';
  const n = Number(s);
  return Number.isFinite(n) ? n : 'invalid';
}

/**
 * A target as its cell shows it for editing: the language's decimal mark (62,5 in sk and cz), no grouping
 * (parseTarget reads no thousands separator) and every digit the number has, so what is shown reads back
 * as the same number. '' for no target.
 */
export function formatTargetInput(value: number | null | undefined, locale: Locale): string {
  if (value === null || value === undefined) return '';
  return new Intl.NumberFormat(htmlLangOf(locale), { useGrouping: false, maximumFractionDigits: 20 }).format(value);
}
