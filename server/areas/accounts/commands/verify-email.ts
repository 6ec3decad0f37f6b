import { and, eq, isNull } from 'drizzle-orm';
import { MESSAGES } from '../../../../domain/messages';
import { checkVerificationHash } from '../../../auth/email-verification';
import type { AppContext } from '../../../context';
import { users } from '../../../db/schema';
import { BadRequest, Gone } from '../../../errors';
import { findUserById } from '../queries';
import { checkoutLink } from '../../subscriptions/commands/checkout-link';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface VerifyEmailResult {
  message: string;
  email: string;
  /** While the registration waits for payment: the checkout that starts the trial (docs/rules/subscriptions.md "Registration and checkout"). */
  checkout_url?: string;
}

/**
 * Confirms a trainer's email from the signed link. The registration stays
 * pending_payment (docs/rules/subscriptions.md "Registration and checkout": email verification, then payment): the answer
 * carries the checkout link, and paying (with the 14-day trial, nothing
 * charged today) makes the account active. Following the link again while
 * the payment is still missing answers the checkout link again. A link past
 * its expiry (and every link mailed before links had one) answers 410
 * verification_link_expired, and the page offers a new one.
 */
export async function verifyEmail(ctx: AppContext, id: string, hash: string): Promise<VerifyEmailResult> {
  const invalid = () => new BadRequest(MESSAGES.invalidVerificationLink, 'invalid_verification_link');
  const user = UUID.test(id) ? await findUserById(ctx.db, id) : undefined;
  const link = user ? checkVerificationHash(ctx.appSecret, user.id, user.email, hash) : 'invalid';
  if (!user || link === 'invalid') throw invalid();
  const pending = user.role === 'trainer' && user.registrationStatus === 'pending_payment';
  const checkout = pending ? { checkout_url: checkoutLink(ctx, user.id) } : {};
  // An old link of a verified address grants nothing more: it says so, whatever its age.
  if (user.emailVerifiedAt) return { message: MESSAGES.alreadyVerified, email: user.email, ...checkout };
  if (link === 'expired') throw new Gone(MESSAGES.verificationLinkExpired, 'verification_link_expired');

  const now = new Date();
  await ctx.db
    .update(users)
    .set({ emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)));
  return { message: pending ? MESSAGES.emailVerifiedCheckout : MESSAGES.emailVerified, email: user.email, ...checkout };
}
