import { and, eq } from 'drizzle-orm';
import { subscriptions, users } from '../../server/db/schema';
import type { TestServer } from './server';

const DAY = 86_400_000;

/**
 * Ends a trainer's trial, for integration and e2e tests: their account became
 * active 15 days ago (the trial without a subscription row is 14 days from
 * it), and a trial an admin extended ends too. The trainer's next /api call
 * answers 402 trial_expired.
 */
export async function endTrial(server: TestServer, userId: string): Promise<void> {
  const past = new Date(Date.now() - 15 * DAY);
  await server.ctx.db.update(users).set({ emailVerifiedAt: past, createdAt: past }).where(eq(users.id, userId));
  await server.ctx.db
    .update(subscriptions)
    .set({ trialEndsAt: new Date(Date.now() - DAY) })
    .where(and(eq(subscriptions.trainerId, userId), eq(subscriptions.plan, 'trial')));
}
