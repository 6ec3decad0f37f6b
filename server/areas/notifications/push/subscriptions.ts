import { timingSafeEqual } from 'node:crypto';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import { MESSAGES } from '../../../../domain/messages';
import type { AppContext } from '../../../context';
import { pushSubscriptions, users } from '../../../db/schema';
import { ValidationError } from '../../../errors';
import { endpointProblem } from './endpoint';

/** A user's browsers and devices; past this the oldest registration makes room (it is the likeliest to be stale). */
export const PUSH_SUBSCRIPTIONS_PER_USER = 10;

export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const same = (a: string, b: string) => {
  const [x, y] = [Buffer.from(a), Buffer.from(b)];
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * Registers a browser's push subscription for the user. An endpoint has one
 * row, so a browser gets the pushes of one account: the one that last turned
 * push on in it. Another user may move a row to themselves only with the
 * subscription's own keys (its auth secret is known to the browser and to
 * us alone), which a shared browser has and a stranger who learnt the URL
 * has not; without them the answer is a 422 that says neither that the
 * endpoint is registered nor whose it is. Re-registering counts as new for
 * the cap, so the browsers in use are the ones kept.
 */
export async function registerPushSubscription(ctx: AppContext, userId: string, input: PushSubscriptionInput): Promise<void> {
  const problem = endpointProblem(ctx.config, input.endpoint);
  if (problem) throw new ValidationError({ endpoint: [problem === 'notHttps' ? MESSAGES.pushEndpointNotHttps : MESSAGES.pushEndpointNotPublic] });
  const refused = () => new ValidationError({ endpoint: [MESSAGES.pushSubscriptionRefused] });
  const values = { endpoint: input.endpoint, userId, p256dh: input.keys.p256dh, auth: input.keys.auth, createdAt: new Date() };
  await ctx.db.transaction(async (tx) => {
    // One registration of a user at a time, so two at once cannot both stay under the cap.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [row] = await tx.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, input.endpoint)).for('update');
    if (row) {
      if (row.userId !== userId && !(same(row.p256dh, values.p256dh) && same(row.auth, values.auth))) throw refused();
      await tx.update(pushSubscriptions).set(values).where(eq(pushSubscriptions.endpoint, input.endpoint));
    } else {
      // Another user's registration of the same endpoint in the meantime: as above, not theirs to take.
      const inserted = await tx.insert(pushSubscriptions).values(values).onConflictDoNothing().returning({ endpoint: pushSubscriptions.endpoint });
      if (!inserted.length) throw refused();
    }
    const keep = tx.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(desc(pushSubscriptions.createdAt)).limit(PUSH_SUBSCRIPTIONS_PER_USER);
    await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.endpoint, keep)));
  });
}

/** Removes one of the user's subscriptions; another's endpoint, or an unknown one, changes nothing. */
export async function removePushSubscription(ctx: AppContext, userId: string, endpoint: string): Promise<void> {
  await ctx.db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)));
}
