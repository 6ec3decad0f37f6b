import { and, eq } from 'drizzle-orm';
import { addMonths } from '../../../../domain/subscriptions/plans';
import type { AppContext } from '../../../context';
import { checkoutSessions, users } from '../../../db/schema';
import type { CompletedCheckout } from '../../../payments/provider';
import { lockSubscription, recordEvent, saveSubscription, type Actor } from './store';

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

/**
 * A paid checkout becomes the trainer's subscription: trialing until the
 * trial the checkout carried ends (first charge then), else active for a
 * month from now (charged now). The registration ends: registration_status
 * becomes active. Runs once per session whoever reports it first (the
 * success page's confirm, the login's checkout_session_id, the webhook, the
 * local page); later reports find the session completed and change nothing.
 */
export async function completeCheckout(ctx: AppContext, session: CheckoutSessionRow, done: CompletedCheckout, actor: Actor, now = new Date()): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as typeof ctx.db;
    await lockSubscription(db, session.trainerId);
    const claimed = await db
      .update(checkoutSessions)
      .set({ status: 'completed', completedAt: now })
      .where(and(eq(checkoutSessions.id, session.id), eq(checkoutSessions.status, 'open')))
      .returning({ id: checkoutSessions.id });
    if (claimed.length === 0) return false;
    const trial = session.trialEndsAt && session.trialEndsAt.getTime() > now.getTime() ? session.trialEndsAt : null;
    await saveSubscription(
      db,
      session.trainerId,
      {
        plan: session.plan,
        status: trial ? 'trialing' : 'active',
        trialEndsAt: trial,
        currentPeriodEnd: trial ? null : addMonths(now, 1),
        firstPaidAt: trial ? null : now,
        refundedAt: null,
        canceledAt: null,
        cancelAtPeriodEnd: false,
        amountMinor: session.amountMinor,
        currency: 'EUR',
        provider: session.provider,
        providerCustomerId: done.customerId,
        providerSubscriptionId: done.subscriptionId,
      },
      now,
    );
    await db
      .update(users)
      .set({ registrationStatus: 'active', updatedAt: now })
      .where(and(eq(users.id, session.trainerId), eq(users.registrationStatus, 'pending_payment')));
    await recordEvent(db, session.trainerId, 'checkout_completed', actor, { sessionId: session.id, plan: session.plan, amountMinor: session.amountMinor, trialEndsAt: trial?.toISOString() ?? null }, now);
    return true;
  });
}
