import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Locale } from '../../../../domain/constants';
import { MESSAGES } from '../../../../domain/messages';
import { checkoutTrialEnd, decideAccess } from '../../../../domain/subscriptions/access';
import { checkoutPlan, isPaidPlan, planPriceMinor } from '../../../../domain/subscriptions/plans';
import type { AppContext } from '../../../context';
import { checkoutSessions, users } from '../../../db/schema';
import { Conflict, Forbidden, NotFound } from '../../../errors';
import { paymentsOf } from '../../../payments';
import { earlyAdoptersTaken, findSubscription, platformSetting, recordEvent, recordOf } from './store';

/** The app's pages the provider sends the browser back to (docs/rules/routes-and-screens.md "Guest pages"). */
export const SUCCESS_PATHS = {
  registration: '/trainer/registration/success',
  subscription: '/trainer/subscription/success',
} as const;

/**
 * Opens a checkout for a trainer: the early-adopter plan while places last
 * (a trainer who had it keeps it), else standard; with the trial they still
 * have (a registration gets the full 14 days), so nothing is charged before
 * the trial ends. Refused for a trainer whose paid subscription runs.
 */
export async function startCheckout(ctx: AppContext, trainerId: string, input: { plan?: 'standard' } = {}, now = new Date()): Promise<{ url: string; sessionId: string }> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, trainerId)).limit(1);
  if (!user) throw new NotFound();
  if (user.role !== 'trainer') throw new Forbidden(MESSAGES.notATrainer, 'not_a_trainer');
  const row = await findSubscription(ctx.db, trainerId);
  const sub = row ? recordOf(row) : null;
  if (sub && isPaidPlan(sub.plan) && (sub.status === 'trialing' || sub.status === 'active') && decideAccess(sub, user, now).ok && !sub.cancelAtPeriodEnd) {
    throw new Conflict(MESSAGES.alreadySubscribed, 'already_subscribed');
  }
  const plan =
    row?.plan === 'early_adopter' && input.plan !== 'standard'
      ? 'early_adopter'
      : checkoutPlan(input.plan, await earlyAdoptersTaken(ctx.db), await platformSetting(ctx.db, 'early_adopter_places'));
  const amountMinor = planPriceMinor(plan, await platformSetting(ctx.db, 'standard_price_minor'));
  const purpose = user.registrationStatus === 'pending_payment' ? 'registration' : 'subscription';
  const trialEndsAt = checkoutTrialEnd(sub, user, now);
  const sessionId = uuidv7();
  const payments = paymentsOf(ctx);
  const base = ctx.config.appUrl;
  let created;
  try {
    created = await payments.createCheckout({
      sessionId,
      trainer: { id: user.id, email: user.email, name: user.name, language: user.language as Locale },
      plan,
      amountMinor,
      trialEndsAt,
      successUrl: `${base}${SUCCESS_PATHS[purpose]}?session_id={SESSION_ID}`,
      cancelUrl: `${base}${purpose === 'registration' ? '/login' : '/trial-expired'}`,
      customerId: row?.provider === payments.kind ? row.providerCustomerId : null,
    });
  } catch (err) {
    if (err instanceof Conflict) throw err;
    ctx.log(`checkout could not start: ${(err as Error)?.message ?? err}`);
    throw new Conflict(MESSAGES.checkoutFailed, 'checkout_failed');
  }
  await ctx.db.insert(checkoutSessions).values({
    id: sessionId,
    trainerId,
    plan,
    amountMinor,
    purpose,
    provider: payments.kind,
    providerRef: created.providerRef,
    url: created.url,
    trialEndsAt,
    language: user.language,
    createdAt: now,
  });
  await recordEvent(ctx.db, trainerId, 'checkout_started', { type: 'user', id: trainerId }, { plan, amountMinor, provider: payments.kind, sessionId }, now);
  return { url: created.url, sessionId };
}
