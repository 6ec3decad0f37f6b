import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import type { MessageMailDelay } from '../../../../domain/notifications/data';
import { messageMailSettings, users } from '../../../db/schema';

/** Turns mailing and pushing the user's notifications on or off, and sets how long a message waits unread before it is mailed; what is not given stays as it is. */
export async function setNotificationSettings(
  db: Db,
  userId: string,
  to: { email?: boolean | undefined; push?: boolean | undefined; messageEmail?: MessageMailDelay | undefined },
): Promise<void> {
  const set: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (to.email !== undefined) set.notifyByEmail = to.email;
  if (to.push !== undefined) set.notifyByPush = to.push;
  await db.update(users).set(set).where(eq(users.id, userId));
  if (to.messageEmail !== undefined) {
    await db
      .insert(messageMailSettings)
      .values({ userId, delay: to.messageEmail })
      .onConflictDoUpdate({ target: messageMailSettings.userId, set: { delay: to.messageEmail, updatedAt: new Date() } });
  }
}
