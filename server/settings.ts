import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './db/database';
import { appSettings } from './db/schema';

/** A server setting generated once and kept in the database, so every process of one deployment agrees. */
export async function ensureSetting(db: Db, key: string, make: () => string): Promise<string> {
  const found = await db.select().from(appSettings).where(eq(appSettings.key, key));
  if (found[0]) return found[0].value;
  await db.insert(appSettings).values({ key, value: make() }).onConflictDoNothing();
  const after = await db.select().from(appSettings).where(eq(appSettings.key, key));
  return after[0]!.value;
}

export const ensureAppSecret = (db: Db) => ensureSetting(db, 'app_secret', () => randomBytes(32).toString('base64url'));
