import { eq } from 'drizzle-orm';
import type { LoginResult } from '../../../../domain/auth';
import { MESSAGES } from '../../../../domain/messages';
import { hashPassword, needsRehash, verifyPassword } from '../../../auth/password';
import { beginLoginAttempt, loginAttemptSucceeded } from '../../../auth/rate-limit';
import { issueToken } from '../../../auth/tokens';
import type { AppContext } from '../../../context';
import { users } from '../../../db/schema';
import { Forbidden, PaymentRequired, RateLimited, Unauthenticated } from '../../../errors';
import { accessMessage } from '../../../../domain/subscriptions/view';
import { accessNow } from '../../subscriptions/access';
import { checkoutLink } from '../../subscriptions/commands/checkout-link';
import { confirmCheckout } from '../../subscriptions/commands/confirm-checkout';
import { findSubscription } from '../../subscriptions/commands/store';
import { findUserByEmail, userDto } from '../queries';

export interface LoginCommand {
  email: string;
  password: string;
  /** The caller's address, for the per-address failure limit. */
  ip: string;
  /** The nonce of a valid device cookie for this account (server/auth/device-cookie.ts), if the browser has one. */
  device?: string | null;
  /** The checkout the trainer came back from (docs/rules/accounts.md "Sign-in"): confirmed before access is decided. */
  checkoutSessionId?: string;
}

/**
 * Signs in with email and password and issues a new token. Unknown email and
 * wrong password are one answer, and both cost one argon2 verification.
 * Disabled and unverified states are told only to someone who knows the password.
 * A trainer's checkout_session_id is confirmed first (an unknown or foreign
 * one is ignored); a trainer the subscription does not let in gets the 402 of
 * docs/rules/errors-and-limits.md "Payment required (402)" with the checkout link and the user, and no token.
 */
export async function login(ctx: AppContext, cmd: LoginCommand): Promise<LoginResult> {
  const retryAfter = await beginLoginAttempt(ctx, cmd.email, cmd.ip, cmd.device);
  if (retryAfter !== null) {
    throw new RateLimited(MESSAGES.tooManyLoginAttempts, retryAfter);
  }

  const user = await findUserByEmail(ctx.db, cmd.email);
  const ok = await verifyPassword(user?.passwordHash, cmd.password);
  if (!user || !ok) throw new Unauthenticated(MESSAGES.invalidCredentials, 'invalid_credentials');
  await loginAttemptSucceeded(ctx, cmd.email, cmd.ip, cmd.device);
  if (user.disabledAt) throw new Forbidden(MESSAGES.accountDisabled, 'account_disabled');
  if (user.role === 'trainer' && !user.emailVerifiedAt) {
    throw new Forbidden(MESSAGES.verifyEmailFirst, 'email_verification_required');
  }

  if (needsRehash(user.passwordHash)) {
    await ctx.db.update(users).set({ passwordHash: await hashPassword(cmd.password) }).where(eq(users.id, user.id));
  }
  let current = user;
  if (user.role === 'trainer') {
    if (cmd.checkoutSessionId) {
      try {
        await confirmCheckout(ctx, user.id, cmd.checkoutSessionId);
        current = (await findUserByEmail(ctx.db, cmd.email)) ?? user;
      } catch {
        // Not this trainer's, not paid yet: the sign-in goes on and the access decision below answers.
      }
    }
    const decision = await accessNow(ctx, current, (await findSubscription(ctx.db, user.id)) ?? null);
    if (!decision.ok) {
      throw new PaymentRequired(accessMessage(decision.code), decision.code, {
        checkout_url: checkoutLink(ctx, user.id),
        user: await userDto(ctx.db, current),
      });
    }
  }
  const token = await issueToken(ctx.db, user.id);
  return { token, user: await userDto(ctx.db, current) };
}
