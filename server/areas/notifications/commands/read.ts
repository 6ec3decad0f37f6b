import { and, eq, isNull, lte } from 'drizzle-orm';
import type { NotificationMarkAllReadArgs, NotificationMarkReadArgs } from '../../../../domain/notifications/mutations';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { notifications } from '../../../db/schema';
import { NotFound } from '../../../errors';

/**
 * Marks one of the caller's notifications read (notification.markRead; PATCH
 * /api/notifications/{id}/read). Another user's id answers like an unknown
 * one; a read one keeps its first read time.
 */
export async function markRead(db: Db, actor: AuthUser, a: NotificationMarkReadArgs): Promise<void> {
  const mine = and(eq(notifications.id, a.id), eq(notifications.userId, actor.id), isNull(notifications.deletedAt));
  const [row] = await db.select({ readAt: notifications.readAt }).from(notifications).where(mine).limit(1);
  if (!row) throw new NotFound();
  if (row.readAt) return;
  await db.update(notifications).set({ readAt: new Date(a.readAt) }).where(mine);
}

/** Marks every unread notification of the caller made up to `upTo` read (notification.markAllRead). */
export async function markAllRead(db: Db, actor: AuthUser, a: NotificationMarkAllReadArgs): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: new Date(a.upTo) })
    .where(and(eq(notifications.userId, actor.id), isNull(notifications.readAt), isNull(notifications.deletedAt), lte(notifications.createdAt, new Date(a.upTo))));
}
