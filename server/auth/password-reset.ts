import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../db/database';
import { passwordResets } from '../db/schema';
import { randomToken, sha256 } from './tokens';

/** A single-use reset token (256 random bits); only its SHA-256 is stored. */
export async function createPasswordReset(db: Db, userId: string, ttlMinutes: number, now = new Date()): Promise<string> {
  const token = randomToken();
  await db.insert(passwordResets).values({
    id: uuidv7(),
    userId,
    tokenHash: sha256(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlMinutes * 60_000),
  });
  return token;
}

export const resetUrl = (appUrl: string, token: string, email: string) =>
  `${appUrl}/reset-password/${token}?email=${encodeURIComponent(email)}`;
