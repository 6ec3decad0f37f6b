import { format as formatDateFns, type Locale as DateFnsLocale } from 'date-fns';
import { cs, enGB, sk } from 'date-fns/locale';
import type { Locale } from '../../domain/constants';
import { htmlLangOf } from '../../domain/language';
export { currencyOf, formatMoney } from '../../domain/currency';

const DATE_FNS: Record<Locale, DateFnsLocale> = { en: enGB, sk, cz: cs };

export function dateFnsLocale(locale: Locale): DateFnsLocale {
  return DATE_FNS[locale];
}

/** A date in the language's own format through Intl (e.g. 3. 2. 2025 in cz, 03/02/2025 in en). */
export function formatDate(date: Date | string | number, locale: Locale, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  return new Intl.DateTimeFormat(htmlLangOf(locale), options).format(new Date(date));
}

/** A date-fns pattern with the language's locale (month and day names translated). */
export function formatDatePattern(date: Date | string | number, pattern: string, locale: Locale): string {
  return formatDateFns(new Date(date), pattern, { locale: DATE_FNS[locale] });
}

export function formatNumber(value: number, locale: Locale, maximumFractionDigits = 2): string {
  return new Intl.NumberFormat(htmlLangOf(locale), { maximumFractionDigits }).format(value);
}
