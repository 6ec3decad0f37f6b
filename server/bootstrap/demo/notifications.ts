import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { notifications } from '../../db/schema';
import type { DemoPart } from './seed';

const HOUR_MS = 3_600_000;

/**
 * The demo's notifications are the ones its own writes made (sessions
 * planned, series answered, workouts finished, invitations accepted), all
 * "just now" when the seed ran. Spread them over the last days as they
 * would have come, newest two of each person unread, and mark them
 * delivered so a demo start mails nobody. A later start finds none new.
 */
export const notificationsPart: DemoPart = {
  name: 'notifications',
  async seed(s) {
    await s.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select sync_lock_space(${s.trainer.id}::uuid)`);
      const fresh = await tx
        .select({ id: notifications.id, userId: notifications.userId })
        .from(notifications)
        .where(and(eq(notifications.spaceId, s.trainer.id), isNull(notifications.deliveredAt)))
        .orderBy(asc(notifications.createdAt), asc(notifications.id));
      const seen = new Map<string, number>();
      // Newest first: each person's latest two stay unread, minutes to hours old; older ones read, days back.
      for (const n of [...fresh].reverse()) {
        const k = seen.get(n.userId) ?? 0;
        seen.set(n.userId, k + 1);
        const at = new Date(s.now.getTime() - (k === 0 ? 0.3 : k === 1 ? 3 : 6 + k * 7) * HOUR_MS);
        await tx
          .update(notifications)
          .set({ createdAt: at, updatedAt: at, deliveredAt: s.now, readAt: k < 2 ? null : new Date(at.getTime() + HOUR_MS) })
          .where(eq(notifications.id, n.id));
      }
    });
  },
};
