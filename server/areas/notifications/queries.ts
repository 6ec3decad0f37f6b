import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { MESSAGE_MAIL_DEFAULT, type MessageMailDelay } from '../../../domain/notifications/data';
import { messageMailSettings, notifications, users } from '../../db/schema';

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

/** A stored notification, as the REST routes map it. */
export type StoredNotification = typeof notifications.$inferSelect;

/** Whether the user's notifications are mailed and pushed (both on unless turned off), and how long a message waits unread before it is mailed. */
export async function notificationSettings(db: Db, userId: string): Promise<{ email: boolean; push: boolean; message_email: MessageMailDelay }> {
  const [u] = await db
    .select({ email: users.notifyByEmail, push: users.notifyByPush, delay: messageMailSettings.delay })
    .from(users)
    .leftJoin(messageMailSettings, eq(messageMailSettings.userId, users.id))
    .where(eq(users.id, userId));
  return { email: u?.email ?? true, push: u?.push ?? true, message_email: u?.delay ?? MESSAGE_MAIL_DEFAULT };
}
