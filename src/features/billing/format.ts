import type { Locale } from '../../../domain/constants';
import type { Currency } from '../../../domain/currency';
import { formatMinor, fromMinor, type Minor } from '../../../domain/billing/money';
import { formatDate } from '../../i18n/format';

/** Money of the client's currency in the language's format (0 to 2 decimals, docs/rules/languages.md "Formats"). */
export const money = (minor: Minor, locale: Locale, currency: Currency) => formatMinor(minor, locale, currency);

/** A wall date 'YYYY-MM-DD' in the language's format, read at local noon so no zone moves it a day. */
export const wallDate = (date: string, locale: Locale) => formatDate(`${date}T12:00:00`, locale);

/** An amount as the form shows it for editing: the language's decimal mark, no grouping ("12,5" in sk/cz). */
export function amountText(minor: Minor, locale: Locale): string {
  const s = String(fromMinor(minor));
  return locale === 'en' ? s : s.replace('.', ',');
}

/** Today's wall date on this device. */
export function todayWall(now: Date = new Date()): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}
