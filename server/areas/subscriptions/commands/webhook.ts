import { and, eq } from 'drizzle-orm';
import { addMonths } from '../../../../domain/subscriptions/plans';
import type { AppContext } from '../../../context';
import { checkoutSessions, subscriptions, webhookEvents } from '../../../db/schema';
import { paymentsOf } from '../../../payments';
import type { WebhookEvent } from '../../../payments/provider';
import { completeCheckout } from './complete-checkout';
import { recordEvent, type SubscriptionRow } from './store';

const PROVIDER: { type: 'provider' } = { type: 'provider' };

/**
 * A provider's webhook (POST /api/webhooks/stripe): verified by its signature
 * (a wrong one is refused before anything is read), then acted on once: an
 * event id already handled changes nothing, and each handler sets what the
 * event says rather than adding to it. The id is recorded after the handling
 * succeeded, so a failure leaves the provider to deliver it again.
 */
export async function handleWebhook(ctx: AppContext, rawBody: string, signature: string | undefined, now = new Date()): Promise<{ received: true; duplicate: boolean }> {
  const payments = paymentsOf(ctx);
  const event = payments.parseWebhook(rawBody, signature);
  const seen = await ctx.db
    .select({ id: webhookEvents.eventId })
    .from(webhookEvents)
    .where(and(eq(webhookEvents.provider, payments.kind), eq(webhookEvents.eventId, event.id)));
  if (seen.length) return { received: true, duplicate: true };
  await apply(ctx, event, now);
  const inserted = await ctx.db
    .insert(webhookEvents)
    .values({ provider: payments.kind, eventId: event.id, type: event.rawType, receivedAt: now })
    .onConflictDoNothing()
    .returning({ id: webhookEvents.eventId });
  return { received: true, duplicate: inserted.length === 0 };
}

async function bySubscriptionId(ctx: AppContext, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, paymentsOf(ctx).kind), eq(subscriptions.providerSubscriptionId, id)))
    .limit(1);
  return row;
}

async function update(ctx: AppContext, row: SubscriptionRow, set: Partial<SubscriptionRow>, now: Date) {
  await ctx.db.update(subscriptions).set({ ...set, updatedAt: now }).where(eq(subscriptions.id, row.id));
}

async function apply(ctx: AppContext, event: WebhookEvent, now: Date) {
  switch (event.kind) {
    case 'checkout_completed': {
      const [session] = await ctx.db
        .select()
        .from(checkoutSessions)
        .where(and(eq(checkoutSessions.provider, paymentsOf(ctx).kind), eq(checkoutSessions.providerRef, event.providerRef)))
        .limit(1);
      if (session) await completeCheckout(ctx, session, { customerId: event.customerId, subscriptionId: event.subscriptionId }, PROVIDER, now);
      return;
    }
    case 'subscription_updated': {
      const row = await bySubscriptionId(ctx, event.subscriptionId);
      // A refunded subscription stays ended whatever the provider reports after.
      if (!row || row.refundedAt) return;
      await update(
        ctx,
        row,
        {
          status: event.status,
          trialEndsAt: event.trialEndsAt,
          currentPeriodEnd: event.currentPeriodEnd ?? row.currentPeriodEnd,
          cancelAtPeriodEnd: event.cancelAtPeriodEnd,
          canceledAt: event.canceledAt,
        },
        now,
      );
      await recordEvent(ctx.db, row.trainerId, event.status === 'past_due' ? 'payment_failed' : 'provider_updated', PROVIDER, { eventId: event.id, status: event.status, cancelAtPeriodEnd: event.cancelAtPeriodEnd }, now);
      return;
    }
    case 'subscription_deleted': {
      const row = await bySubscriptionId(ctx, event.subscriptionId);
      if (!row || row.refundedAt) return;
      const end = row.currentPeriodEnd && row.currentPeriodEnd.getTime() < now.getTime() ? row.currentPeriodEnd : now;
      await update(ctx, row, { status: 'canceled', canceledAt: event.canceledAt ?? now, currentPeriodEnd: end, cancelAtPeriodEnd: false }, now);
      await recordEvent(ctx.db, row.trainerId, 'canceled', PROVIDER, { eventId: event.id }, now);
      return;
    }
    case 'invoice_paid': {
      const row = await bySubscriptionId(ctx, event.subscriptionId);
      // The trial's opening invoice is for 0: nothing was paid, the guarantee has not started.
      if (!row || row.refundedAt || event.amountMinor <= 0) return;
      await update(
        ctx,
        row,
        { status: 'active', firstPaidAt: row.firstPaidAt ?? event.paidAt, currentPeriodEnd: event.periodEnd ?? addMonths(event.paidAt, 1) },
        now,
      );
      await recordEvent(ctx.db, row.trainerId, 'renewed', PROVIDER, { eventId: event.id, amountMinor: event.amountMinor }, now);
      return;
    }
    case 'invoice_payment_failed': {
      const row = await bySubscriptionId(ctx, event.subscriptionId);
      if (!row || row.refundedAt) return;
      await update(ctx, row, { status: 'past_due' }, now);
      await recordEvent(ctx.db, row.trainerId, 'payment_failed', PROVIDER, { eventId: event.id }, now);
      return;
    }
    case 'ignored':
      return;
  }
}
