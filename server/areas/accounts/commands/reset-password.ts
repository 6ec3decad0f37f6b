import { and, eq, gt, isNull } from 'drizzle-orm';
import { MESSAGES } from '../../../../domain/messages';
import { hashPassword, isUnusableHash } from '../../../auth/password';
import { clearLoginFailures } from '../../../auth/rate-limit';
import { sha256 } from '../../../auth/tokens';
import type { AppContext } from '../../../context';
import { authTokens, passwordResets, users } from '../../../db/schema';
import { ValidationError } from '../../../errors';
import { keepCompanionInStep } from '../../companion/commands/keep-in-step';

/**
 * Sets a new password from a mailed token. The token is claimed atomically
 * (single use, unexpired); every session of the account is revoked, and the
 * account's login-failure count is cleared so a locked-out owner gets back in.
 */
export async function resetPassword(
  ctx: AppContext,
  input: { token: string; password: string },
): Promise<{ message: string; email: string }> {
  const invalid = () => new ValidationError({ token: [MESSAGES.invalidResetToken] });
  const tokenHash = sha256(input.token);
  const live = and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, new Date()));

  // Look before hashing so a guessed token costs no argon2 work.
  const [found] = await ctx.db.select({ id: passwordResets.id }).from(passwordResets).where(live).limit(1);
  if (!found) throw invalid();
  const passwordHash = await hashPassword(input.password);

  // The admin's set-up link is a reset of a password never chosen: its answer says the account is ready.
  let firstPassword = false;
  const email = await ctx.db.transaction(async (tx) => {
    const now = new Date();
    const [claimed] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.id, found.id), live))
      .returning({ userId: passwordResets.userId });
    if (!claimed) return null;
    const [before] = await tx.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, claimed.userId));
    firstPassword = before ? isUnusableHash(before.passwordHash) : false;
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now })
      .where(eq(users.id, claimed.userId))
      .returning({ email: users.email });
    // Other outstanding links for this account die with this one.
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, claimed.userId), isNull(passwordResets.usedAt)));
    await tx
      .update(authTokens)
      .set({ revokedAt: now })
      .where(and(eq(authTokens.userId, claimed.userId), isNull(authTokens.revokedAt)));
    await keepCompanionInStep(tx, claimed.userId);
    return user?.email ?? null;
  });
  if (!email) throw invalid();
  await clearLoginFailures(ctx, email.toLowerCase());
  return { message: firstPassword ? MESSAGES.accountReady : MESSAGES.passwordReset, email };
}
