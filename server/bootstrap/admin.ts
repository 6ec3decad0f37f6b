import { asc, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { DEFAULT_LOCALE, PASSWORD_MIN_CHANGE, type Locale } from '../../domain/constants';
import { hashPassword, isUnusableHash, unusablePasswordHash } from '../auth/password';
import { createPasswordReset, resetUrl } from '../auth/password-reset';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { sendInBackground } from '../mail/send-in-background';
import { ADMIN_SETUP_TTL_HOURS, adminSetupMail } from '../mail/templates/admin-setup';
import { findUserByEmail } from '../areas/accounts/queries';

export const DEFAULT_ADMIN_EMAIL = 'admin@repwise.local';

/** A one-time link for the admin to choose a password; announced once the public address is known. */
export interface AdminSetup {
  email: string;
  language: Locale;
  token: string;
}

/**
 * Makes sure an admin exists. With ADMIN_EMAIL and ADMIN_PASSWORD the admin is
 * ready to sign in; otherwise it gets an unusable password and a setup link
 * valid 24 hours. While that admin has still not chosen a password, every
 * start issues a fresh link, so a lost log line is not a lost server.
 */
export async function bootstrapAdmin(ctx: AppContext): Promise<AdminSetup | null> {
  const admins = await ctx.db.select().from(users).where(eq(users.role, 'admin')).orderBy(asc(users.createdAt));
  if (admins.length > 0) {
    if (admins.some((a) => !isUnusableHash(a.passwordHash))) return null;
    const pending = admins[0]!;
    return { email: pending.email, language: pending.language, token: await setupToken(ctx, pending.id) };
  }

  const email = (ctx.config.adminEmail ?? DEFAULT_ADMIN_EMAIL).trim().toLowerCase();
  const password = ctx.config.adminPassword;
  if (password !== undefined && password.length < PASSWORD_MIN_CHANGE) {
    throw new Error(`ADMIN_PASSWORD must be at least ${PASSWORD_MIN_CHANGE} characters`);
  }
  const other = await findUserByEmail(ctx.db, email);
  if (other) throw new Error(`ADMIN_EMAIL ${email} already belongs to a ${other.role} account`);

  const now = new Date();
  const [created] = await ctx.db
    .insert(users)
    .values({
      id: uuidv7(),
      name: 'Admin',
      email,
      passwordHash: password ? await hashPassword(password) : unusablePasswordHash(),
      role: 'admin',
      language: DEFAULT_LOCALE,
      registrationStatus: 'active',
      emailVerifiedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    // Two processes starting together: the second finds the row taken and stands down.
    .onConflictDoNothing()
    .returning({ id: users.id });
  if (!created) return null;
  ctx.log(`created admin ${email}${password ? ' with the password from ADMIN_PASSWORD' : ''}`);
  if (password) return null;
  return { email, language: DEFAULT_LOCALE, token: await setupToken(ctx, created.id) };
}

const setupToken = (ctx: AppContext, userId: string) => createPasswordReset(ctx.db, userId, ADMIN_SETUP_TTL_HOURS * 60);

/** Logs the setup link (and mails it when SMTP is configured). Call after listen: the link needs the public address. */
export function announceAdminSetup(ctx: AppContext, setup: AdminSetup) {
  const url = resetUrl(ctx.config.appUrl, setup.token, setup.email);
  ctx.log(`admin setup link for ${setup.email} (valid ${ADMIN_SETUP_TTL_HOURS} h, single use):\n  ${url}`);
  if (ctx.config.smtpUrl) sendInBackground(ctx, { to: setup.email, ...adminSetupMail(setup.language, { email: setup.email, url }) });
}
