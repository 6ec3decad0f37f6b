import { eq, inArray, isNotNull, and, isNull } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Locale } from '../../../../domain/constants';
import type { NotificationData, NotificationType } from '../../../../domain/notifications/data';
import { notificationText } from '../../../../domain/notifications/texts';
import { instantToWall, wallToInstant } from '../../../../domain/time/time-zone';
import type { Db } from '../../../db/database';
import { clients, notifications, users } from '../../../db/schema';

export interface Recipient {
  id: string;
  name: string;
  language: Locale;
  timeZone: string;
}

/** A wall time somewhere as 'YYYY-MM-DD HH:mm' in the recipient's zone (docs/rules/notifications.md "What is notified" start_time_user_tz). */
export function wallIn(date: string, time: string, fromZone: string, minutesLater: number, toZone: string): string {
  const at = new Date(wallToInstant(date, time, fromZone).getTime() + minutesLater * 60_000);
  const w = instantToWall(at, toZone);
  return `${w.date} ${w.time}`;
}

/** A session's times for one recipient: the instants and their wall times in the recipient's zone. */
export function timesFor(s: { date: string; time: string; timeZone: string; durationMinutes: number }, r: Recipient): Partial<NotificationData> {
  const start = wallToInstant(s.date, s.time, s.timeZone);
  return {
    start_time: start.toISOString(),
    end_time: new Date(start.getTime() + s.durationMinutes * 60_000).toISOString(),
    start_time_user_tz: wallIn(s.date, s.time, s.timeZone, 0, r.timeZone),
    end_time_user_tz: wallIn(s.date, s.time, s.timeZone, s.durationMinutes, r.timeZone),
  };
}

export async function usersByIds(db: Db, ids: string[]): Promise<Recipient[]> {
  if (!ids.length) return [];
  return db.select({ id: users.id, name: users.name, language: users.language, timeZone: users.timeZone }).from(users).where(inArray(users.id, ids));
}

/** The users behind some client records (only those with an account), with their client id. */
export async function clientRecipients(db: Db, clientIds: string[]): Promise<(Recipient & { clientId: string; clientName: string })[]> {
  if (!clientIds.length) return [];
  return db
    .select({ id: users.id, name: users.name, language: users.language, timeZone: users.timeZone, clientId: clients.id, clientName: clients.name })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.userId))
    .where(and(inArray(clients.id, clientIds), isNotNull(clients.userId), isNull(clients.deletedAt)));
}

/**
 * Writes one notification inside the caller's transaction (the event's own),
 * with title and message in the recipient's language. A dedupe key makes it
 * once only: a second insert with the same key does nothing (answers false).
 */
export async function notify(
  db: Db,
  n: { spaceId: string; to: Recipient; type: NotificationType; data: Omit<Partial<NotificationData>, 'type' | 'title' | 'message'>; dedupeKey?: string },
): Promise<boolean> {
  const text = notificationText(n.to.language, n.type, n.data);
  const data = { ...n.data, type: n.type, title: text.title, message: text.message } as NotificationData;
  const inserted = await db
    .insert(notifications)
    .values({ id: uuidv7(), spaceId: n.spaceId, userId: n.to.id, type: n.type, data, dedupeKey: n.dedupeKey ?? null })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  return inserted.length > 0;
}
