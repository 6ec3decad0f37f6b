import type { Locale } from './constants';
import { htmlLangOf } from './language';

export type Currency = 'EUR' | 'CZK';

/** Spec §9: EUR for en and sk, CZK for cz. */
export function currencyOf(locale: Locale): Currency {
  return locale === 'cz' ? 'CZK' : 'EUR';
}

/**
 * A money amount in the language's format, 0 to 2 decimals (spec §9):
 * whole amounts show no decimals, others up to two.
 */
export function formatMoney(amount: number, locale: Locale, currency: Currency = currencyOf(locale)): string {
  return new Intl.NumberFormat(htmlLangOf(locale), {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  }).format(amount);
}
