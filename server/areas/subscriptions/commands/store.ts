import { eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { SubscriptionRecord } from '../../../../domain/subscriptions/view';
import { DEFAULT_EARLY_ADOPTER_PLACES, STANDARD_PRICE_MINOR } from '../../../../domain/subscriptions/plans';
import type { Db } from '../../../db/database';
import { platformSettings, subscriptionEvents, subscriptions, SUBSCRIPTION_ACTORS, SUBSCRIPTION_EVENT_KINDS } from '../../../db/schema';

import type { SubscriptionRow } from '../../../db/schema';
export type { SubscriptionRow };

export async function findSubscription(db: Db, trainerId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.trainerId, trainerId)).limit(1);
  return row;
}

/** Locks the trainer's row (if any) for the rest of the transaction, so two writers (a webhook and a confirm) take turns. */
export async function lockSubscription(tx: Db, trainerId: string): Promise<SubscriptionRow | undefined> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.trainerId, trainerId)).for('update').limit(1);
  return row;
}

export const recordOf = (row: SubscriptionRow): SubscriptionRecord => ({
  plan: row.plan,
  status: row.status,
  trialEndsAt: row.trialEndsAt,
  currentPeriodEnd: row.currentPeriodEnd,
  provider: row.provider,
  firstPaidAt: row.firstPaidAt,
  refundedAt: row.refundedAt,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  amountMinor: row.amountMinor,
});

/** Who did it: the trainer, an admin (both by id), the provider (a webhook) or the server itself (a local renewal). */
export type Actor = { type: 'user' | 'admin'; id: string } | { type: 'provider' | 'system' };

export async function recordEvent(
  db: Db,
  trainerId: string,
  kind: (typeof SUBSCRIPTION_EVENT_KINDS)[number],
  actor: Actor,
  details: Record<string, unknown> = {},
  at = new Date(),
) {
  const actorType: (typeof SUBSCRIPTION_ACTORS)[number] = actor.type;
  await db.insert(subscriptionEvents).values({
    id: uuidv7(),
    trainerId,
    kind,
    actorType,
    actorId: 'id' in actor ? actor.id : null,
    details,
    createdAt: at,
  });
}

/** Inserts or replaces the trainer's one subscription row. */
export async function saveSubscription(db: Db, trainerId: string, values: Partial<Omit<SubscriptionRow, 'id' | 'trainerId'>>, now = new Date()) {
  const { createdAt: _c, ...rest } = values;
  await db
    .insert(subscriptions)
    .values({ id: uuidv7(), trainerId, plan: 'trial', status: 'trialing', ...rest, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: subscriptions.trainerId, set: { ...rest, updatedAt: now } });
}

/** Platform settings an admin changes (platform_settings); a missing or malformed value keeps its default. */
export const PLATFORM_SETTING_DEFAULTS = {
  early_adopter_places: DEFAULT_EARLY_ADOPTER_PLACES,
  standard_price_minor: STANDARD_PRICE_MINOR,
} as const;
export type PlatformSettingKey = keyof typeof PLATFORM_SETTING_DEFAULTS;

export async function platformSetting(db: Db, key: PlatformSettingKey): Promise<number> {
  const [row] = await db.select({ value: platformSettings.value }).from(platformSettings).where(eq(platformSettings.key, key));
  const v = row?.value;
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : PLATFORM_SETTING_DEFAULTS[key];
}

/** Early-adopter subscriptions ever made: a place, once taken, stays taken (also after a refund). */
export async function earlyAdoptersTaken(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(subscriptions)
    .where(eq(subscriptions.plan, 'early_adopter'));
  return Number(row?.n ?? 0);
}
