import { MESSAGES } from '../../../../domain/messages';
import { sendVerificationMail } from '../../../auth/email-verification';
import { takeLimit } from '../../../auth/rate-limit';
import type { AppContext } from '../../../context';
import { RateLimited } from '../../../errors';
import { findUserByEmail } from '../queries';

/**
 * Mails a fresh verification link. Unknown and verified addresses get the
 * same answer as unverified ones, so the call cannot be used to discover accounts; every call
 * counts against the address's limit, known or not.
 */
export async function resendVerification(ctx: AppContext, email: string): Promise<{ message: string }> {
  const retryAfter = await takeLimit(ctx, 'resendVerificationPerEmail', email);
  if (retryAfter !== null) throw new RateLimited(MESSAGES.resendVerificationFailed, retryAfter);
  const user = await findUserByEmail(ctx.db, email);
  // Unknown, unverified and already verified answer alike: the answer must not tell which addresses have accounts.
  if (user && !user.emailVerifiedAt) sendVerificationMail(ctx, user);
  return { message: MESSAGES.verificationSent };
}
