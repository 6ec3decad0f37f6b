import { EARLY_ADOPTER_DISCOUNT_PERCENT, PRICE_EUR_PER_MONTH, REFUND_WINDOW_DAYS, TRIAL_DAYS } from '../constants';

/** docs/rules/subscriptions.md "Plans and prices" "Subscription plan labels": the app shows each plan under its label (free access, early adopter, ...). */
export const SUBSCRIPTION_PLANS = ['trial', 'standard', 'early_adopter', 'free_access', 'lifetime'] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];

/** Plans a trainer pays for through a provider; the others are granted (trial, free access, lifetime). */
export const PAID_PLANS = ['standard', 'early_adopter'] as const;
export type PaidPlan = (typeof PAID_PLANS)[number];
export const isPaidPlan = (plan: SubscriptionPlan): plan is PaidPlan => (PAID_PLANS as readonly string[]).includes(plan);

/** Plans an admin grants (server/areas/subscriptions/commands/admin.ts). */
export const GRANTED_PLANS = ['free_access', 'lifetime'] as const;
export type GrantedPlan = (typeof GRANTED_PLANS)[number];

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'canceled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const PAYMENT_PROVIDERS = ['local', 'stripe'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** The subscription is charged in euros whatever the trainer's language (docs/rules/subscriptions.md "Plans and prices": "15 euro per month"). */
export const SUBSCRIPTION_CURRENCY = 'EUR' as const;
export const STANDARD_PRICE_MINOR = PRICE_EUR_PER_MONTH * 100;
/** Early-adopter places when the platform setting was never changed (an admin sets early_adopter_places). */
export const DEFAULT_EARLY_ADOPTER_PLACES = 100;

export const DAY_MS = 86_400_000;
export const TRIAL_MS = TRIAL_DAYS * DAY_MS;
export const REFUND_WINDOW_MS = REFUND_WINDOW_DAYS * DAY_MS;
/**
 * A provider charges at the period's end and tells us a little later (a
 * webhook, a retried card): access lasts this long past a paid period or a
 * trial with a card on file before the missing charge counts as unpaid.
 */
export const RENEWAL_GRACE_DAYS = 3;
export const RENEWAL_GRACE_MS = RENEWAL_GRACE_DAYS * DAY_MS;
/** Stripe refuses a trial_end less than 48 hours ahead; a shorter remainder is charged at once instead. */
export const MIN_CHECKOUT_TRIAL_MS = 2 * DAY_MS;

/** The monthly price of a paid plan in minor units, from the standard price (a platform setting, 1500 by default). */
export function planPriceMinor(plan: PaidPlan, standardMinor: number = STANDARD_PRICE_MINOR): number {
  if (plan === 'standard') return standardMinor;
  // Half up to a whole cent: 50 % of 15.00 is 7.50, of 15.01 is 7.51.
  return Math.round((standardMinor * (100 - EARLY_ADOPTER_DISCOUNT_PERCENT)) / 100);
}

/** The plan a new checkout gets: early adopter while places last (taken counts every early-adopter subscription ever made). */
export function checkoutPlan(requested: 'standard' | undefined, taken: number, places: number): PaidPlan {
  if (requested === 'standard') return 'standard';
  return taken < places ? 'early_adopter' : 'standard';
}

/** The same day of the month `n` months later in UTC, clamped to the month's last day (31 Jan + 1 = 28/29 Feb). */
export function addMonths(at: Date, n: number): Date {
  const y = at.getUTCFullYear();
  const m = at.getUTCMonth() + n;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const d = new Date(at.getTime());
  d.setUTCFullYear(y, m, Math.min(at.getUTCDate(), lastDay));
  return d;
}
