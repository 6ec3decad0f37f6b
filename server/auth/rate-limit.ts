import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppContext } from '../context';

const WINDOW_SECONDS = 15 * 60;

/**
 * The account-flow limits, per 15 minutes. Login counts failed attempts per
 * account and per address; see beginLoginAttempt.
 */
export const RATE_LIMITS = {
  loginFailuresPerEmail: { points: 5, duration: WINDOW_SECONDS },
  loginFailuresPerIp: { points: 20, duration: WINDOW_SECONDS },
  /** A browser with a device cookie for the account (server/auth/device-cookie.ts): its own count, no one else's. */
  loginFailuresPerDevice: { points: 10, duration: WINDOW_SECONDS },
  passwordChangeFailuresPerAccount: { points: 5, duration: WINDOW_SECONDS },
  passwordChangeFailuresPerIp: { points: 20, duration: WINDOW_SECONDS },
  registrationsPerEmail: { points: 3, duration: WINDOW_SECONDS },
  registrationsPerIp: { points: 10, duration: WINDOW_SECONDS },
  resendVerificationPerEmail: { points: 3, duration: WINDOW_SECONDS },
  resetMailsPerEmail: { points: 5, duration: WINDOW_SECONDS },
  /** Page views (POST /api/page-views): a person reads a few pages a minute; more is a script inflating the counts. */
  pageViewsPerIp: { points: 30, duration: 60 },
} as const;

type Limiters = { [K in keyof typeof RATE_LIMITS]: RateLimiterAbstract } & { trustProxy: boolean };

// One set per running server.
const byContext = new WeakMap<AppContext, Limiters>();

/** The table the PostgreSQL store counts in (rate-limiter-flexible's layout), shared by every server process. */
const RATE_LIMIT_TABLE = 'rate_limits';

/**
 * On PostgreSQL the counts live in the database, so N server processes share
 * one limit (a database error falls back to counting in memory for a while);
 * on PGlite, a single process, they stay in memory.
 */
function limiter(ctx: AppContext, keyPrefix: string, opts: { points: number; duration: number }): RateLimiterAbstract {
  const pool = ctx.dbKind === 'postgres' ? (ctx.db as unknown as { $client?: unknown }).$client : undefined;
  if (!pool) return new RateLimiterMemory({ keyPrefix, ...opts });
  return new RateLimiterPostgres({
    storeClient: pool,
    storeType: 'pool',
    tableName: RATE_LIMIT_TABLE,
    tableCreated: true,
    clearExpiredByTimeout: false,
    insuranceLimiter: new RateLimiterMemory({ keyPrefix, ...opts }),
    keyPrefix,
    ...opts,
  });
}

/** Creates the PostgreSQL store's table (at start, before any request counts). */
export async function prepareRateLimits(ctx: AppContext): Promise<void> {
  if (ctx.dbKind !== 'postgres') return;
  const pool = (ctx.db as unknown as { $client: { query(text: string): Promise<unknown> } }).$client;
  await pool
    .query(`CREATE TABLE IF NOT EXISTS ${RATE_LIMIT_TABLE} (key varchar(255) PRIMARY KEY, points integer NOT NULL DEFAULT 0, expire bigint)`)
    .catch((e: { code?: string }) => {
      // Two processes starting at once: the other one created it.
      if (e.code !== '23505') throw e;
    });
}

function limiters(ctx: AppContext): Limiters {
  let found = byContext.get(ctx);
  if (!found) {
    found = {
      loginFailuresPerEmail: limiter(ctx, 'login-email', RATE_LIMITS.loginFailuresPerEmail),
      loginFailuresPerIp: limiter(ctx, 'login-ip', RATE_LIMITS.loginFailuresPerIp),
      loginFailuresPerDevice: limiter(ctx, 'login-device', RATE_LIMITS.loginFailuresPerDevice),
      passwordChangeFailuresPerAccount: limiter(ctx, 'pw-account', RATE_LIMITS.passwordChangeFailuresPerAccount),
      passwordChangeFailuresPerIp: limiter(ctx, 'pw-ip', RATE_LIMITS.passwordChangeFailuresPerIp),
      registrationsPerEmail: limiter(ctx, 'register-email', RATE_LIMITS.registrationsPerEmail),
      registrationsPerIp: limiter(ctx, 'register-ip', RATE_LIMITS.registrationsPerIp),
      resendVerificationPerEmail: limiter(ctx, 'resend', RATE_LIMITS.resendVerificationPerEmail),
      resetMailsPerEmail: limiter(ctx, 'reset-mail', RATE_LIMITS.resetMailsPerEmail),
      pageViewsPerIp: limiter(ctx, 'page-view-ip', RATE_LIMITS.pageViewsPerIp),
      trustProxy: ctx.config.trustProxy,
    };
    byContext.set(ctx, found);
  }
  return found;
}

