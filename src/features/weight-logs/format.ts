import type { Locale } from '../../../domain/constants';
import { htmlLangOf } from '../../../domain/language';
import { withClock } from '../../../domain/time/clock';

/**
 * Formatters for weights and their dates, made once per language: building
 * an Intl formatter costs far more than using one, and a list formats two
 * values per row on every render.
 */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(locale: Locale, signed: boolean): Intl.NumberFormat {
  const k = `n|${locale}|${signed}`;
  let f = cache.get(k) as Intl.NumberFormat | undefined;
  if (!f) cache.set(k, (f = new Intl.NumberFormat(htmlLangOf(locale), { maximumFractionDigits: 2, ...(signed ? { signDisplay: 'exceptZero' as const } : {}) })));
  return f;
}

function dateFormat(locale: Locale, kind: 'dateTime' | 'day' | 'time'): Intl.DateTimeFormat {
  const k = `d|${locale}|${kind}`;
  let f = cache.get(k) as Intl.DateTimeFormat | undefined;
  if (!f) {
    const options: Intl.DateTimeFormatOptions = kind === 'dateTime' ? { dateStyle: 'medium', timeStyle: 'short' } : kind === 'time' ? { timeStyle: 'short' } : { day: 'numeric', month: 'short' };
    cache.set(k, (f = new Intl.DateTimeFormat(htmlLangOf(locale), withClock(options))));
  }
  return f;
}

/** A weight the language's way: 70.5 in en, 70,5 in sk and cz. */
export const formatKg = (kg: number, locale: Locale) => numberFormat(locale, false).format(kg);

/** A change with its sign (+1,2 / −0,8 / 0). */
export const formatSignedKg = (kg: number, locale: Locale) => numberFormat(locale, true).format(kg);

export const formatLoggedAt = (iso: string | number, locale: Locale) => dateFormat(locale, 'dateTime').format(new Date(iso));
export const formatDay = (iso: string | number, locale: Locale) => dateFormat(locale, 'day').format(new Date(iso));
export const formatTime = (iso: string | number, locale: Locale) => dateFormat(locale, 'time').format(new Date(iso));
