import { http } from '../../api/http';

/** The trainer's plan (spec §3 labels: free access, early adopter, standard, lifetime, trial). */
export type SubscriptionPlan = 'trial' | 'standard' | 'early_adopter' | 'free_access' | 'lifetime';
export type SubscriptionStatus = 'trialing' | 'active' | 'past_due' | 'canceled' | 'expired' | 'refunded';

/** GET /api/subscription (server/http/subscription.ts). */
export interface SubscriptionDto {
  plan: SubscriptionPlan;
  status: SubscriptionStatus | string;
  trialEndsAt: string | null;
  currentPeriodEnd: string | null;
  nextCharge: { amountMinor: number; currency: string; at: string } | null;
  refundableUntil: string | null;
  provider: 'local' | 'stripe';
  earlyAdopter: boolean;
  /** The plan's monthly price in minor units; null for a trial or a grant. */
  priceMinor?: number | null;
  currency?: string;
  /** Cancelled in the portal: ends when the paid period does instead of renewing. */
  cancelAtPeriodEnd?: boolean;
  /** Null while the app may be used, else the 402 code it answers. */
  accessCode?: string | null;
}

/**
 * The subscription calls. All of them are allowed while the trainer's access
 * is stopped (402 elsewhere), so none of them sends the app to /trial-expired.
 */
export const subscriptionApi = {
  get: () => http.get<SubscriptionDto>('/api/subscription', { skipPaymentRedirect: true }),
  checkout: (plan?: 'standard') => http.post<{ url: string }>('/api/subscription/checkout', plan ? { plan } : {}, { skipPaymentRedirect: true }),
  confirm: (sessionId: string) => http.post<unknown>('/api/subscription/confirm', { session_id: sessionId }, { skipPaymentRedirect: true }),
  portal: () => http.post<{ url: string }>('/api/subscription/portal', {}, { skipPaymentRedirect: true }),
  refund: () => http.post<unknown>('/api/subscription/refund', {}, { skipPaymentRedirect: true }),
};
