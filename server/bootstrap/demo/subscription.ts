import { addMonths, planPriceMinor } from '../../../domain/subscriptions/plans';
import { findSubscription, recordEvent, saveSubscription } from '../../areas/subscriptions/commands/store';
import type { DemoPart } from './seed';

const DAY_MS = 86_400_000;

/**
 * The demo trainer is an early adopter who has paid for a few months: the
 * trial ended about 100 days ago, so the money-back guarantee is over and
 * the next charge is within the month. Written once; a change made while
 * trying the demo (a refund, say) stays.
 */
export const subscriptionPart: DemoPart = {
  name: 'subscription',
  async seed({ ctx, trainer, now }) {
    if (await findSubscription(ctx.db, trainer.id)) return;
    const firstPaid = new Date(now.getTime() - 100 * DAY_MS);
    let periodEnd = firstPaid;
    const charges: Date[] = [];
    while (periodEnd.getTime() <= now.getTime()) {
      charges.push(periodEnd);
      periodEnd = addMonths(firstPaid, charges.length);
    }
    const amountMinor = planPriceMinor('early_adopter');
    await saveSubscription(
      ctx.db,
      trainer.id,
      {
        plan: 'early_adopter',
        status: 'active',
        trialEndsAt: firstPaid,
        currentPeriodEnd: periodEnd,
        firstPaidAt: firstPaid,
        amountMinor,
        provider: 'local',
        providerCustomerId: `local_cus_${trainer.id}`,
        providerSubscriptionId: `local_sub_${trainer.id}`,
      },
      now,
    );
    const checkoutAt = new Date(firstPaid.getTime() - 14 * DAY_MS);
    await recordEvent(ctx.db, trainer.id, 'checkout_completed', { type: 'user', id: trainer.id }, { plan: 'early_adopter', amountMinor, demo: true }, checkoutAt);
    for (const at of charges) await recordEvent(ctx.db, trainer.id, 'renewed', { type: 'system' }, { amountMinor, chargedAt: at.toISOString(), provider: 'local' }, at);
  },
};
