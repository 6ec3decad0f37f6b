import type { Locale } from '../../domain/constants';
import { htmlLangOf } from '../../domain/language';
import { withClock } from '../../domain/time/clock';
export { currencyOf, formatMoney } from '../../domain/currency';

/**
 * A date (with a time of day on the 24-hour clock, domain/time/clock.ts) in the language's own format through Intl (e.g. 3. 2. 2025 in cz, 03/02/2025 in en);
 * month and day names come translated from the browser, so no date library or its locales ship.
 */
export function formatDate(date: Date | string | number, locale: Locale, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  return new Intl.DateTimeFormat(htmlLangOf(locale), withClock(options)).format(new Date(date));
}

export function formatNumber(value: number, locale: Locale, maximumFractionDigits = 2): string {
  return new Intl.NumberFormat(htmlLangOf(locale), { maximumFractionDigits }).format(value);
}
