import { sql } from 'drizzle-orm';
import type { AuthUser } from '../context';
import type { Db } from '../db/database';
import { ownClientRecords } from './people';

/** The spaces a user may write to: a trainer their own, a client their trainers'. */
export async function writableSpaces(db: Db, user: AuthUser): Promise<string[]> {
  if (user.role === 'trainer') return [user.id];
  if (user.role === 'client') return [...new Set((await ownClientRecords(db, user.id)).map((c) => c.trainerId))].sort();
  return [];
}

/**
 * Locks the caller's spaces for the rest of the transaction (sorted, so two
 * transactions never wait on each other crosswise). Writes to one space then
 * run one transaction at a time in commit order, so every command sees the
 * effects of all commits before it, including commands that only read and
 * fail. The stamping trigger bumps the version on the first real write.
 */
export async function lockWritableSpaces(tx: Db, user: AuthUser): Promise<string[]> {
  const spaces = await writableSpaces(tx, user);
  for (const id of spaces) await tx.execute(sql`select sync_lock_space(${id}::uuid)`);
  return spaces;
}
