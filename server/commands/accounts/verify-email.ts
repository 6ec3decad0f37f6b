import { and, eq, isNull } from 'drizzle-orm';
import { MESSAGES } from '../../../domain/messages';
import { verificationHashMatches } from '../../auth/email-verification';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { BadRequest } from '../../errors';
import { findUserById } from '../../queries/user';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface VerifyEmailResult {
  message: string;
  email: string;
}

/**
 * Confirms a trainer's email from the signed link. Verification ends the
 * pending state: registration_status becomes active and the trial begins.
 */
export async function verifyEmail(ctx: AppContext, id: string, hash: string): Promise<VerifyEmailResult> {
  const invalid = () => new BadRequest(MESSAGES.invalidVerificationLink, 'invalid_verification_link');
  const user = UUID.test(id) ? await findUserById(ctx.db, id) : undefined;
  if (!user || !verificationHashMatches(ctx.appSecret, user.id, user.email, hash)) throw invalid();
  if (user.emailVerifiedAt) return { message: MESSAGES.alreadyVerified, email: user.email };

  const now = new Date();
  await ctx.db
    .update(users)
    .set({ emailVerifiedAt: now, registrationStatus: 'active', updatedAt: now })
    .where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)));
  return { message: MESSAGES.emailVerified, email: user.email };
}
