import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { AUTH_TOKEN_TTL_DAYS } from '../../domain/constants';
import type { CachedToken, SyncCache } from '../cache/sync-cache';
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

import type { SubscriptionRow } from '../db/schema';
export type { SubscriptionRow };

type Found = { user: AuthUser; tokenId: string; createdAt: Date; subscription: SubscriptionRow | null };

/**
 * The user behind a live token, or null (unknown, revoked, expired, or a
 * disabled account). A trainer's subscription row comes in the same query
 * (a left join on its unique trainer_id), so the 402 gate costs no read of
 * its own and sees a webhook's or an admin's change on the very next request,
 * in every process: there is no cache to invalidate.
 */
export async function authenticateToken(db: Db, token: string): Promise<Found | null> {
  const found = await checkToken(db, token);
  return found && 'user' in found ? found : null;
}

const LAST_USED_EVERY_MS = 5 * 60_000;

const foundOf = (hit: CachedToken): Found => ({ user: hit.user, tokenId: hit.tokenId, createdAt: hit.createdAt, subscription: hit.subscription });

/**
 * checkToken answered from the cache alone, or null when that would take a
 * database statement (not cached, or its last-used time is due a write):
 * the caller then goes the way of checkToken. Call after `cache.settle()`
 * resolved true, with no await in between.
 */
export function tokenFromCache(cache: SyncCache, token: string, now: number): Found | null {
  const hit = cache.token(sha256(token), now);
  return hit && now - hit.lastUsedAt <= LAST_USED_EVERY_MS ? foundOf(hit) : null;
}

/**
 * Like authenticateToken, but tells a disabled account's token apart, even one
 * revoked when the account was disabled, so its holder can be told why
 * (docs/rules/admin.md "Disabling a trainer" 'Your account has been disabled'). With a cache (server/cache/,
 * PostgreSQL only) a live token seen before is answered from memory: a
 * revocation, a disabled account or a changed subscription or user reaches
 * the cache by NOTIFY and drops the entry.
 */
export async function checkToken(db: Db, token: string, cache?: SyncCache): Promise<Found | { disabled: true } | null> {
  const hash = sha256(token);
  const now = Date.now();
  const hit = cache && (await cache.settle()) ? cache.token(hash, now) : null;
  if (hit) {
    if (now - hit.lastUsedAt > LAST_USED_EVERY_MS) {
      hit.lastUsedAt = now;
      await db.update(authTokens).set({ lastUsedAt: new Date(now) }).where(eq(authTokens.id, hit.tokenId));
    }
    return foundOf(hit);
  }
  const mark = cache?.mark() ?? 0;
  const rows = await db
    .select({
      tokenId: authTokens.id,
      revokedAt: authTokens.revokedAt,
      lastUsedAt: authTokens.lastUsedAt,
      expiresAt: authTokens.expiresAt,
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
    .where(and(eq(authTokens.tokenHash, hash), gt(authTokens.expiresAt, new Date(now))))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  if (row.disabledAt) return { disabled: true };
  if (row.revokedAt) return null;
  // "Last active" for the admin screens, written at most every few minutes per token, not on every request.
  let lastUsedAt = row.lastUsedAt?.getTime() ?? 0;
  if (now - lastUsedAt > LAST_USED_EVERY_MS) {
    await db.update(authTokens).set({ lastUsedAt: new Date(now) }).where(eq(authTokens.id, row.tokenId));
    lastUsedAt = now;
  }
  const { tokenId, disabledAt: _d, revokedAt: _r, lastUsedAt: _l, expiresAt, createdAt, subscription, ...user } = row;
  cache?.setToken(hash, { user, tokenId, createdAt, subscription, expiresAt: expiresAt.getTime(), lastUsedAt }, mark);
  return { user, tokenId, createdAt, subscription };
}
