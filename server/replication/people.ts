import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/database';
import { clients, users } from '../db/schema';

/**
 * Who a user is to sync, read from the accounts' and clients' tables: the
 * viewer (viewer.ts) and the space lock (lock.ts) need it, and so do the
 * areas, which import it from here (this folder imports no area).
 */

/** A client-role user's live client records, oldest first, with the trainer (space) of each. */
export async function ownClientRecords(db: Db, userId: string): Promise<{ id: string; trainerId: string }[]> {
  return db
    .select({ id: clients.id, trainerId: clients.trainerId })
    .from(clients)
    .where(and(eq(clients.userId, userId), isNull(clients.deletedAt)))
    .orderBy(asc(clients.createdAt), asc(clients.id));
}

/** The Meals early-access switch (users.meals_enabled): a trainer's own; a client's is their (first) trainer's; admins have no Meals area. */
export async function mealsEnabled(db: Db, user: { id: string; role: 'trainer' | 'client' | 'admin' }): Promise<boolean> {
  if (user.role === 'admin') return false;
  const trainerId =
    user.role === 'trainer'
      ? user.id
      : (
          await db
            .select({ id: clients.trainerId })
            .from(clients)
            .where(and(eq(clients.userId, user.id), isNull(clients.deletedAt)))
            .orderBy(clients.createdAt)
            .limit(1)
        )[0]?.id;
  if (!trainerId) return true;
  const [row] = await db.select({ on: users.mealsEnabled }).from(users).where(eq(users.id, trainerId)).limit(1);
  return row?.on ?? true;
}

/** A user's name (a client's trainer's, for their profile), or null when the account is gone. */
export async function userName(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.name ?? null;
}
