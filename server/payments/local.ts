import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '../../domain/messages';
import type { AppContext } from '../context';
import { checkoutSessions } from '../db/schema';
import { BadRequest } from '../errors';
import type { Payments } from './provider';

/** The local provider's checkout page (server/areas/subscriptions/checkout-pages.ts); under /api so the PWA's service worker lets the navigation through. */
export const localCheckoutPath = (sessionId: string) => `/api/checkout/local/${sessionId}`;

/**
 * The built-in provider used when Stripe is not configured, so `npm start`
 * works with nothing set up: its checkout is a page of ours that says no
 * money moves, "Pay" completes the session at once, renewals are noticed
 * when the subscription is next read (domain localRenewal), a refund only
 * marks the subscription refunded, and managing it is the app's settings.
 */
export function localPayments(ctx: AppContext): Payments {
  return {
    kind: 'local',
    async createCheckout(req) {
      return { providerRef: req.sessionId, url: ctx.config.appUrl + localCheckoutPath(req.sessionId) };
    },
    async confirmCheckout(ref) {
      const [row] = await ctx.db
        .select({ status: checkoutSessions.status, trainerId: checkoutSessions.trainerId })
        .from(checkoutSessions)
        .where(and(eq(checkoutSessions.provider, 'local'), eq(checkoutSessions.providerRef, ref)));
      if (!row || row.status !== 'completed') return null;
      return { customerId: `local_cus_${row.trainerId}`, subscriptionId: `local_sub_${row.trainerId}` };
    },
    async portalUrl(_sub, returnUrl) {
      return returnUrl;
    },
    async cancel() {},
    async refund() {
      // No money moved, so there is nothing to send back; the command marks the subscription refunded.
    },
    parseWebhook() {
      throw new BadRequest(MESSAGES.webhookSignatureInvalid, 'invalid_signature');
    },
  };
}
