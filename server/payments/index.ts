import type { AppContext } from '../context';
import { localPayments } from './local';
import type { Payments } from './provider';
import { stripePayments } from './stripe';

const byCtx = new WeakMap<AppContext, Payments>();

/** The server's payment provider: Stripe when both Stripe keys are set, else the local one. One per context. */
export function paymentsOf(ctx: AppContext): Payments {
  let p = byCtx.get(ctx);
  if (!p) {
    const { stripeSecretKey, stripeWebhookSecret } = ctx.config;
    p = stripeSecretKey && stripeWebhookSecret ? stripePayments(stripeSecretKey, stripeWebhookSecret) : localPayments(ctx);
    byCtx.set(ctx, p);
  }
  return p;
}

export type { Payments } from './provider';
