import { z } from 'zod';
import { MESSAGES } from '../messages';
import { lazyTrialEnd, decideAccess, ACCESS_CODES, type AccessCode, type AccessUser, type SubscriptionState } from './access';
import {
  isPaidPlan,
  PAYMENT_PROVIDERS,
  planPriceMinor,
  REFUND_WINDOW_MS,
  SUBSCRIPTION_CURRENCY,
  SUBSCRIPTION_PLANS,
  SUBSCRIPTION_STATUSES,
  type PaymentProvider,
} from './plans';

/** GET /api/subscription (and the answer of confirm and refund). Instants are ISO strings. */
export const SubscriptionDto = z.object({
  plan: z.enum(SUBSCRIPTION_PLANS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  trialEndsAt: z.string().nullable(),
  currentPeriodEnd: z.string().nullable(),
  /** The next charge; null when nothing will be charged (a trial without a card, a grant, a cancellation). */
  nextCharge: z.object({ amountMinor: z.number().int(), currency: z.literal(SUBSCRIPTION_CURRENCY), at: z.string() }).nullable(),
  /** The 30-day money-back guarantee: until when a refund may be asked for; null when none may. */
  refundableUntil: z.string().nullable(),
  /** Which provider takes payments on this server (local: no money moves). */
  provider: z.enum(PAYMENT_PROVIDERS),
  earlyAdopter: z.boolean(),
  /** The monthly price of the plan in minor units; null for a trial or a grant. */
  priceMinor: z.number().int().nullable(),
  currency: z.literal(SUBSCRIPTION_CURRENCY),
  /** Ends at the period's end (cancelled in the provider's portal) rather than renewing. */
  cancelAtPeriodEnd: z.boolean(),
  /** Whether the app may be used now, and if not the 402 code it answers. */
  accessCode: z.enum(ACCESS_CODES).nullable(),
});
export type SubscriptionDto = z.infer<typeof SubscriptionDto>;

export interface SubscriptionRecord extends SubscriptionState {
  firstPaidAt: Date | null;
  refundedAt: Date | null;
  cancelAtPeriodEnd: boolean;
  amountMinor: number | null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Until when the first payment may be refunded (30 days from it), or null. */
export function refundableUntil(sub: SubscriptionRecord | null, now: Date): Date | null {
  if (!sub || !sub.firstPaidAt || sub.refundedAt || !isPaidPlan(sub.plan)) return null;
  if (sub.status === 'expired') return null;
  const until = new Date(sub.firstPaidAt.getTime() + REFUND_WINDOW_MS);
  return now.getTime() < until.getTime() ? until : null;
}

/** The subscription as the app shows it; a trainer without a row is in the lazy trial. */
export function subscriptionView(sub: SubscriptionRecord | null, user: AccessUser, provider: PaymentProvider, now: Date): SubscriptionDto {
  const decision = decideAccess(sub, user, now);
  const accessCode = decision.ok ? null : decision.code;
  if (!sub) {
    const trialEnd = lazyTrialEnd(user);
    return {
      plan: 'trial',
      status: trialEnd.getTime() > now.getTime() ? 'trialing' : 'expired',
      trialEndsAt: iso(trialEnd),
      currentPeriodEnd: null,
      nextCharge: null,
      refundableUntil: null,
      provider,
      earlyAdopter: false,
      priceMinor: null,
      currency: 'EUR',
      cancelAtPeriodEnd: false,
      accessCode,
    };
  }
  const paid = isPaidPlan(sub.plan);
  const price = paid ? (sub.amountMinor ?? planPriceMinor(sub.plan as 'standard' | 'early_adopter')) : null;
  const chargeAt = !paid || sub.cancelAtPeriodEnd ? null : sub.status === 'trialing' ? sub.trialEndsAt : sub.status === 'active' || sub.status === 'past_due' ? sub.currentPeriodEnd : null;
  return {
    plan: sub.plan,
    status: sub.status,
    trialEndsAt: iso(sub.trialEndsAt),
    currentPeriodEnd: iso(sub.currentPeriodEnd),
    nextCharge: chargeAt && price !== null ? { amountMinor: price, currency: 'EUR', at: chargeAt.toISOString() } : null,
    refundableUntil: iso(refundableUntil(sub, now)),
    provider: sub.provider ?? provider,
    earlyAdopter: sub.plan === 'early_adopter',
    priceMinor: price,
    currency: 'EUR',
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    accessCode,
  };
}

/** The body of every 402 (docs/rules/errors-and-limits.md "Payment required (402)"): the app stores checkout_url and goes to /trial-expired. */
export const PaymentRequiredBody = z.object({
  message: z.string(),
  code: z.enum(ACCESS_CODES),
  checkout_url: z.string(),
});
export type PaymentRequiredBody = z.infer<typeof PaymentRequiredBody>;

export const CheckoutInput = z.object({ plan: z.literal('standard').optional() });
export const CheckoutResult = z.object({ url: z.string() });
export const ConfirmInput = z.object({ session_id: z.string().min(1, { error: 'Invalid payment session' }).max(255) });
export const PortalResult = z.object({ url: z.string() });

/** The message of each 402 code. */
export function accessMessage(code: AccessCode): string {
  if (code === 'trial_expired') return MESSAGES.trialExpired;
  if (code === 'subscription_required') return MESSAGES.subscriptionRequired;
  return MESSAGES.paymentRequired;
}
