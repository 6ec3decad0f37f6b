import type { Locale } from '../../domain/constants';
import { htmlLangOf } from '../../domain/language';
import { withClock } from '../../domain/time/clock';
export { currencyOf, formatMoney } from '../../domain/currency';

/**
 * A date (with a time of day on the 24-hour clock, domain/time/clock.ts) in the language's own format through Intl (e.g. 3. 2. 2025 in cz, 03/02/2025 in en);
 * month and day names come translated from the browser, so no date library or its locales ship.
 */
export function formatDate(date: Date | string | number, locale: Locale, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  return dateFormat(locale, options).format(new Date(date));
}

export function formatNumber(value: number, locale: Locale, maximumFractionDigits = 2): string {
  const key = `${locale}|${maximumFractionDigits}`;
  let f = numberFormats.get(key);
  if (!f) numberFormats.set(key, (f = new Intl.NumberFormat(htmlLangOf(locale), { maximumFractionDigits })));
  return f.format(value);
}

/**
 * Made once per language and options: making an Intl formatter costs far more than formatting with it (a thread's
 * 60 messages, each a time and a full date, spent 20 ms of its opening making them).
 */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
function dateFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = dateFormats.get(key);
  if (!f) dateFormats.set(key, (f = new Intl.DateTimeFormat(htmlLangOf(locale), withClock(options))));
  return f;
}
