import { RESET_TOKEN_TTL_MINUTES } from '../../../../domain/constants';
import { MESSAGES } from '../../../../domain/messages';
import { createPasswordReset, resetUrl } from '../../../auth/password-reset';
import { takeLimit, takeResetMailSlot } from '../../../auth/rate-limit';
import type { AppContext } from '../../../context';
import { RateLimited } from '../../../errors';
import { sendInBackground } from '../../../mail/send-in-background';
import { passwordResetMail } from '../../../mail/templates/password-reset';
import { findUserByEmail } from '../queries';

/**
 * Mails a reset link to an existing account. The answer is the same whether
 * or not the account exists, and it is independent of the login limit, so a
 * locked-out user can always recover. Mails per address are capped quietly to
 * stop the call being used to flood someone's inbox; requests per caller
 * address are limited openly (429), known address or not.
 */
export async function forgotPassword(ctx: AppContext, email: string, ip: string): Promise<{ message: string }> {
  const retryAfter = await takeLimit(ctx, 'forgotPasswordPerIp', ip);
  if (retryAfter !== null) throw new RateLimited(MESSAGES.tooManyAttempts, retryAfter);
  const user = await findUserByEmail(ctx.db, email);
  if (user && (await takeResetMailSlot(ctx, user.email))) {
    const token = await createPasswordReset(ctx.db, user.id, RESET_TOKEN_TTL_MINUTES);
    const url = resetUrl(ctx.config.appUrl, token, user.email);
    sendInBackground(ctx, { to: user.email, ...passwordResetMail(user.language, { name: user.name, url }) });
  }
  return { message: MESSAGES.resetLinkSent };
}
