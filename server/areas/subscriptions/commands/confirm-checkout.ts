import { and, eq } from 'drizzle-orm';
import { MESSAGES } from '../../../../domain/messages';
import type { AppContext } from '../../../context';
import { checkoutSessions } from '../../../db/schema';
import { Conflict, NotFound } from '../../../errors';
import { paymentsOf } from '../../../payments';
import { completeCheckout, type CheckoutSessionRow } from './complete-checkout';

const invalidSession = () => new NotFound(MESSAGES.invalidPaymentSession, 'invalid_payment_session');

/** The trainer's checkout session by the id the success page carries (ours or the provider's); another trainer's is unknown. */
export async function findOwnCheckout(ctx: AppContext, trainerId: string, ref: string): Promise<CheckoutSessionRow> {
  const provider = paymentsOf(ctx).kind;
  const [row] = await ctx.db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.provider, provider), eq(checkoutSessions.providerRef, ref), eq(checkoutSessions.trainerId, trainerId)))
    .limit(1);
  if (!row) throw invalidSession();
  return row;
}

/**
 * Confirms a checkout the trainer came back from (the success page, or the
 * sign-in's checkout_session_id): asks the provider whether it is paid and,
 * if so, makes it the subscription, in case the webhook has not arrived yet.
 */
export async function confirmCheckout(ctx: AppContext, trainerId: string, ref: string): Promise<void> {
  const session = await findOwnCheckout(ctx, trainerId, ref);
  if (session.status === 'completed') return;
  let done;
  try {
    done = await paymentsOf(ctx).confirmCheckout(session.providerRef);
  } catch (err) {
    ctx.log(`checkout confirmation failed: ${(err as Error)?.message ?? err}`);
    throw new Conflict(MESSAGES.checkoutNotCompleted, 'checkout_not_completed');
  }
  if (!done) throw new Conflict(MESSAGES.checkoutNotCompleted, 'checkout_not_completed');
  await completeCheckout(ctx, session, done, { type: 'user', id: trainerId });
}
