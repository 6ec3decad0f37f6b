import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import type { LoginResult, RegisterTrainerInput } from '../../../domain/auth';
import { DEFAULT_LOCALE } from '../../../domain/constants';
import { MESSAGES } from '../../../domain/messages';
import { sendVerificationMail } from '../../auth/email-verification';
import { hashPassword } from '../../auth/password';
import { issueToken } from '../../auth/tokens';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { ValidationError } from '../../errors';
import { findUserByEmail, userDto } from '../../queries/user';

/** True for a unique-index violation, however deep the driver wrapped it. */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Creates a trainer awaiting email verification (registration_status
 * pending_payment) and mails the verification link. The returned token lets
 * the app load the user and show the verification screen.
 */
export async function registerTrainer(ctx: AppContext, input: z.output<typeof RegisterTrainerInput>): Promise<LoginResult> {
  const taken = () => new ValidationError({ email: [MESSAGES.emailTaken] });
  if (await findUserByEmail(ctx.db, input.email)) throw taken();

  const now = new Date();
  const row = {
    id: uuidv7(),
    name: input.name,
    email: input.email,
    passwordHash: await hashPassword(input.password),
    role: 'trainer' as const,
    language: input.language ?? DEFAULT_LOCALE,
    registrationStatus: 'pending_payment' as const,
    emailVerifiedAt: null,
    termsAcceptedAt: now,
    createdAt: now,
    updatedAt: now,
  };
  try {
    await ctx.db.insert(users).values(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }

  sendVerificationMail(ctx, row);
  const token = await issueToken(ctx.db, row.id, now);
  return { token, user: await userDto(ctx.db, row) };
}
