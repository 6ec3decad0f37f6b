import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserDto } from '../../domain/auth';
import { MESSAGES } from '../../domain/messages';
import { RATE_LIMITS } from '../../server/auth/rate-limit';
import { users } from '../../server/db/schema';
import { createUser, uniqueEmail } from '../helpers/accounts';
import { DB_KINDS } from '../helpers/databases';
import { type TestServer } from '../helpers/server';
import { linksIn, type TestSmtp, type ReceivedMail } from '../helpers/smtp';
import { useServerWithMail } from '../helpers/server-with-mail';
import { payLocally } from './subscription-fixtures';

type Registered = { message: string; email: string };
let lastOctet = 0;
/** Each registration from its own address (behind TRUST_PROXY), so the per-address limit stays out of these tests. */
const fromNewAddress = () => ({ 'X-Forwarded-For': `198.51.100.${++lastOctet % 250}` });

describe.each(DB_KINDS)('trainer registration and email verification on %s', (kind) => {
  const env = useServerWithMail(kind, { trustProxy: true });
  let server: TestServer;
  let smtp: TestSmtp;
  beforeAll(() => void ({ server, smtp } = env));

  const userOf = async (email: string) => (await server.ctx.db.select().from(users).where(eq(users.email, email)))[0]!;
  const register = (over: Record<string, unknown> = {}) =>
    server.api('/api/trainer/register', {
      headers: fromNewAddress(),
      body: {
        name: 'Rita Register',
        email: uniqueEmail('reg'),
        password: 'secret1',
        password_confirmation: 'secret1',
        terms: true,
        ...over,
      },
    });

  /** The verify call the app makes for the path of a mailed link. */
  const followVerification = (mail: ReceivedMail) => {
    const link = new URL(linksIn(mail)[0]!);
    return server.api(`/api${link.pathname}`, { method: 'POST' });
  };

  it('creates an unverified trainer pending payment, answers 201 with the message and address only, and mails the link', async () => {
    const email = uniqueEmail('new');
    const res = await register({ email: email.toUpperCase(), language: 'sk' });
    expect(res.status).toBe(201);
    // No token: a taken address could not get one, so a new one does not either (the app sends the user to sign in).
    expect(await res.json()).toEqual({ message: MESSAGES.registered, email });
    const row = await userOf(email);
    expect(row).toMatchObject({ role: 'trainer', language: 'sk', registrationStatus: 'pending_payment', emailVerifiedAt: null });
    expect(row.termsAcceptedAt).toBeInstanceOf(Date);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    const body = { user: { id: row.id } };

    const mail = await smtp.waitFor(email);
    expect(mail.subject).toBe('Overte svoju e-mailovú adresu – Repwise');
    expect(mail.text).toContain('Dobrý deň, Rita Register,');
    const [link] = linksIn(mail);
    expect(link).toMatch(new RegExp(`^${server.url}/trainer/verify-email/${body.user.id}/\\d+\\.[0-9a-f]{64}$`));
    // The link sits alone on its line in the text part and is in the HTML part too.
    expect(mail.text.split('\n')).toContain(link);
    expect(mail.html).toContain(link);
  });

  it('refuses sign-in until the email is verified; verified, the registration waits for payment (402 with checkout_url) until paid', async () => {
    const email = uniqueEmail('flow');
    expect((await register({ email })).status).toBe(201);
    const login = (extra: Record<string, unknown> = {}) => server.api('/api/login', { body: { email, password: 'secret1', ...extra } });

    const blocked = await login();
    expect(blocked.status).toBe(403);
    expect(await blocked.json()).toEqual({ message: MESSAGES.verifyEmailFirst, code: 'email_verification_required' });

    const mail = await smtp.waitFor(email);
    expect(mail.subject).toBe('Verify your email address – Repwise');
    const verified = await followVerification(mail);
    expect(verified.status).toBe(200);
    const answer = (await verified.json()) as { message: string; email: string; checkout_url: string };
    expect(answer).toEqual({ message: MESSAGES.emailVerifiedCheckout, email, checkout_url: expect.stringContaining('/api/checkout/start?') });
    expect((await userOf(email)).registrationStatus).toBe('pending_payment');

    // Verified but not paid (docs/rules/subscriptions.md "Registration and checkout"): 402 payment_required with the user, and no token.
    const unpaid = await login();
    expect(unpaid.status).toBe(402);
    const refusal = (await unpaid.json()) as { code: string; checkout_url: string; user: UserDto; token?: string };
    expect(refusal).toMatchObject({ code: 'payment_required', message: MESSAGES.paymentRequired, user: { email, registration_status: 'pending_payment' } });
    expect(refusal.token).toBeUndefined();

    const success = await payLocally(server, answer.checkout_url);
    expect(success.pathname).toBe('/trainer/registration/success');
    const signedIn = await login({ checkout_session_id: success.searchParams.get('session_id') });
    expect(signedIn.status).toBe(200);
    const me = (await signedIn.json()) as { user: UserDto };
    expect(me.user.registration_status).toBe('active');
    expect(Date.parse(me.user.email_verified_at!)).toBeGreaterThan(Date.now() - 60_000);

    const again = await followVerification(mail);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ message: MESSAGES.alreadyVerified, email });
  });

  it('rejects tampered, foreign and malformed verification links with 400 invalid_verification_link', async () => {
    const a = { user: await userOf(((await (await register()).json()) as Registered).email) };
    const b = { user: await userOf(((await (await register()).json()) as Registered).email) };
    const linkA = new URL(linksIn(await smtp.waitFor(a.user.email))[0]!).pathname;
    const hashA = linkA.split('/').pop()!;
    const flipped = hashA.slice(0, -1) + (hashA.endsWith('0') ? '1' : '0');

    for (const path of [
      `/api/trainer/verify-email/${a.user.id}/${flipped}`,
      `/api/trainer/verify-email/${b.user.id}/${hashA}`, // a's signature on b's id
      `/api/trainer/verify-email/${a.user.id}/short`,
      `/api/trainer/verify-email/not-a-uuid/${hashA}`,
      `/api/trainer/verify-email/00000000-0000-7000-8000-000000000000/${hashA}`,
    ]) {
      const res = await server.api(path, { method: 'POST' });
      expect(res.status, path).toBe(400);
      expect(await res.json()).toEqual({ message: MESSAGES.invalidVerificationLink, code: 'invalid_verification_link' });
    }
    const [row] = await server.ctx.db.select().from(users).where(eq(users.id, b.user.id));
    expect(row!.emailVerifiedAt).toBeNull();
  });

  it('invalidates the link when the email changes (the signature covers id and email)', async () => {
    const reg = { user: await userOf(((await (await register()).json()) as Registered).email) };
    const mail = await smtp.waitFor(reg.user.email);
    await server.ctx.db.update(users).set({ email: uniqueEmail('changed') }).where(eq(users.id, reg.user.id));
    expect((await followVerification(mail)).status).toBe(400);
  });

  it('answers a taken email, case-insensitively, like a new one; creates nothing and mails the owner instead', async () => {
    const existing = await createUser(server, { name: 'Olga Owner', language: 'cz' });
    const res = await register({ email: existing.email.toUpperCase() });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ message: MESSAGES.registered, email: existing.email });
    const rows = await server.ctx.db.select().from(users).where(eq(users.email, existing.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toBe('Olga Owner');
    const mail = await smtp.waitFor(existing.email);
    expect(mail.subject).toBe('Už máte účet v Repwise');
    expect(linksIn(mail)[0]).toBe(`${server.url}/login?email=${encodeURIComponent(existing.email)}`);
  });

  it(`limits registrations to ${RATE_LIMITS.registrationsPerEmail.points} per email per window, with Retry-After`, async () => {
    const email = uniqueEmail('flood');
    for (let i = 0; i < RATE_LIMITS.registrationsPerEmail.points; i++) expect((await register({ email })).status).toBe(201);
    const res = await register({ email });
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ message: MESSAGES.tooManyAttempts, code: 'too_many_attempts' });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it(`limits registrations to ${RATE_LIMITS.registrationsPerIp.points} per address per window, whatever the emails`, async () => {
    const from = { 'X-Forwarded-For': '203.0.113.77' };
    const one = () =>
      server.api('/api/trainer/register', {
        headers: from,
        body: { name: 'N', email: uniqueEmail('spray'), password: 'secret1', password_confirmation: 'secret1', terms: true },
      });
    for (let i = 0; i < RATE_LIMITS.registrationsPerIp.points; i++) expect((await one()).status).toBe(201);
    const res = await one();
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('validates name, password, confirmation, terms and language with the documented messages', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ name: ' ' }, { name: [MESSAGES.nameRequired] }],
      [{ password: '12345', password_confirmation: '12345' }, { password: [MESSAGES.passwordMin6] }],
      [{ password_confirmation: 'other1' }, { password_confirmation: [MESSAGES.passwordConfirmation] }],
      [{ terms: false }, { terms: [MESSAGES.termsRequired] }],
      [{ language: 'de' }, { language: [MESSAGES.unsupportedLanguage] }],
      [{ email: 'nope' }, { email: [MESSAGES.emailInvalid] }],
    ];
    for (const [over, errors] of cases) {
      const email = typeof over.email === 'string' ? over.email : uniqueEmail('bad');
      const res = await register({ email, ...over });
      expect(res.status, JSON.stringify(over)).toBe(422);
      expect(((await res.json()) as { errors: unknown }).errors).toEqual(errors);
      expect(await server.ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
    }
  });

  it('resends a working link to an unverified trainer, in the trainer’s language', async () => {
    const reg = { user: { email: ((await (await register({ language: 'cz' })).json()) as Registered).email } };
    await smtp.waitFor(reg.user.email);
    const res = await server.api('/api/trainer/resend-verification-email', { body: { email: reg.user.email } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: MESSAGES.verificationSent });
    const mail = await smtp.waitFor(reg.user.email);
    expect(mail.subject).toBe('Ověřte svou e-mailovou adresu – Repwise');
    expect(mail.text).toContain('děkujeme za registraci v Repwise');
    expect((await followVerification(mail)).status).toBe(200);
  });

  it('answers an unknown address like a known one and mails nothing', async () => {
    const email = uniqueEmail('ghost');
    const res = await server.api('/api/trainer/resend-verification-email', { body: { email } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: MESSAGES.verificationSent });
    await smtp.expectNone(email);
  });

  it('answers a verified account like any other address, so the answer tells no one it exists, and mails nothing', async () => {
    const u = await createUser(server);
    const res = await server.api('/api/trainer/resend-verification-email', { body: { email: u.email } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: MESSAGES.verificationSent });
    await smtp.expectNone(u.email);
  });

  it(`limits resends to ${RATE_LIMITS.resendVerificationPerEmail.points} per address per window (429 with Retry-After)`, async () => {
    const email = uniqueEmail('spam');
    for (let i = 0; i < RATE_LIMITS.resendVerificationPerEmail.points; i++) {
      expect((await server.api('/api/trainer/resend-verification-email', { body: { email } })).status).toBe(200);
    }
    const res = await server.api('/api/trainer/resend-verification-email', { body: { email } });
    expect(res.status).toBe(429);
    const retry = Number(res.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(await res.json()).toEqual({ message: MESSAGES.resendVerificationFailed, code: 'too_many_attempts', retry_after: retry });
  });

  it('validates the resend email', async () => {
    const res = await server.api('/api/trainer/resend-verification-email', { body: { email: 'x' } });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: unknown }).errors).toEqual({ email: [MESSAGES.emailInvalid] });
  });
});
