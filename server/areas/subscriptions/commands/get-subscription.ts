import type { AccessUser } from '../../../../domain/subscriptions/access';
import { subscriptionView, type SubscriptionDto } from '../../../../domain/subscriptions/view';
import type { AppContext } from '../../../context';
import { paymentsOf } from '../../../payments';
import { renewLocalIfDue } from '../access';
import { findSubscription, recordOf } from './store';

/** GET /api/subscription: the trainer's plan, status, next charge and refund window (a due local renewal happens first). */
export async function getSubscription(ctx: AppContext, trainerId: string, user: AccessUser, now = new Date()): Promise<SubscriptionDto> {
  let row = await findSubscription(ctx.db, trainerId);
  if (row) row = await renewLocalIfDue(ctx, row, now);
  return subscriptionView(row ? recordOf(row) : null, user, paymentsOf(ctx).kind, now);
}