const secondsUntil = (res: unknown) =>
  Math.max(1, Math.ceil(((res as { msBeforeNext?: number }).msBeforeNext ?? WINDOW_SECONDS * 1000) / 1000));

/**
 * Books an attempt against an account's and an address's limiter before any
 * hashing, and answers the seconds to wait when either is used up (else null).
 * Booking first, not checking then counting, keeps a burst of parallel guesses
 * from slipping past the limit. An attempt refused for the address is given
 * back to the account, and one refused for the account costs the address nothing.
 */
async function book(account: RateLimiterAbstract, accountKey: string, address: RateLimiterAbstract, ip: string): Promise<number | null> {
  try {
    await account.consume(accountKey);
  } catch (res) {
    return secondsUntil(res);
  }
  try {
    await address.consume(ip);
  } catch (res) {
    await account.reward(accountKey);
    return secondsUntil(res);
  }
  return null;
}

/**
 * Books a login attempt. With a device cookie's nonce the attempt counts
 * against that device only: a lockout of the account or the address, earned
 * by someone else, does not reach a browser the owner signed in with before.
 */
export async function beginLoginAttempt(ctx: AppContext, email: string, ip: string, device: string | null = null): Promise<number | null> {
  const l = limiters(ctx);
  if (device) {
    try {
      await l.loginFailuresPerDevice.consume(device);
      return null;
    } catch (res) {
      return secondsUntil(res);
    }
  }
  return book(l.loginFailuresPerEmail, email, l.loginFailuresPerIp, ip);
}

/**
 * The password was right: the attempt was no failure. The account and the
 * device start afresh; the address only gets this attempt back, so mixing in
 * one valid account does not reset a spray over many.
 */
export async function loginAttemptSucceeded(ctx: AppContext, email: string, ip: string, device: string | null = null) {
  const l = limiters(ctx);
  if (device) await Promise.all([l.loginFailuresPerDevice.delete(device), l.loginFailuresPerEmail.delete(email)]);
  else await Promise.all([l.loginFailuresPerEmail.delete(email), l.loginFailuresPerIp.reward(ip)]);
}

/** Books a current-password check (each costs an argon2 verification), per account and per address. */
export function beginPasswordCheck(ctx: AppContext, userId: string, ip: string): Promise<number | null> {
  const l = limiters(ctx);
  return book(l.passwordChangeFailuresPerAccount, userId, l.passwordChangeFailuresPerIp, ip);
}

export async function passwordCheckSucceeded(ctx: AppContext, userId: string, ip: string) {
  const l = limiters(ctx);
  await Promise.all([l.passwordChangeFailuresPerAccount.delete(userId), l.passwordChangeFailuresPerIp.reward(ip)]);
}

/** Every registration mails someone: limited per address registered and per caller address, successful or not. */
export function beginRegistration(ctx: AppContext, email: string, ip: string): Promise<number | null> {
  const l = limiters(ctx);
  return book(l.registrationsPerEmail, email, l.registrationsPerIp, ip);
}

/** After a password reset the account starts afresh. */
export async function clearLoginFailures(ctx: AppContext, email: string) {
  await limiters(ctx).loginFailuresPerEmail.delete(email);
}

/** Takes one slot; false when the email has used up its slots in this window. */
async function take(limiter: RateLimiterAbstract, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch {
    return false;
  }
}

export const takeResendSlot = (ctx: AppContext, email: string) => take(limiters(ctx).resendVerificationPerEmail, email);
export const takeResetMailSlot = (ctx: AppContext, email: string) => take(limiters(ctx).resetMailsPerEmail, email);
export const takePageViewSlot = (ctx: AppContext, ip: string) => take(limiters(ctx).pageViewsPerIp, ip);

/**
 * The caller's address. X-Forwarded-For is anyone's to write, so it counts only
 * behind a proxy the operator vouches for (TRUST_PROXY=1); then the right-most
 * entry, the one our proxy appended, is used.
 */
export function clientIp(c: Context): string {
  if (limiters(c.var.ctx as AppContext).trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    const last = forwarded?.split(',').map((s) => s.trim()).filter(Boolean).at(-1);
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}
