import Stripe from 'stripe';
import { MESSAGES } from '../../domain/messages';
import type { SubscriptionStatus } from '../../domain/subscriptions/plans';
import { BadRequest, Conflict } from '../errors';
import type { Payments, WebhookEvent } from './provider';

type Obj = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === 'string' ? v : v && typeof v === 'object' && typeof (v as Obj).id === 'string' ? ((v as Obj).id as string) : null);
const time = (v: unknown): Date | null => (typeof v === 'number' && v > 0 ? new Date(v * 1000) : null);
const get = (o: unknown, ...path: (string | number)[]): unknown =>
  path.reduce<unknown>((at, k) => (at && typeof at === 'object' ? (at as Obj)[k as string] : undefined), o);

/** Stripe's statuses in ours: unpaid and paused count as past due, an incomplete first payment as past due too. */
function statusOf(s: unknown): SubscriptionStatus {
  switch (s) {
    case 'trialing':
      return 'trialing';
    case 'active':
      return 'active';
    case 'canceled':
      return 'canceled';
    case 'incomplete_expired':
      return 'expired';
    default:
      return 'past_due';
  }
}

/** Reads a verified Stripe event into the kinds we act on; fields are read by name so API versions that moved them still work. */
export function readStripeEvent(event: { id: string; type: string; data: { object: unknown } }): WebhookEvent {
  const o = event.data.object;
  const base = { id: event.id, rawType: event.type };
  switch (event.type) {
    case 'checkout.session.completed': {
      const ref = str(get(o, 'id'));
      if (!ref) break;
      return { ...base, kind: 'checkout_completed', providerRef: ref, customerId: str(get(o, 'customer')), subscriptionId: str(get(o, 'subscription')) };
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated': {
      const id = str(get(o, 'id'));
      if (!id) break;
      return {
        ...base,
        kind: 'subscription_updated',
        subscriptionId: id,
        status: statusOf(get(o, 'status')),
        trialEndsAt: time(get(o, 'trial_end')),
        // Newer API versions keep the period on the subscription's items.
        currentPeriodEnd: time(get(o, 'current_period_end')) ?? time(get(o, 'items', 'data', 0, 'current_period_end')),
        cancelAtPeriodEnd: get(o, 'cancel_at_period_end') === true,
        canceledAt: time(get(o, 'canceled_at')),
      };
    }
    case 'customer.subscription.deleted': {
      const id = str(get(o, 'id'));
      if (!id) break;
      return { ...base, kind: 'subscription_deleted', subscriptionId: id, canceledAt: time(get(o, 'canceled_at')) };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const sub = str(get(o, 'subscription')) ?? str(get(o, 'parent', 'subscription_details', 'subscription'));
      if (!sub) break;
      if (event.type === 'invoice.payment_failed') return { ...base, kind: 'invoice_payment_failed', subscriptionId: sub };
      return {
        ...base,
        kind: 'invoice_paid',
        subscriptionId: sub,
        paidAt: time(get(o, 'status_transitions', 'paid_at')) ?? time(get(o, 'created')) ?? new Date(),
        periodEnd: time(get(o, 'lines', 'data', 0, 'period', 'end')),
        amountMinor: typeof get(o, 'amount_paid') === 'number' ? (get(o, 'amount_paid') as number) : 0,
      };
    }
  }
  return { ...base, kind: 'ignored' };
}

const STRIPE_LOCALE = { en: 'en', sk: 'sk', cz: 'cs' } as const;

/**
 * Stripe: Checkout Sessions in subscription mode (the price given inline, so
 * no product has to be set up in the dashboard), the customer portal, and
 * webhooks verified by their signature.
 */
export function stripePayments(secretKey: string, webhookSecret: string, options: Stripe.StripeConfig = {}): Payments {
  const stripe = new Stripe(secretKey, { maxNetworkRetries: 2, ...options });
  return {
    kind: 'stripe',
    async createCheckout(req) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        ...(req.customerId ? { customer: req.customerId } : { customer_email: req.trainer.email }),
        client_reference_id: req.trainer.id,
        metadata: { checkout_session_id: req.sessionId, trainer_id: req.trainer.id },
        locale: STRIPE_LOCALE[req.trainer.language],
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'eur',
              unit_amount: req.amountMinor,
              recurring: { interval: 'month' },
              product_data: { name: req.plan === 'early_adopter' ? 'Repwise (early adopter)' : 'Repwise' },
            },
          },
        ],
        subscription_data: {
          metadata: { trainer_id: req.trainer.id },
          ...(req.trialEndsAt ? { trial_end: Math.floor(req.trialEndsAt.getTime() / 1000) } : {}),
        },
        success_url: req.successUrl.replace('{SESSION_ID}', '{CHECKOUT_SESSION_ID}'),
        cancel_url: req.cancelUrl,
      });
      if (!session.url) throw new Conflict(MESSAGES.checkoutFailed, 'checkout_failed');
      return { providerRef: session.id, url: session.url };
    },
    async confirmCheckout(ref) {
      const s = await stripe.checkout.sessions.retrieve(ref);
      if (s.status !== 'complete') return null;
      return { customerId: str(s.customer), subscriptionId: str(s.subscription) };
    },
    async portalUrl(sub, returnUrl) {
      if (!sub.providerCustomerId) throw new Conflict(MESSAGES.noSubscriptionToManage, 'no_subscription');
      const portal = await stripe.billingPortal.sessions.create({ customer: sub.providerCustomerId, return_url: returnUrl });
      return portal.url;
    },
    async cancel(sub) {
      if (sub.providerSubscriptionId) await stripe.subscriptions.cancel(sub.providerSubscriptionId);
    },
    async refund(sub) {
      if (!sub.providerCustomerId) throw new Conflict(MESSAGES.nothingToRefund, 'nothing_to_refund');
      const charges = await stripe.charges.list({ customer: sub.providerCustomerId, limit: 1 });
      const charge = charges.data[0];
      if (!charge || charge.refunded) throw new Conflict(MESSAGES.nothingToRefund, 'nothing_to_refund');
      await stripe.refunds.create({ charge: charge.id });
      if (sub.providerSubscriptionId) await stripe.subscriptions.cancel(sub.providerSubscriptionId);
    },
    parseWebhook(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', webhookSecret);
      } catch {
        throw new BadRequest(MESSAGES.webhookSignatureInvalid, 'invalid_signature');
      }
      return readStripeEvent(event as unknown as { id: string; type: string; data: { object: unknown } });
    },
  };
}
