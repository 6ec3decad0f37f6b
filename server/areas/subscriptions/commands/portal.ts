import { MESSAGES } from '../../../../domain/messages';
import type { AppContext } from '../../../context';
import { Conflict } from '../../../errors';
import { paymentsOf } from '../../../payments';
import { findSubscription } from './store';

/** Where the trainer manages card and cancellation: Stripe's customer portal, or (local provider) the app's settings. */
export async function portalUrl(ctx: AppContext, trainerId: string): Promise<{ url: string }> {
  const row = await findSubscription(ctx.db, trainerId);
  const payments = paymentsOf(ctx);
  if (!row || row.provider !== payments.kind || !row.providerCustomerId) throw new Conflict(MESSAGES.noSubscriptionToManage, 'no_subscription');
  try {
    return { url: await payments.portalUrl(row, `${ctx.config.appUrl}/trainer/settings`) };
  } catch (err) {
    if (err instanceof Conflict) throw err;
    ctx.log(`portal could not open: ${(err as Error)?.message ?? err}`);
    throw new Conflict(MESSAGES.checkoutFailed, 'portal_failed');
  }
}
