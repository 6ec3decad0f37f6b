import { and, eq, isNull, ne } from 'drizzle-orm';
import { MESSAGES } from '../../../../domain/messages';
import { hashPassword, verifyPassword } from '../../../auth/password';
import { beginPasswordCheck, passwordCheckSucceeded } from '../../../auth/rate-limit';
import type { AppContext } from '../../../context';
import { authTokens, users } from '../../../db/schema';
import { Forbidden, RateLimited, ValidationError } from '../../../errors';
import { companionOwner, keepCompanionInStep } from '../../companion/commands/keep-in-step';
import { findUserById } from '../queries';

/**
 * Changes the signed-in user's password after checking the current one.
 * Other sessions are signed out; the one making the change stays.
 */
export async function changePassword(
  ctx: AppContext,
  who: { userId: string; tokenId: string; ip: string },
  input: { current_password: string; password: string },
): Promise<{ message: string }> {
  // A companion client account has its trainer's password: it is changed there (docs/rules/accounts.md "Companion client account").
  if (await companionOwner(ctx.db, who.userId)) throw new Forbidden(MESSAGES.companionFollowsTrainer, 'companion_follows_trainer');
  // A stolen session must not become a free password-guessing oracle.
  const retryAfter = await beginPasswordCheck(ctx, who.userId, who.ip);
  if (retryAfter !== null) throw new RateLimited(MESSAGES.tooManyAttempts, retryAfter);
  const user = await findUserById(ctx.db, who.userId);
  if (!user || !(await verifyPassword(user.passwordHash, input.current_password))) {
    throw new ValidationError({ current_password: [MESSAGES.currentPasswordWrong] });
  }
  await passwordCheckSucceeded(ctx, who.userId, who.ip);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    const now = new Date();
    await tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, user.id));
    await tx
      .update(authTokens)
      .set({ revokedAt: now })
      .where(and(eq(authTokens.userId, user.id), ne(authTokens.id, who.tokenId), isNull(authTokens.revokedAt)));
    await keepCompanionInStep(tx, user.id);
  });
  return { message: MESSAGES.passwordChanged };
}
