import { createHash } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { RateLimiterMemory, RateLimiterPostgres, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { MESSAGES } from '../../domain/messages';
import type { AppContext } from '../context';
import { RateLimited } from '../errors';

const WINDOW_SECONDS = 15 * 60;
const HOUR_SECONDS = 60 * 60;
/** A counter that never refuses: its count is what the caller reads. */
const COUNT_ONLY = 1_000_000;

/**
 * The limits, each per window of `duration` seconds. Sign-in limits the
 * guesser, never the account (see beginLoginAttempt); the others cap what a
 * request costs us or someone else's inbox.
 */
export const RATE_LIMITS = {
  /** Cookie-less failures on one account from one address before its attempts are spaced (LOGIN_SPACING). */
  loginFailuresPerAccountAddress: { points: 5, duration: WINDOW_SECONDS },
  /** Distinct accounts one address failed on: past this the address is spraying, and its cookie-less sign-ins wait out the window. */
  loginAccountsPerAddress: { points: 20, duration: WINDOW_SECONDS },
  /** Distinct addresses failing on one account: past this (a guess spread over many addresses) every cookie-less attempt on it is spaced. */
  loginAddressesPerAccount: { points: 10, duration: WINDOW_SECONDS },
  /** A browser with a device cookie for the account (server/auth/device-cookie.ts): its own count, no one else's. */
  loginFailuresPerDevice: { points: 10, duration: WINDOW_SECONDS },
  passwordChangeFailuresPerAccount: { points: 5, duration: WINDOW_SECONDS },
  passwordChangeFailuresPerIp: { points: 20, duration: WINDOW_SECONDS },
  registrationsPerEmail: { points: 3, duration: WINDOW_SECONDS },
  registrationsPerIp: { points: 10, duration: WINDOW_SECONDS },
  resendVerificationPerEmail: { points: 3, duration: WINDOW_SECONDS },
  /** Reset mails to one account: over it the request still answers alike, and no mail leaves. */
  resetMailsPerEmail: { points: 5, duration: WINDOW_SECONDS },
  /** Forgot-password requests from one address, whatever the email (each is a lookup and maybe a mail). */
  forgotPasswordPerIp: { points: 20, duration: WINDOW_SECONDS },
  /** Invitations (each a mail to an address the trainer typed) per trainer, and to one address from anyone. */
  invitationsPerTrainer: { points: 30, duration: HOUR_SECONDS },
  invitationsPerRecipient: { points: 3, duration: HOUR_SECONDS },
  /** Feedback mails every admin. */
  feedbackPerUser: { points: 5, duration: HOUR_SECONDS },
  /** An export reads everything the caller owns (a big trainer's takes a minute). */
  exportsPerUser: { points: 5, duration: WINDOW_SECONDS },
  /** Sync pushes per user: a device sends one at a time, up to 100 mutations each. */
  syncPushesPerUser: { points: 600, duration: 60 },
  /** Import mutations (exercise.importMany, workout.record) per user: a three-year history is about a thousand workouts. */
  importsPerUser: { points: 3000, duration: HOUR_SECONDS },
  /** Page views (POST /api/page-views): a person reads a few pages a minute; more is a script inflating the counts. */
  pageViewsPerIp: { points: 30, duration: 60 },
} as const;

/**
 * Past its free failures a cookie-less guesser waits between attempts, the
 * wait doubling from 1 s up to this cap. A wait, never a lockout: the owner
 * behind the same address is kept out a minute at most.
 */
export const LOGIN_MAX_SPACING_SECONDS = 60;

/** Slots: one attempt per slot, each slot as long as its consume says. */
const SLOT = { points: 1, duration: 1 };

type LimitName = keyof typeof RATE_LIMITS;
type Limiters = { [K in LimitName]: RateLimiterAbstract } & {
  pairCount: RateLimiterAbstract;
  pairSlot: RateLimiterAbstract;
  accountCount: RateLimiterAbstract;
  accountSlot: RateLimiterAbstract;
  trustProxy: boolean;
};

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

/** The store's key prefix of each limit (kept short: prefix and key share 255 characters). */
const PREFIXES: Record<LimitName, string> = {
  loginFailuresPerAccountAddress: 'login-pair',
  loginAccountsPerAddress: 'login-ip-accounts',
  loginAddressesPerAccount: 'login-account-ips',
  loginFailuresPerDevice: 'login-device',
  passwordChangeFailuresPerAccount: 'pw-account',
  passwordChangeFailuresPerIp: 'pw-ip',
  registrationsPerEmail: 'register-email',
  registrationsPerIp: 'register-ip',
  resendVerificationPerEmail: 'resend',
  resetMailsPerEmail: 'reset-mail',
  forgotPasswordPerIp: 'forgot-ip',
  invitationsPerTrainer: 'invite-trainer',
  invitationsPerRecipient: 'invite-to',
  feedbackPerUser: 'feedback',
  exportsPerUser: 'export',
  syncPushesPerUser: 'push',
  importsPerUser: 'import',
  pageViewsPerIp: 'page-view-ip',
};

function limiters(ctx: AppContext): Limiters {
  let found = byContext.get(ctx);
  if (!found) {
    const made = Object.fromEntries(
      (Object.keys(RATE_LIMITS) as LimitName[]).map((name) => [name, limiter(ctx, PREFIXES[name], RATE_LIMITS[name])]),
    ) as { [K in LimitName]: RateLimiterAbstract };
    const window = RATE_LIMITS.loginFailuresPerAccountAddress.duration;
    found = {
      ...made,
      // The pair's and the account's attempts (counted, never refused) and their slots.
      pairCount: limiter(ctx, 'login-pair-n', { points: COUNT_ONLY, duration: window }),
      pairSlot: limiter(ctx, 'login-pair-wait', SLOT),
      accountCount: limiter(ctx, 'login-account-n', { points: COUNT_ONLY, duration: window }),
      accountSlot: limiter(ctx, 'login-account-wait', SLOT),
      trustProxy: ctx.config.trustProxy,
    };
    byContext.set(ctx, found);
  }
  return found;
}

const secondsUntil = (res: unknown) =>
  Math.max(1, Math.ceil(((res as { msBeforeNext?: number }).msBeforeNext ?? WINDOW_SECONDS * 1000) / 1000));

/** The refusal of a limiter's consume as seconds to wait, or null when the point was taken. */
async function consume(l: RateLimiterAbstract, key: string, points = 1, options?: { customDuration: number }): Promise<number | null> {
  try {
    await l.consume(key, points, options);
    return null;
  } catch (res) {
    return secondsUntil(res);
  }
}

/**
 * Books an attempt against an account's and an address's limiter before any
 * hashing, and answers the seconds to wait when either is used up (else null).
 * Booking first, not checking then counting, keeps a burst of parallel guesses
 * from slipping past the limit. An attempt refused for the address is given
 * back to the account, and one refused for the account costs the address nothing.
 */
async function book(account: RateLimiterAbstract, accountKey: string, address: RateLimiterAbstract, ip: string): Promise<number | null> {
  const wait = await consume(account, accountKey);
  if (wait !== null) return wait;
  const addressWait = await consume(address, ip);
  if (addressWait !== null) await account.reward(accountKey);
  return addressWait;
}

/** The pair's key: an email may be 254 characters, and the store's keys are at most 255. */
const pairKey = (email: string, ip: string) => createHash('sha256').update(`${email}\n${ip}`).digest('base64url');

type Undo = (() => Promise<unknown>)[];

/**
 * Takes the next attempt of a spaced key: the first `free` - 1 attempts are
 * immediate; from then on each takes a slot, and the next one waits 1 s, 2 s,
 * 4 s … up to LOGIN_MAX_SPACING_SECONDS. Answers the attempt's number and the
 * seconds to wait (null: go on); what it took is added to `undo`.
 */
async function spaced(count: RateLimiterAbstract, slot: RateLimiterAbstract, key: string, free: number, undo: Undo) {
  const n = (await count.consume(key)).consumedPoints;
  undo.push(() => count.reward(key));
  if (n < free) return { n, wait: null };
  const wait = await consume(slot, key, 1, { customDuration: Math.min(LOGIN_MAX_SPACING_SECONDS, 2 ** (n - free)) });
  if (wait === null) undo.push(() => slot.reward(key));
  return { n, wait };
}

/** Gives back everything a refused attempt took: it was never checked. */
async function refuse(undo: Undo, wait: number): Promise<number> {
  await Promise.all(undo.map((giveBack) => giveBack()));
  return wait;
}

/**
 * Books a login attempt before any hashing and answers the seconds to wait,
 * or null to go on and check the password. It limits the guesser, not the
 * account, so no stranger can keep the owner out:
 *
 * - With a device cookie's nonce (a browser that signed in to this account
 *   before, or reset its password) the attempt counts against that device
 *   only; nothing anyone else does reaches it.
 * - Otherwise per account and address: 5 attempts, then each waits 1 s, 2 s …
 *   up to a minute. The owner elsewhere is untouched; beside the guesser,
 *   kept out a minute at most.
 * - An address that failed on more than 20 accounts in the window is
 *   spraying: its cookie-less sign-ins wait out the window. Failures on a few
 *   accounts (a gym's Wi-Fi) stop no one.
 * - An account failed on from more than 10 addresses (a guess spread over
 *   many) has every cookie-less attempt spaced the same way.
 *
 * Every point is booked before the check, so a burst of parallel guesses gets
 * no more than a sequence would; a refused attempt is given back whole.
 */
export async function beginLoginAttempt(ctx: AppContext, email: string, ip: string, device: string | null = null): Promise<number | null> {
  const l = limiters(ctx);
  if (device) return consume(l.loginFailuresPerDevice, device);
  const undo: Undo = [];
  const pair = await spaced(l.pairCount, l.pairSlot, pairKey(email, ip), RATE_LIMITS.loginFailuresPerAccountAddress.points, undo);
  if (pair.wait !== null) return refuse(undo, pair.wait);

  // This address's first attempt on this account counts once on each side: distinct accounts, distinct addresses.
  const first = pair.n === 1;
  if (first) {
    const sprayWait = await consume(l.loginAccountsPerAddress, ip);
    // A spraying address keeps its points: they are what keeps it out until the window ends.
    if (sprayWait !== null) return refuse(undo, sprayWait);
    undo.push(() => l.loginAccountsPerAddress.reward(ip));
  } else {
    const spray = await l.loginAccountsPerAddress.get(ip);
    if (spray && spray.consumedPoints > RATE_LIMITS.loginAccountsPerAddress.points) return refuse(undo, secondsUntil(spray));
  }

  const addresses = first
    ? (await l.loginAddressesPerAccount.penalty(email)).consumedPoints
    : ((await l.loginAddressesPerAccount.get(email))?.consumedPoints ?? 0);
  if (first) undo.push(() => l.loginAddressesPerAccount.reward(email));
  if (addresses > RATE_LIMITS.loginAddressesPerAccount.points) {
    const account = await spaced(l.accountCount, l.accountSlot, email, 1, undo);
    if (account.wait !== null) return refuse(undo, account.wait);
  }
  return null;
}

/**
 * The password was right: the attempt was no failure. The device, or the
 * pair, starts afresh; the address and the account only get this attempt's
 * points back, so mixing in one valid account does not reset a spray over many,
 * nor the owner's sign-in a guess spread over many addresses.
 */
export async function loginAttemptSucceeded(ctx: AppContext, email: string, ip: string, device: string | null = null) {
  const l = limiters(ctx);
  if (device) {
    await l.loginFailuresPerDevice.delete(device);
    return;
  }
  const pair = pairKey(email, ip);
  await Promise.all([
    l.pairCount.delete(pair),
    l.pairSlot.delete(pair),
    l.loginAccountsPerAddress.reward(ip),
    l.loginAddressesPerAccount.reward(email),
  ]);
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

/** After a password reset the account's spread-out count starts afresh (the resetting browser has a device cookie besides). */
export async function clearLoginFailures(ctx: AppContext, email: string) {
  const l = limiters(ctx);
  await Promise.all([l.loginAddressesPerAccount.delete(email), l.accountCount.delete(email), l.accountSlot.delete(email)]);
}

/** Takes one slot; false when the key has used up its slots in this window. */
async function take(limiter: RateLimiterAbstract, key: string): Promise<boolean> {
  return (await consume(limiter, key)) === null;
}

/**
 * Takes `points` of a limit for `key`: null when taken, else the seconds until
 * the window ends.
 */
export async function takeLimit(ctx: AppContext, name: LimitName, key: string, points = 1): Promise<number | null> {
  if (points <= 0) return null;
  return consume(limiters(ctx)[name], key, points);
}

/** Throws the 429 of a limit used up: `message` with its Retry-After. */
export async function enforceLimit(ctx: AppContext, name: LimitName, key: string, message: string = MESSAGES.tooManyAttempts, points = 1): Promise<void> {
  const retryAfter = await takeLimit(ctx, name, key, points);
  if (retryAfter !== null) throw new RateLimited(message, retryAfter);
}

/** The mutations that import in bulk (a chunk of exercises, a recorded workout each). */
const IMPORT_MUTATIONS = new Set(['exercise.importMany', 'workout.record']);

/**
 * A sync push's limits: the push itself, and its import mutations by count.
 * Refused before anything runs, so the device keeps its outbox and retries
 * (it backs off on 429).
 */
export async function enforcePushLimits(ctx: AppContext, userId: string, mutations: readonly { name: string }[]): Promise<void> {
  await enforceLimit(ctx, 'syncPushesPerUser', userId);
  await enforceLimit(ctx, 'importsPerUser', userId, MESSAGES.tooManyAttempts, mutations.filter((m) => IMPORT_MUTATIONS.has(m.name)).length);
}

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
