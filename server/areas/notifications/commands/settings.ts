import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { users } from '../../../db/schema';

/** Turns mailing and pushing the user's notifications on or off; a channel not given stays as it is. */
export async function setNotificationSettings(db: Db, userId: string, to: { email?: boolean | undefined; push?: boolean | undefined }): Promise<void> {
  const set: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
  if (to.email !== undefined) set.notifyByEmail = to.email;
  if (to.push !== undefined) set.notifyByPush = to.push;
  await db.update(users).set(set).where(eq(users.id, userId));
}
