import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { RESET_TOKEN_TTL_MINUTES } from '../../domain/constants';
import { MESSAGES } from '../../domain/messages';
import { sha256 } from '../../server/auth/tokens';
import { passwordResets } from '../../server/db/schema';
import { createUser, signIn, uniqueEmail, type TestUser } from '../helpers/accounts';
import { DB_KINDS } from '../helpers/databases';
import { type TestServer } from '../helpers/server';
import { linksIn, type TestSmtp } from '../helpers/smtp';
import { useServerWithMail } from '../helpers/server-with-mail';

const NEW = 'a-new-password';

describe.each(DB_KINDS)('forgot and reset password on %s', (kind) => {
  const env = useServerWithMail(kind);
  let server: TestServer;
  let smtp: TestSmtp;
  beforeAll(() => void ({ server, smtp } = env));

  const forgot = (email: string) => server.api('/api/forgot-password', { body: { email } });
  const reset = (token: string, password = NEW, password_confirmation = password) =>
    server.api('/api/reset-password', { body: { token, password, password_confirmation } });

  /** Asks for a link and returns the token from the mailed URL. */
  async function mailedToken(u: TestUser): Promise<{ token: string; link: URL }> {
    expect((await forgot(u.email)).status).toBe(200);
    const link = new URL(linksIn(await smtp.waitFor(u.email))[0]!);
    return { token: decodeURIComponent(link.pathname.split('/').pop()!), link };
  }

  async function expectInvalidToken(res: Response) {
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({ message: MESSAGES.invalidResetToken, errors: { token: [MESSAGES.invalidResetToken] } });
  }

  it('mails a reset link in the user’s language and answers the neutral message', async () => {
    const u = await createUser(server, { name: 'Sára', language: 'sk' });
    const res = await forgot(u.email.toUpperCase());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: MESSAGES.resetLinkSent });
    const mail = await smtp.waitFor(u.email);
    expect(mail.subject).toBe('Obnovenie hesla – Repwise');
    expect(mail.text).toContain(`platný ${RESET_TOKEN_TTL_MINUTES} minút`);
    const [link] = linksIn(mail);
    expect(link).toMatch(new RegExp(`^${server.url}/reset-password/[A-Za-z0-9_-]{43}\\?email=${encodeURIComponent(u.email)}$`));
    expect(mail.text.split('\n')).toContain(link);
  });

  it('answers an unknown address the same way and mails nothing', async () => {
    const email = uniqueEmail('ghost');
    const res = await forgot(email);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: MESSAGES.resetLinkSent });
    await smtp.expectNone(email);
  });

  it('stores only the SHA-256 of a 256-bit token, expiring after 60 minutes', async () => {
    const u = await createUser(server);
    const { token } = await mailedToken(u);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const rows = await server.ctx.db.select().from(passwordResets).where(eq(passwordResets.userId, u.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(sha256(token));
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(RESET_TOKEN_TTL_MINUTES * 60_000);
  });

  it('resets the password, signs out every session, and works once', async () => {
    const u = await createUser(server);
    const session = await signIn(server, u.email, u.password);
    const { token } = await mailedToken(u);

    const res = await reset(token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: MESSAGES.passwordReset, email: u.email });

    expect((await server.api('/api/user', { token: session })).status).toBe(401);
    expect((await server.api('/api/login', { body: { email: u.email, password: u.password } })).status).toBe(401);
    await signIn(server, u.email, NEW);

    await expectInvalidToken(await reset(token, 'another-password'));
    await signIn(server, u.email, NEW);
  });

  it('refuses an expired token (older than 60 minutes) and leaves the password alone', async () => {
    const u = await createUser(server);
    const { token } = await mailedToken(u);
    await server.ctx.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, sha256(token)));
    await expectInvalidToken(await reset(token));
    await signIn(server, u.email, u.password);
  });

  it('accepts a token just before it expires', async () => {
    const u = await createUser(server);
    const { token } = await mailedToken(u);
    await server.ctx.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() + 5_000) })
      .where(eq(passwordResets.tokenHash, sha256(token)));
    expect((await reset(token)).status).toBe(200);
  });

  it('refuses unknown tokens', async () => {
    await expectInvalidToken(await reset('A'.repeat(43)));
    await expectInvalidToken(await reset('garbage'));
  });

  it('makes the other outstanding links of the account unusable once one is used', async () => {
    const u = await createUser(server);
    const first = await mailedToken(u);
    const second = await mailedToken(u);
    expect(first.token).not.toBe(second.token);
    expect((await reset(second.token)).status).toBe(200);
    await expectInvalidToken(await reset(first.token, 'yet-another-one'));
  });

  it('validates the new password (8+, confirmed) without using up the token', async () => {
    const u = await createUser(server);
    const { token } = await mailedToken(u);
    const short = await reset(token, 'short12');
    expect(short.status).toBe(422);
    expect(((await short.json()) as { errors: unknown }).errors).toEqual({ password: [MESSAGES.passwordMin8] });
    const mismatch = await reset(token, 'long-enough-1', 'long-enough-2');
    expect(mismatch.status).toBe(422);
    expect(((await mismatch.json()) as { errors: unknown }).errors).toEqual({ password_confirmation: [MESSAGES.passwordConfirmation] });
    const missing = await server.api('/api/reset-password', { body: { password: NEW, password_confirmation: NEW } });
    expect(missing.status).toBe(422);
    expect(((await missing.json()) as { errors: Record<string, unknown> }).errors).toHaveProperty('token');
    expect((await reset(token)).status).toBe(200);
  });

  it('validates the forgot-password email', async () => {
    const res = await forgot('not-an-email');
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: unknown }).errors).toEqual({ email: [MESSAGES.emailInvalid] });
  });
});
