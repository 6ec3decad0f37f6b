import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { subscriptionEvents, subscriptions, users } from '../../db/schema';

/** A trainer's subscription history, newest first, with the name of whoever acted (for the admin area). */
export async function subscriptionHistory(db: Db, trainerId: string, limit = 100) {
  return db
    .select({
      id: subscriptionEvents.id,
      kind: subscriptionEvents.kind,
      actorType: subscriptionEvents.actorType,
      actorId: subscriptionEvents.actorId,
      actorName: users.name,
      details: subscriptionEvents.details,
      createdAt: subscriptionEvents.createdAt,
    })
    .from(subscriptionEvents)
    .leftJoin(users, eq(users.id, subscriptionEvents.actorId))
    .where(eq(subscriptionEvents.trainerId, trainerId))
    .orderBy(desc(subscriptionEvents.createdAt), desc(subscriptionEvents.id))
    .limit(limit);
}

/** The subscription rows of some trainers (a trainer without one is in the trial; see domain/subscription lazyTrialEnd). */
export async function subscriptionsOf(db: Db, trainerIds: string[]) {
  if (trainerIds.length === 0) return [];
  return db.select().from(subscriptions).where(and(inArray(subscriptions.trainerId, trainerIds)));
}
