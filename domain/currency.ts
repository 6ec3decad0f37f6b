import type { Locale } from './constants';
import { htmlLangOf } from './language';

export type Currency = 'EUR' | 'CZK';

/** docs/rules/languages.md "Formats": EUR for en and sk, CZK for cz. */
export function currencyOf(locale: Locale): Currency {
  return locale === 'cz' ? 'CZK' : 'EUR';
}

/**
 * A money amount in the language's format, 0 or 2 decimals: whole amounts show
 * none (€15), others always two (€34.50, never €34.5, which reads as a typo on a bill).
 */
export function formatMoney(amount: number, locale: Locale, currency: Currency = currencyOf(locale)): string {
  const cents = Math.round(amount * 100);
  const digits = cents % 100 === 0 ? 0 : 2;
  return new Intl.NumberFormat(htmlLangOf(locale), {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}
