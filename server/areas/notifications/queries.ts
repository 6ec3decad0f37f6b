import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { notifications } from '../../db/schema';

const live = (userId: string) => and(eq(notifications.userId, userId), isNull(notifications.deletedAt));

/** The user's unread notifications (never below 0: a count). */
export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [r] = await db.select({ n: count() }).from(notifications).where(and(live(userId), isNull(notifications.readAt)));
  return Number(r?.n ?? 0);
}

/** A page of the user's notifications, newest first, and whether more follow. */
export async function notificationPage(db: Db, userId: string, page: number, limit: number) {
  const rows = await db
    .select()
    .from(notifications)
    .where(live(userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit + 1)
    .offset((page - 1) * limit);
  return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
}
