import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { AUTH_TOKEN_TTL_DAYS } from '../../domain/constants';
import type { AuthUser } from '../context';
import type { Db } from '../db/database';
import { authTokens, users } from '../db/schema';

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

/** The user behind a live token, or null (unknown, revoked, expired, or a disabled account). */
export async function authenticateToken(
  db: Db,
  token: string,
): Promise<{ user: AuthUser; tokenId: string } | null> {
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
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, sha256(token)), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, new Date())))
    .limit(1);
  const row = rows[0];
  if (!row || row.disabledAt) return null;
  const { tokenId, disabledAt: _d, ...user } = row;
  return { user, tokenId };
}
