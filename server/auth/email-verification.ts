import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Locale } from '../../domain/constants';
import type { AppContext } from '../context';
import { sendInBackground } from '../mail/send-in-background';
import { verificationMail } from '../mail/templates/verification';

/** How long a mailed verification link works (then the page offers a new one). */
export const VERIFICATION_LINK_TTL_HOURS = 72;

/**
 * The verification link is signed rather than stored: its last segment is
 * "<expiry>.<HMAC-SHA256 of id:email:expiry>" with the app secret (expiry in
 * Unix seconds). Changing the email makes old links invalid; a link past its
 * expiry is told apart from a forged one, so the page can offer a new link.
 */
const mac = (secret: string, id: string, email: string, expires: number) =>
  createHmac('sha256', secret).update(`${id}:${email.toLowerCase()}:${expires}`).digest('hex');

/** Links mailed before they carried an expiry: a bare HMAC of "id:email". */
const legacyMac = (secret: string, id: string, email: string) => createHmac('sha256', secret).update(`${id}:${email.toLowerCase()}`).digest('hex');

export function verificationHash(secret: string, id: string, email: string, now = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + VERIFICATION_LINK_TTL_HOURS * 3600;
  return `${expires}.${mac(secret, id, email, expires)}`;
}

function same(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  // Length is not secret (always 64 hex chars); compare equal-length buffers in constant time.
  return x.length === y.length && timingSafeEqual(x, y);
}

/** What a link's hash says for this user: ours and in time, ours but expired (old links included), or not ours. */
export function checkVerificationHash(secret: string, id: string, email: string, given: string, now = new Date()): 'valid' | 'expired' | 'invalid' {
  const match = /^(\d{1,12})\.([0-9a-f]{64})$/.exec(given);
  if (!match) return same(given, legacyMac(secret, id, email)) ? 'expired' : 'invalid';
  const expires = Number(match[1]);
  if (!same(match[2]!, mac(secret, id, email, expires))) return 'invalid';
  return expires * 1000 > now.getTime() ? 'valid' : 'expired';
}

export function verificationUrl(appUrl: string, secret: string, user: { id: string; email: string }): string {
  return `${appUrl}/trainer/verify-email/${user.id}/${verificationHash(secret, user.id, user.email)}`;
}

export function sendVerificationMail(ctx: AppContext, user: { id: string; email: string; name: string; language: Locale }) {
  const url = verificationUrl(ctx.config.appUrl, ctx.appSecret, user);
  sendInBackground(ctx, { to: user.email, ...verificationMail(user.language, { name: user.name, url, hours: VERIFICATION_LINK_TTL_HOURS }) });
}
