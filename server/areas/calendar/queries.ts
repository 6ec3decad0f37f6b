import { and, eq, isNull } from 'drizzle-orm';
import { icalCalendar } from '../../../domain/sessions/ical';
import { FEED_NAMES, feedEvents } from '../../../domain/sessions/ical-feed';
import { sessionsReadable } from '../sessions/access';
import { sha256 } from '../../auth/tokens';
import type { AuthUser } from '../../context';
import type { Db } from '../../db/database';
import { calendarFeeds, trainingSessions, users } from '../../db/schema';
import { readableExceptions, readableSeries } from '../sessions/queries';
import { toSessionRow } from '../sessions/row';

/**
 * The iCalendar text of the feed a secret opens, or null (unknown, revoked,
 * or a disabled account): a client's feed holds their sessions, a trainer's
 * all of their space, in the user's language.
 */
export async function calendarFeedText(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role, language: users.language, registrationStatus: users.registrationStatus, emailVerifiedAt: users.emailVerifiedAt, timeZone: users.timeZone, disabledAt: users.disabledAt })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.tokenHash, sha256(token)))
    .limit(1);
  if (!row || row.disabledAt) return null;
  const { disabledAt: _d, ...user } = row;
  const actor: AuthUser = user;
  const sessions = (await db.select().from(trainingSessions).where(and(isNull(trainingSessions.deletedAt), sessionsReadable(actor, trainingSessions)))).map(toSessionRow);
  const series = await readableSeries(db, actor);
  const exceptions = await readableExceptions(db, actor, series.map((s) => s.id));
  return icalCalendar(feedEvents(sessions, series, exceptions), { name: FEED_NAMES[actor.language], lang: actor.language });
}
