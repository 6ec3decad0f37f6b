import type { Context } from 'hono';
import { accessMessage } from '../../../domain/subscriptions/view';
import type { SubscriptionRow } from '../../auth/tokens';
import { accessNow } from './access';
import { checkoutLink } from './commands/checkout-link';
import type { AuthUser, HonoEnv } from '../../context';

/**
 * Calls a trainer may make whatever their subscription: the account itself
 * (sign out, the user, language, password) and the subscription with its
 * checkout, so a lapsed trainer can see why and pay, and the data export:
 * what a trainer put in is theirs to take out, paying or not. Everything else under
 * /api, REST and sync alike, answers 402 for them.
 */
const EXEMPT = [/^\/api\/logout$/, /^\/api\/feedback$/, /^\/api\/user(\/|$)/, /^\/api\/subscription(\/|$)/, /^\/api\/checkout\//, /^\/api\/webhooks\//, /^\/api\/export$/];

export const exemptFromSubscription = (path: string) => EXEMPT.some((re) => re.test(path));

/**
 * The 402 of docs/rules/errors-and-limits.md "Payment required (402)" for a trainer whose trial or subscription does not let
 * them in, or null to go on. Clients and admins never get it: a lapsed
 * trainer's clients keep logging, and nothing they record is lost. The
 * subscription row came with the token lookup; the answer is decided before
 * any handler runs, so a refused sync push has processed nothing.
 */
export async function subscriptionRefusal(
  c: Context<HonoEnv>,
  user: AuthUser,
  createdAt: Date,
  subscription: SubscriptionRow | null,
): Promise<Response | null> {
  if (user.role !== 'trainer' || exemptFromSubscription(c.req.path)) return null;
  const ctx = c.var.ctx;
  const decision = await accessNow(ctx, { ...user, createdAt }, subscription);
  if (decision.ok) return null;
  return c.json({ message: accessMessage(decision.code), code: decision.code, checkout_url: checkoutLink(ctx, user.id) }, 402);
}
