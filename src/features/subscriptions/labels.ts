import type { Locale } from '../../../domain/constants';
import { formatMoney, type Currency } from '../../../domain/currency';
import { pluralForm } from '../session-labels';
import type { SubscriptionDto } from './api';

const DAY_MS = 86_400_000;

/** Whole days left until an instant, rounded up (the last afternoon still counts as a day); 0 once past. */
export function daysLeft(until: string | null, now: number): number {
  if (!until) return 0;
  const ms = Date.parse(until) - now;
  return ms > 0 ? Math.ceil(ms / DAY_MS) : 0;
}

/** The trial's days left, when the trainer is still in it. */
export function trialDaysLeft(s: Pick<SubscriptionDto, 'plan' | 'status' | 'trialEndsAt'>, now: number): number | null {
  const inTrial = s.plan === 'trial' || s.status === 'trialing';
  if (!inTrial || !s.trialEndsAt) return null;
  return daysLeft(s.trialEndsAt, now);
}

/** The refund can be asked for until refundableUntil (30 days from the first payment, docs/rules/subscriptions.md "Money-back guarantee"). */
export function canRefund(s: Pick<SubscriptionDto, 'refundableUntil'>, now: number): boolean {
  return !!s.refundableUntil && Date.parse(s.refundableUntil) > now;
}

/** A charge in minor units, in the language's format: whole amounts without decimals (€15), others with both (€7.50, never €7.5). */
export function formatCharge(amountMinor: number, currency: string, locale: Locale): string {
  const c = currency.toUpperCase() as Currency;
  try {
    return formatMoney(amountMinor / 100, locale, c);
  } catch {
    return `${(amountMinor / 100).toFixed(2)} ${currency}`;
  }
}

/** The plural form's key below a base key (never i18next's own suffixes). */
export const countedKey = (base: string, n: number, locale: Locale) => `${base}.${pluralForm(n, locale)}`;

/** Plans whose access does not end by itself and is never charged. */
export const UNCHARGED_PLANS = new Set(['free_access', 'lifetime']);
