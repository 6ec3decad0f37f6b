import { and, asc, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Role } from '../../../../domain/constants';
import { notificationHref } from '../../../../domain/notifications/route';
import type { AppContext } from '../../../context';
import { notifications, users } from '../../../db/schema';
import { notificationMail } from '../../../mail/templates/notification';
import { newPushRun, pushToUser } from './push';

/** Older undelivered notifications (a server that was down for days) are not mailed any more. */
const DELIVERY_MAX_AGE_MS = 24 * 3600_000;
const BATCH = 50;
/** Recipients delivered to at once (each with up to 10 push subscriptions, pushed at once). */
const DELIVERY_CONCURRENCY = 8;

/**
 * Mails and pushes the notifications not yet delivered, per the recipient's
 * settings. Each is claimed (delivered_at set, rows locked with SKIP LOCKED)
 * in a short transaction before it is sent, so two processes on one
 * PostgreSQL never send the same one and a restart does not send it again.
 */
export async function deliverPending(ctx: AppContext): Promise<number> {
  const claimed = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(isNull(notifications.deliveredAt), isNull(notifications.deletedAt), gt(notifications.createdAt, new Date(Date.now() - DELIVERY_MAX_AGE_MS))))
      .orderBy(asc(notifications.createdAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (!rows.length) return [];
    return tx
      .update(notifications)
      .set({ deliveredAt: sql`now()` })
      .where(inArray(notifications.id, rows.map((r) => r.id)))
      .returning();
  });
  if (!claimed.length) return 0;
  const people = await ctx.db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, language: users.language, byEmail: users.notifyByEmail, byPush: users.notifyByPush, disabledAt: users.disabledAt })
    .from(users)
    .where(inArray(users.id, [...new Set(claimed.map((n) => n.userId))]));
  const byId = new Map(people.map((p) => [p.id, p]));
  const byUser = new Map<string, (typeof claimed)[number][]>();
  for (const n of claimed) byUser.set(n.userId, [...(byUser.get(n.userId) ?? []), n]);
  const run = newPushRun();
  // Users at once, each user's in order: one whose push endpoints hang delays their own notifications only.
  await eachLimit([...byUser], DELIVERY_CONCURRENCY, async ([userId, list]) => {
    const to = byId.get(userId);
    if (!to || to.disabledAt) return;
    for (const n of list) {
      if (n.readAt) continue;
      const path = notificationHref(to.role as Role, n.data) ?? '/';
      const url = `${ctx.config.appUrl}${path}`;
      // A message is mailed only when still unread after the user's delay (message-mail.ts), never at once.
      if (to.byEmail && n.type !== 'message') {
        const mail = notificationMail(to.language, { name: to.name, title: n.data.title, message: n.data.message, url });
        await ctx.mailer.send({ to: to.email, ...mail }).catch((err: unknown) => ctx.log(`notification mail to ${to.email} failed: ${err instanceof Error ? err.message : String(err)}`));
      }
      if (to.byPush) await pushToUser(ctx, to.id, { title: n.data.title, body: n.data.message, url: path, tag: n.id }, run);
    }
  });
  return claimed.length;
}

/** Runs fn over the items, at most `limit` at a time; every item is tried, and the first failure is thrown at the end. */
async function eachLimit<T>(items: readonly T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const errors: unknown[] = [];
  const worker = async () => {
    while (next < items.length) await fn(items[next++]!).catch((err: unknown) => void errors.push(err));
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (errors.length) throw errors[0];
}
