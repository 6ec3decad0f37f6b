import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import type { RegisterTrainerInput } from '../../../../domain/auth';
import { DEFAULT_LOCALE, type Locale } from '../../../../domain/constants';
import { MESSAGES } from '../../../../domain/messages';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../../../../domain/time/time-zone';
import { sendVerificationMail } from '../../../auth/email-verification';
import { hashPassword } from '../../../auth/password';
import { beginRegistration } from '../../../auth/rate-limit';
import type { AppContext } from '../../../context';
import { users } from '../../../db/schema';
import { RateLimited } from '../../../errors';
import { sendInBackground } from '../../../mail/send-in-background';
import { accountExistsMail } from '../../../mail/templates/account-exists';
import { findUserByEmail } from '../queries';

/** True for a unique-index violation, however deep the driver wrapped it. */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/** The one answer to every registration, new address or taken, so the form tells no stranger who has an account. */
export type Registered = { message: string; email: string };

/**
 * Creates a trainer awaiting email verification (registration_status
 * pending_payment) and mails the verification link. An address that already
 * has an account gets the same answer, and its owner a mail saying so (with
 * the sign-in link) instead: the person registering learns it from their
 * inbox, a stranger learns nothing. No token is answered, since only a new
 * account could have one; the app sends the user on to sign in.
 */
export async function registerTrainer(ctx: AppContext, input: z.output<typeof RegisterTrainerInput>, ip: string): Promise<Registered> {
  const retryAfter = await beginRegistration(ctx, input.email, ip);
  if (retryAfter !== null) throw new RateLimited(MESSAGES.tooManyAttempts, retryAfter);
  const answer = { message: MESSAGES.registered, email: input.email };
  // Hash either way, so a taken address answers no faster than a new one.
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(ctx.db, input.email);
  if (existing) {
    mailOwner(ctx, existing);
    return answer;
  }

  const now = new Date();
  const row = {
    id: uuidv7(),
    name: input.name,
    email: input.email,
    passwordHash,
    role: 'trainer' as const,
    language: input.language ?? DEFAULT_LOCALE,
    timeZone: input.time_zone && isTimeZone(input.time_zone) ? input.time_zone : DEFAULT_TIME_ZONE,
    registrationStatus: 'pending_payment' as const,
    emailVerifiedAt: null,
    termsAcceptedAt: now,
    createdAt: now,
    updatedAt: now,
  };
  try {
    await ctx.db.insert(users).values(row);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const winner = await findUserByEmail(ctx.db, input.email);
    if (winner) mailOwner(ctx, winner);
    return answer;
  }

  sendVerificationMail(ctx, row);
  return answer;
}

function mailOwner(ctx: AppContext, owner: { email: string; name: string; language: Locale }) {
  const url = `${ctx.config.appUrl}/login?email=${encodeURIComponent(owner.email)}`;
  sendInBackground(ctx, { to: owner.email, ...accountExistsMail(owner.language, { name: owner.name, url }) });
}
