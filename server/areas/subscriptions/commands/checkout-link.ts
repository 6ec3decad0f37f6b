import { createHmac, timingSafeEqual } from 'node:crypto';
import { DAY_MS } from '../../../../domain/subscriptions/plans';
import type { AppContext } from '../../../context';

/** How long a checkout link in a 402 answer stays valid; renewed with every answer. */
const LINK_DAYS = 7;

const sign = (secret: string, userId: string, expires: number) =>
  createHmac('sha256', secret).update(`checkout:${userId}:${expires}`).digest('hex');

/**
 * The checkout_url of every 402 and of the verification answer: a signed link
 * that opens a new checkout for this trainer when the browser follows it
 * (GET /api/checkout/start). Signed rather than stored, so a 402 costs no
 * write and no call to the provider; following it only ever offers the
 * trainer a payment page. The expiry is rounded to the day, so one day's
 * answers carry the same link.
 */
export function checkoutLink(ctx: AppContext, userId: string, now = new Date()): string {
  const expires = Math.ceil((now.getTime() + LINK_DAYS * DAY_MS) / DAY_MS) * (DAY_MS / 1000);
  return `${ctx.config.appUrl}/api/checkout/start?u=${userId}&e=${expires}&s=${sign(ctx.appSecret, userId, expires)}`;
}

/** The trainer a checkout link was made for, or null for a forged or expired one. */
export function checkoutLinkUser(ctx: AppContext, q: { u?: string; e?: string; s?: string }, now = new Date()): string | null {
  const expires = Number(q.e);
  if (!q.u || !q.s || !Number.isInteger(expires) || expires * 1000 < now.getTime()) return null;
  const want = Buffer.from(sign(ctx.appSecret, q.u, expires), 'utf8');
  const got = Buffer.from(q.s, 'utf8');
  return got.length === want.length && timingSafeEqual(got, want) ? q.u : null;
}
