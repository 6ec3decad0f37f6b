import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * OWASP's "device cookies" against brute force: a browser that signed in to an
 * account gets a signed proof of it, kept through sign-out. Login attempts
 * carrying a valid proof are limited per proof only, so failures from
 * elsewhere (even the same address) cannot lock the owner out.
 */
export const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

const sign = (secret: string, email: string, nonce: string) =>
  createHmac('sha256', secret).update(`device:${email.toLowerCase()}:${nonce}`).digest('base64url');

/** One cookie per account, named by a hash so the name does not carry the address. */
export const deviceCookieName = (secret: string, email: string) =>
  `rw_device_${createHmac('sha256', secret).update(`name:${email.toLowerCase()}`).digest('hex').slice(0, 16)}`;

export function newDeviceCookie(secret: string, email: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${sign(secret, email, nonce)}`;
}

/** The proof's nonce when the cookie is one we issued for this account, else null. */
export function deviceNonce(secret: string, email: string, value: string | undefined): string | null {
  const [nonce, mac, ...rest] = (value ?? '').split('.');
  if (!nonce || !mac || rest.length) return null;
  const expected = Buffer.from(sign(secret, email, nonce));
  const given = Buffer.from(mac);
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}
