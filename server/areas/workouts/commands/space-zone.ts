import { eq } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '../../../../domain/time/time-zone';
import type { Db } from '../../../db/database';
import { users } from '../../../db/schema';

/**
 * The zone a space's sessions are kept in: its trainer's (a space's id is its
 * trainer's). A client's own workout is kept in it too, whatever zone their
 * device was in, so every screen of either shows it at the trainer's wall
 * time (architecture.md, Identity and time).
 */
export async function spaceTimeZone(db: Db, spaceId: string): Promise<string> {
  const [row] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, spaceId)).limit(1);
  return row?.timeZone ?? DEFAULT_TIME_ZONE;
}
