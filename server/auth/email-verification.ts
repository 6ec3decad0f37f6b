import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Locale } from '../../domain/constants';
import type { AppContext } from '../context';
import { sendInBackground } from '../mail/send-in-background';
import { verificationMail } from '../mail/templates/verification';

/**
 * The verification link is signed rather than stored: HMAC-SHA256 of
 * "id:email" with the app secret. Changing the email makes old links invalid.
 */
export function verificationHash(secret: string, id: string, email: string): string {
  return createHmac('sha256', secret).update(`${id}:${email.toLowerCase()}`).digest('hex');
}

export function verificationHashMatches(secret: string, id: string, email: string, given: string): boolean {
  const expected = Buffer.from(verificationHash(secret, id, email), 'utf8');
  const actual = Buffer.from(given, 'utf8');
  // Length is not secret (always 64 hex chars); compare equal-length buffers in constant time.
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function verificationUrl(appUrl: string, secret: string, user: { id: string; email: string }): string {
  return `${appUrl}/trainer/verify-email/${user.id}/${verificationHash(secret, user.id, user.email)}`;
}

export function sendVerificationMail(ctx: AppContext, user: { id: string; email: string; name: string; language: Locale }) {
  const url = verificationUrl(ctx.config.appUrl, ctx.appSecret, user);
  sendInBackground(ctx, { to: user.email, ...verificationMail(user.language, { name: user.name, url }) });
}
