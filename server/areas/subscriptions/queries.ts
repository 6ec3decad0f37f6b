import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { checkoutSessions, subscriptionEvents, subscriptions, users } from '../../db/schema';

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

/** A checkout session of the local provider (its pay page), if there is one under this id. */
export async function localCheckoutSession(db: Db, id: string) {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.provider, 'local')))
    .limit(1);
  return row;
}

/** The user's fields the access rules read, fresh from the database (a confirm has just changed registration_status). */
export async function accessFields(db: Db, userId: string) {
  const [row] = await db
    .select({ createdAt: users.createdAt, registrationStatus: users.registrationStatus, emailVerifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
