import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { AUTH_TOKEN_TTL_DAYS } from '../../domain/constants';
import type { AuthUser } from '../context';
import type { Db } from '../db/database';
import { authTokens, subscriptions, users } from '../db/schema';

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** 256 random bits, URL-safe. */
export const randomToken = () => randomBytes(32).toString('base64url');

/** A new bearer token for every sign-in; only its hash is stored. */
export async function issueToken(db: Db, userId: string, now = new Date()): Promise<string> {
  const token = randomToken();
  await db.insert(authTokens).values({
    id: uuidv7(),
    userId,
    tokenHash: sha256(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + AUTH_TOKEN_TTL_DAYS * 86_400_000),
  });
  return token;
}

export async function revokeToken(db: Db, tokenId: string) {
  await db.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.id, tokenId));
}

export async function revokeAllTokens(db: Db, userId: string) {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * The user behind a live token, or null (unknown, revoked, expired, or a
 * disabled account). A trainer's subscription row comes in the same query
 * (a left join on its unique trainer_id), so the 402 gate costs no read of
 * its own and sees a webhook's or an admin's change on the very next request,
 * in every process: there is no cache to invalidate.
 */
export async function authenticateToken(
  db: Db,
  token: string,
): Promise<{ user: AuthUser; tokenId: string; createdAt: Date; subscription: SubscriptionRow | null } | null> {
  const rows = await db
    .select({
      tokenId: authTokens.id,
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      language: users.language,
      registrationStatus: users.registrationStatus,
      emailVerifiedAt: users.emailVerifiedAt,
      timeZone: users.timeZone,
      disabledAt: users.disabledAt,
      createdAt: users.createdAt,
      subscription: subscriptions,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .leftJoin(subscriptions, eq(subscriptions.trainerId, users.id))
    .where(and(eq(authTokens.tokenHash, sha256(token)), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, new Date())))
    .limit(1);
  const row = rows[0];
  if (!row || row.disabledAt) return null;
  const { tokenId, disabledAt: _d, createdAt, subscription, ...user } = row;
  return { user, tokenId, createdAt, subscription };
}
