import { eq } from 'drizzle-orm';
import { isTimeZone } from '../../../../domain/time/time-zone';
import { SESSION_MESSAGES as SM } from '../../../../domain/sessions/messages';
import { randomToken, sha256 } from '../../../auth/tokens';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { calendarFeeds, users } from '../../../db/schema';
import { ValidationError } from '../../../errors';

/** Creates or replaces the user's calendar feed secret; answers the secret (only its hash is kept). */
export async function rotateCalendarFeed(db: Db, user: AuthUser): Promise<string> {
  const token = randomToken();
  await db
    .insert(calendarFeeds)
    .values({ userId: user.id, tokenHash: sha256(token) })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash: sha256(token), createdAt: new Date() } });
  return token;
}

/** Revokes the feed: its URL answers 404 from now on. */
export async function revokeCalendarFeed(db: Db, user: AuthUser): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, user.id));
}

/** Stores the user's IANA time zone (a trainer's new sessions are planned in it). */
export async function setTimeZone(db: Db, user: AuthUser, timeZone: string): Promise<void> {
  if (!isTimeZone(timeZone)) throw new ValidationError({ time_zone: [SM.timeZoneInvalid] });
  await db.update(users).set({ timeZone, updatedAt: new Date() }).where(eq(users.id, user.id));
}
