import { eq } from 'drizzle-orm';
import { MESSAGES } from '../../../../domain/messages';
import type { AccessUser } from '../../../../domain/subscriptions/access';
import { refundableUntil, subscriptionView, type SubscriptionDto } from '../../../../domain/subscriptions/view';
import type { AppContext } from '../../../context';
import { subscriptions } from '../../../db/schema';
import { Conflict } from '../../../errors';
import { paymentsOf } from '../../../payments';
import { findSubscription, recordEvent, recordOf } from './store';

/**
 * The 30-day money-back guarantee (docs/rules/subscriptions.md "Money-back guarantee"): within 30 days of the first
 * payment the trainer may ask for it back from settings; the provider refunds
 * the charge and the subscription ends at once (access ends with it:
 * subscription_required). After the window, or before any payment, a clear
 * 409 and nothing changes.
 */
export async function refundSubscription(ctx: AppContext, trainerId: string, user: AccessUser, now = new Date()): Promise<SubscriptionDto> {
  const row = await findSubscription(ctx.db, trainerId);
  if (!row || !row.firstPaidAt || row.refundedAt || !row.provider) throw new Conflict(MESSAGES.nothingToRefund, 'nothing_to_refund');
  if (!refundableUntil(recordOf(row), now)) throw new Conflict(MESSAGES.refundWindowClosed, 'refund_window_closed');
  try {
    await paymentsOf(ctx).refund(row);
  } catch (err) {
    if (err instanceof Conflict) throw err;
    ctx.log(`refund failed: ${(err as Error)?.message ?? err}`);
    throw new Conflict(MESSAGES.refundFailed, 'refund_failed');
  }
  const [after] = await ctx.db
    .update(subscriptions)
    .set({ status: 'canceled', refundedAt: now, canceledAt: now, currentPeriodEnd: now, cancelAtPeriodEnd: false, updatedAt: now })
    .where(eq(subscriptions.id, row.id))
    .returning();
  await recordEvent(ctx.db, trainerId, 'refunded', { type: 'user', id: trainerId }, { amountMinor: row.amountMinor, firstPaidAt: row.firstPaidAt.toISOString() }, now);
  return subscriptionView(recordOf(after!), user, paymentsOf(ctx).kind, now);
}
