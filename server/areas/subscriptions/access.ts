import { decideAccess, localRenewal, type AccessDecision, type AccessUser } from '../../../domain/subscriptions/access';
import type { AppContext } from '../../context';
import { lockSubscription, recordEvent, recordOf, type SubscriptionRow } from './commands/store';
import { subscriptions } from '../../db/schema';
import { eq } from 'drizzle-orm';

/**
 * Renews a local-provider subscription whose trial or period has ended (the
 * local provider charges nothing and has no scheduler, so a due renewal
 * happens when it is noticed). Answers the row as it is afterwards.
 */
export async function renewLocalIfDue(ctx: AppContext, row: SubscriptionRow, now = new Date()): Promise<SubscriptionRow> {
  if (!localRenewal({ ...recordOf(row), firstPaidAt: row.firstPaidAt }, now)) return row;
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as typeof ctx.db;
    const locked = await lockSubscription(db, row.trainerId);
    if (!locked) return row;
    const renewal = localRenewal({ ...recordOf(locked), firstPaidAt: locked.firstPaidAt }, now);
    if (!renewal) return locked;
    const [after] = await db
      .update(subscriptions)
      .set({ status: renewal.status, currentPeriodEnd: renewal.currentPeriodEnd, firstPaidAt: renewal.firstPaidAt, updatedAt: now })
      .where(eq(subscriptions.id, locked.id))
      .returning();
    for (const at of renewal.charges) {
      await recordEvent(db, row.trainerId, 'renewed', { type: 'system' }, { amountMinor: locked.amountMinor, chargedAt: at.toISOString(), provider: 'local' }, now);
    }
    return after!;
  });
}

/**
 * The 402 gate's decision for one request. The common case is pure (the row
 * came with the token lookup); only a local subscription found lapsed is
 * renewed and decided again.
 */
export async function accessNow(ctx: AppContext, user: AccessUser, row: SubscriptionRow | null, now = new Date()): Promise<AccessDecision> {
  const first = decideAccess(row ? recordOf(row) : null, user, now);
  if (first.ok || !row || row.provider !== 'local') return first;
  const renewed = await renewLocalIfDue(ctx, row, now);
  return renewed === row ? first : decideAccess(recordOf(renewed), user, now);
}
