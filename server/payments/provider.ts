import type { Locale } from '../../domain/constants';
import type { PaidPlan, PaymentProvider, SubscriptionStatus } from '../../domain/subscriptions/plans';

/** What a provider needs to open a checkout: a monthly subscription, with a trial when the trainer has one left. */
export interface CheckoutRequest {
  /** Our checkout_sessions id. */
  sessionId: string;
  trainer: { id: string; email: string; name: string; language: Locale };
  plan: PaidPlan;
  amountMinor: number;
  /** First charge at this instant (nothing charged today); null charges at once. */
  trialEndsAt: Date | null;
  /** Where the provider sends the browser after paying; `{SESSION_ID}` is replaced by the provider's session id. */
  successUrl: string;
  cancelUrl: string;
  /** The trainer's customer at the provider from an earlier subscription, if any. */
  customerId: string | null;
}

export interface CreatedCheckout {
  providerRef: string;
  url: string;
}

/** A checkout the provider says is paid (or has a card on file for a trial). */
export interface CompletedCheckout {
  customerId: string | null;
  subscriptionId: string | null;
}

/** The parts of the subscription row a provider acts on. */
export interface ProviderSubscription {
  trainerId: string;
  providerCustomerId: string | null;
  providerSubscriptionId: string | null;
}

/** A provider's webhook, read into the few kinds we act on. */
export type WebhookEvent = { id: string; rawType: string } & (
  | { kind: 'checkout_completed'; providerRef: string; customerId: string | null; subscriptionId: string | null }
  | {
      kind: 'subscription_updated';
      subscriptionId: string;
      status: SubscriptionStatus;
      trialEndsAt: Date | null;
      currentPeriodEnd: Date | null;
      cancelAtPeriodEnd: boolean;
      canceledAt: Date | null;
    }
  | { kind: 'subscription_deleted'; subscriptionId: string; canceledAt: Date | null }
  | { kind: 'invoice_paid'; subscriptionId: string; paidAt: Date; periodEnd: Date | null; amountMinor: number }
  | { kind: 'invoice_payment_failed'; subscriptionId: string }
  | { kind: 'ignored' }
);

/**
 * The one interface both payment providers implement (server/payments/local.ts
 * and stripe.ts); commands never know which one runs.
 */
export interface Payments {
  kind: PaymentProvider;
  createCheckout(req: CheckoutRequest): Promise<CreatedCheckout>;
  /** The checkout's outcome at the provider; null while it is not paid. */
  confirmCheckout(providerRef: string): Promise<CompletedCheckout | null>;
  /** Where the trainer manages payment details and cancels. */
  portalUrl(sub: ProviderSubscription, returnUrl: string): Promise<string>;
  /** Ends the subscription at the provider at once, without a refund (an admin granted another plan). */
  cancel(sub: ProviderSubscription): Promise<void>;
  /** Refunds the last charge and ends the subscription at the provider. */
  refund(sub: ProviderSubscription): Promise<void>;
  /** A verified webhook; throws BadRequest when the signature does not match. */
  parseWebhook(rawBody: string, signature: string | undefined): WebhookEvent;
}
