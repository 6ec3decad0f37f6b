import { eq } from 'drizzle-orm';
import { MESSAGES } from '../../../../domain/messages';
import { decideAccess, lazyTrialEnd } from '../../../../domain/subscriptions/access';
import { DAY_MS, isPaidPlan, type GrantedPlan } from '../../../../domain/subscriptions/plans';
import type { AppContext } from '../../../context';
import { platformSettings, users } from '../../../db/schema';
import { Conflict, NotFound, ValidationError } from '../../../errors';
import { paymentsOf } from '../../../payments';
import { lockSubscription, recordEvent, recordOf, saveSubscription, type PlatformSettingKey } from './store';

/** Commands the admin area calls (actorId: the admin); each writes a history event naming them. */

async function trainerOf(ctx: AppContext, trainerId: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, trainerId)).limit(1);
  if (!user || user.role !== 'trainer') throw new NotFound();
  return user;
}

/**
 * Gives a trainer who has not paid more trial: `days` more from the later of
 * now and their trial's end. A registration still waiting for payment is let
 * in. A running paid subscription is refused (its provider bills it; grant a
 * plan instead).
 */
export async function extendTrial(ctx: AppContext, cmd: { trainerId: string; days: number; actorId: string }, now = new Date()): Promise<{ trialEndsAt: Date }> {
  if (!Number.isInteger(cmd.days) || cmd.days < 1 || cmd.days > 365) throw new ValidationError({ days: [MESSAGES.trialDaysInvalid] });
  const user = await trainerOf(ctx, cmd.trainerId);
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as typeof ctx.db;
    const row = await lockSubscription(db, user.id);
    const sub = row ? recordOf(row) : null;
    if (sub && isPaidPlan(sub.plan) && decideAccess(sub, { ...user, registrationStatus: 'active' }, now).ok) {
      throw new Conflict(MESSAGES.alreadySubscribed, 'already_subscribed');
    }
    const currentEnd = !sub ? lazyTrialEnd(user) : sub.plan === 'trial' ? sub.trialEndsAt : null;
    const from = Math.max(now.getTime(), currentEnd?.getTime() ?? 0);
    const trialEndsAt = new Date(from + cmd.days * DAY_MS);
    await saveSubscription(
      db,
      user.id,
      { plan: 'trial', status: 'trialing', trialEndsAt, currentPeriodEnd: null, cancelAtPeriodEnd: false, canceledAt: null, provider: row?.provider ?? null, amountMinor: null },
      now,
    );
    await db.update(users).set({ registrationStatus: 'active', updatedAt: now }).where(eq(users.id, user.id));
    await recordEvent(db, user.id, 'trial_extended', { type: 'admin', id: cmd.actorId }, { days: cmd.days, trialEndsAt: trialEndsAt.toISOString() }, now);
    return { trialEndsAt };
  });
}

/**
 * Grants free access (until a date, or without end) or a lifetime plan. A
 * paid subscription running at the provider is cancelled there first, so
 * the trainer is not charged for what they now have for free.
 */
export async function grantPlan(
  ctx: AppContext,
  cmd: { trainerId: string; plan: GrantedPlan; actorId: string; until?: Date | null },
  now = new Date(),
): Promise<void> {
  const user = await trainerOf(ctx, cmd.trainerId);
  const until = cmd.plan === 'lifetime' ? null : (cmd.until ?? null);
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as typeof ctx.db;
    const row = await lockSubscription(db, user.id);
    if (row?.providerSubscriptionId && isPaidPlan(row.plan) && row.status !== 'canceled' && row.status !== 'expired') {
      await paymentsOf(ctx).cancel(row);
    }
    await saveSubscription(
      db,
      user.id,
      {
        plan: cmd.plan,
        status: 'active',
        trialEndsAt: null,
        currentPeriodEnd: until,
        cancelAtPeriodEnd: false,
        canceledAt: null,
        amountMinor: null,
        provider: null,
        providerSubscriptionId: null,
        providerCustomerId: row?.providerCustomerId ?? null,
      },
      now,
    );
    await db.update(users).set({ registrationStatus: 'active', updatedAt: now }).where(eq(users.id, user.id));
    await recordEvent(db, user.id, 'plan_granted', { type: 'admin', id: cmd.actorId }, { plan: cmd.plan, until: until?.toISOString() ?? null, previous: row?.plan ?? null }, now);
  });
}

/** Sets a platform setting (early_adopter_places, standard_price_minor): a whole number from 0 to 1,000,000. */
export async function setPlatformSetting(ctx: AppContext, cmd: { key: PlatformSettingKey; value: number; actorId: string }, now = new Date()): Promise<void> {
  if (!Number.isInteger(cmd.value) || cmd.value < 0 || cmd.value > 1_000_000) {
    throw new ValidationError({ value: [MESSAGES.validationFailed] });
  }
  await ctx.db
    .insert(platformSettings)
    .values({ key: cmd.key, value: cmd.value, updatedAt: now, updatedBy: cmd.actorId })
    .onConflictDoUpdate({ target: platformSettings.key, set: { value: cmd.value, updatedAt: now, updatedBy: cmd.actorId } });
}
