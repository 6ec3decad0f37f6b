import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { PROTOCOL_VERSION } from '../../domain/protocol/version';
import { verificationHash } from '../../server/auth/email-verification';
import { LOGIN_MAX_SPACING_SECONDS, RATE_LIMITS, takeLimit } from '../../server/auth/rate-limit';
import { clients, syncDevices, users } from '../../server/db/schema';
import { createUser, uniqueEmail } from '../helpers/accounts';
import { DB_KINDS } from '../helpers/databases';
import { type TestServer } from '../helpers/server';
import { linksIn, type TestSmtp } from '../helpers/smtp';
import { useServerWithMail } from '../helpers/server-with-mail';
import { makeClient, makeTrainer, type Actor } from './sync-fixtures';

/**
 * Issue 27, items 4, 7, 9 and 11: invitations tell no one who has an account,
 * strangers cannot lock an owner out of sign-in, every costly or mailing call
 * has a limit answering 429 with Retry-After, and verification links expire.
 * The server trusts X-Forwarded-For (TRUST_PROXY=1) so each test speaks from
 * addresses of its own.
 */

const from = (ip: string) => ({ 'X-Forwarded-For': ip });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function expect429(res: Response, message: string = MESSAGES.tooManyAttempts, maxSeconds = Infinity): Promise<number> {
  expect(res.status).toBe(429);
  const retry = Number(res.headers.get('retry-after'));
  expect(retry).toBeGreaterThan(0);
  expect(retry).toBeLessThanOrEqual(maxSeconds);
  expect(await res.json()).toMatchObject({ message, code: 'too_many_attempts', retry_after: retry });
  return retry;
}

describe.each(DB_KINDS)('issue 27: accounts, throttling and limits on %s', (kind) => {
  const env = useServerWithMail(kind, { trustProxy: true });
  let server: TestServer;
  let smtp: TestSmtp;
  beforeAll(() => void ({ server, smtp } = env));
  const db = () => server.ctx.db;

  const login = (email: string, password: string, headers: Record<string, string>) => server.api('/api/login', { body: { email, password }, headers });
  const deviceCookie = (res: Response) => {
    const set = res.headers.getSetCookie().find((c) => c.startsWith('rw_device_'));
    expect(set, 'a device cookie').toBeDefined();
    return { Cookie: set!.split(';')[0]! };
  };
  /** A stranger's wrong passwords, sent one after another whatever the answers (401 checked, 429 made to wait). */
  async function strangerTries(email: string, times: number, headers: Record<string, string>) {
    const statuses: number[] = [];
    for (let i = 0; i < times; i++) statuses.push((await login(email, `wrong-${i}`, headers)).status);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    return statuses;
  }

  describe('item 4: invitations', () => {
    const invite = (trainer: Actor, clientId: string, email?: string) =>
      server.api(`/api/clients/${clientId}/invitation`, { token: trainer.token, body: email ? { email } : {} });
    const shape = async (res: Response) => {
      const body = (await res.json()) as Record<string, unknown>;
      return { status: res.status, keys: Object.keys(body).sort(), message: body.message, mail_sent: body.mail_sent, link: /\/invitation\/[\w-]{43}$/.test(String(body.link)) };
    };

    it('answers an address that has an account exactly like an unknown one, and mails its owner instead', async () => {
      const trainer = await makeTrainer(db(), 'Dana Trainer');
      const owner = await createUser(server, { role: 'client', name: 'Olga Owner', language: 'sk' });
      const unknown = uniqueEmail('unknown');
      const a = await makeClient(db(), trainer.id, { name: 'Known' });
      const b = await makeClient(db(), trainer.id, { name: 'Unknown' });

      const known = await shape(await invite(trainer, a.clientId, owner.email));
      const fresh = await shape(await invite(trainer, b.clientId, unknown));
      expect(known).toEqual(fresh);
      expect(known).toMatchObject({ status: 201, mail_sent: true, message: MESSAGES.invitationSent, link: true });

      // The owner learns it from their inbox, in their language, with the way to sign in.
      const mail = await smtp.waitFor(owner.email);
      expect(mail.subject).toBe('Dana Trainer vás pozýva do Repwise – účet už máte');
      expect(linksIn(mail)[0]).toContain(`/login?email=${encodeURIComponent(owner.email)}`);
      expect(linksIn(await smtp.waitFor(unknown))[0]).toContain('/invitation/');
      // Both records read alike to the trainer.
      const rows = await db().select({ status: clients.invitationStatus }).from(clients).where(eq(clients.trainerId, trainer.id));
      expect(rows.map((r) => r.status)).toEqual(['pending', 'pending']);
    });

    it(`limits invitations to ${RATE_LIMITS.invitationsPerRecipient.points} to one address (from any trainer) and ${RATE_LIMITS.invitationsPerTrainer.points} per trainer, with Retry-After`, async () => {
      const target = uniqueEmail('target');
      for (let i = 0; i < RATE_LIMITS.invitationsPerRecipient.points; i++) {
        const t = await makeTrainer(db());
        const { clientId } = await makeClient(db(), t.id);
        expect((await invite(t, clientId, target)).status).toBe(201);
      }
      const late = await makeTrainer(db());
      const { clientId: lateClient } = await makeClient(db(), late.id);
      await expect429(await invite(late, lateClient, target));
      const [row] = await db().select().from(clients).where(eq(clients.id, lateClient));
      expect(row!.invitationStatus).not.toBe('pending');

      const busy = await makeTrainer(db());
      const { clientId } = await makeClient(db(), busy.id);
      for (let i = 0; i < RATE_LIMITS.invitationsPerTrainer.points; i++) expect((await invite(busy, clientId, uniqueEmail('many'))).status).toBe(201);
      await expect429(await invite(busy, clientId, uniqueEmail('many')));
    });
  });

  describe('item 7: sign-in limits the guesser, not the account', () => {
    it('lets the owner in with the device cookie after a stranger\u2019s 5 and 50 wrong passwords from the same address', async () => {
      const owner = await createUser(server);
      const gym = from('192.0.2.1');
      const device = deviceCookie(await login(owner.email, owner.password, gym));
      await strangerTries(owner.email, 5, gym);
      expect((await login(owner.email, owner.password, { ...gym, ...device })).status).toBe(200);
      await strangerTries(owner.email, 50, gym);
      expect((await login(owner.email, owner.password, { ...gym, ...device })).status).toBe(200);
    });

    it('gives the browser that resets the password the device cookie: the owner signs in at once while the stranger goes on', async () => {
      const owner = await createUser(server);
      const shared = from('198.51.100.4');
      await strangerTries(owner.email, 50, shared);
      expect((await server.api('/api/forgot-password', { body: { email: owner.email }, headers: shared })).status).toBe(200);
      const token = new URL(linksIn(await smtp.waitFor(owner.email))[0]!).pathname.split('/').pop()!;
      const reset = await server.api('/api/reset-password', { body: { token, password: 'fresh-pass-1', password_confirmation: 'fresh-pass-1' }, headers: shared });
      expect(reset.status).toBe(200);
      const device = deviceCookie(reset);
      await strangerTries(owner.email, 10, shared);
      expect((await login(owner.email, 'fresh-pass-1', { ...shared, ...device })).status).toBe(200);
    });

    it('lets a cookie-less owner elsewhere in at once after a stranger\u2019s 5 and 50 wrong passwords', async () => {
      const owner = await createUser(server);
      const stranger = from('198.51.100.1');
      expect(await strangerTries(owner.email, 5, stranger)).toEqual([401, 401, 401, 401, 401]);
      expect((await login(owner.email, owner.password, from('203.0.113.1'))).status).toBe(200);
      await strangerTries(owner.email, 50, stranger);
      expect((await login(owner.email, owner.password, from('203.0.113.2'))).status).toBe(200);
    });

    it(`keeps a cookie-less owner behind the stranger\u2019s own address out at most ${LOGIN_MAX_SPACING_SECONDS} s`, async () => {
      const owner = await createUser(server);
      const shared = from('198.51.100.2');
      await strangerTries(owner.email, 5, shared);
      const refused = await login(owner.email, owner.password, shared);
      const retry = await expect429(refused, MESSAGES.tooManyLoginAttempts, LOGIN_MAX_SPACING_SECONDS);
      await sleep(retry * 1000);
      expect((await login(owner.email, owner.password, shared)).status).toBe(200);
    });

    it('lets other accounts\u2019 cookie-less users sign in from an address with 20 failures on one account, and with 20 over four', async () => {
      const gym = from('192.0.2.2');
      const target = await createUser(server);
      await strangerTries(target.email, 20, gym);
      const first = await createUser(server);
      expect((await login(first.email, first.password, gym)).status).toBe(200);

      // People mistyping on a gym's Wi-Fi: 5 failures on each of four accounts.
      const members = await Promise.all([0, 1, 2, 3].map(() => createUser(server)));
      for (const m of members) expect(await strangerTries(m.email, 5, gym)).toEqual([401, 401, 401, 401, 401]);
      const fifth = await createUser(server);
      expect((await login(fifth.email, fifth.password, gym)).status).toBe(200);
    });

    it(`refuses an address spraying over more than ${RATE_LIMITS.loginAccountsPerAddress.points} accounts, and spaces an account guessed from more than ${RATE_LIMITS.loginAddressesPerAccount.points} addresses`, async () => {
      const sprayer = from('198.51.100.3');
      for (let i = 0; i < RATE_LIMITS.loginAccountsPerAddress.points; i++) expect((await login(uniqueEmail('spray'), 'wrong-guess', sprayer)).status).toBe(401);
      const victim = await createUser(server);
      await expect429(await login(victim.email, victim.password, sprayer), MESSAGES.tooManyLoginAttempts);
      // The sprayer's failures cost the victim nothing elsewhere.
      expect((await login(victim.email, victim.password, from('203.0.113.3'))).status).toBe(200);

      const owner = await createUser(server);
      let last: Response | null = null;
      for (let i = 0; i < 20 && last?.status !== 429; i++) last = await login(owner.email, 'wrong-guess', from(`198.51.101.${i}`));
      await expect429(last!, MESSAGES.tooManyLoginAttempts, LOGIN_MAX_SPACING_SECONDS);
    });
  });

  describe('item 9: every costly or mailing call is limited, each 429 with Retry-After', () => {
    it(`feedback: ${RATE_LIMITS.feedbackPerUser.points} per user per hour`, async () => {
      const t = await makeTrainer(db());
      for (let i = 0; i < RATE_LIMITS.feedbackPerUser.points; i++) {
        expect((await server.api('/api/feedback', { token: t.token, body: { liked: `fine ${i}` } })).status).toBe(201);
      }
      await expect429(await server.api('/api/feedback', { token: t.token, body: { liked: 'again' } }));
    });

    it(`export: ${RATE_LIMITS.exportsPerUser.points} per user per 15 minutes`, async () => {
      const t = await makeTrainer(db());
      for (let i = 0; i < RATE_LIMITS.exportsPerUser.points; i++) {
        const res = await server.api('/api/export', { token: t.token });
        expect(res.status).toBe(200);
        await res.arrayBuffer();
      }
      await expect429(await server.api('/api/export', { token: t.token }));
    });

    const push = (who: Actor, deviceId: string, mutations: { id: number; name: string; args: unknown }[]) =>
      server.api('/api/sync/push', { token: who.token, body: { protocolVersion: PROTOCOL_VERSION, deviceId, mutations } });

    // A real push of each kind at the edge of its limit; the points before it are spent straight on the server's limiter, as hundreds of pushes would.
    it(`sync push: ${RATE_LIMITS.syncPushesPerUser.points} a minute per user; a refused push runs nothing`, async () => {
      const t = await makeTrainer(db());
      const deviceId = uuidv7();
      expect(await takeLimit(server.ctx, 'syncPushesPerUser', t.id, RATE_LIMITS.syncPushesPerUser.points - 1)).toBeNull();
      expect((await push(t, deviceId, [])).status).toBe(200);
      await expect429(await push(t, deviceId, [{ id: 1, name: 'exercise.delete', args: { id: uuidv7() } }]));
      const [device] = await db().select().from(syncDevices).where(eq(syncDevices.deviceId, deviceId));
      expect(device?.lastMutationId ?? 0).toBe(0);
      // Another user is not affected.
      expect((await push(await makeTrainer(db()), uuidv7(), [])).status).toBe(200);
    });

    it(`imports: ${RATE_LIMITS.importsPerUser.points} import mutations an hour per user`, async () => {
      const t = await makeTrainer(db());
      const deviceId = uuidv7();
      // Ids far past the device's next one: the batch stops at the gap, so only the limit is spent.
      const batch = Array.from({ length: 100 }, (_, i) => ({ id: 1000 + i, name: 'workout.record', args: {} }));
      expect(await takeLimit(server.ctx, 'importsPerUser', t.id, RATE_LIMITS.importsPerUser.points - 100)).toBeNull();
      expect((await push(t, deviceId, batch)).status).toBe(200);
      await expect429(await push(t, deviceId, batch.slice(0, 1)));
      // Pushes without imports go on.
      expect((await push(t, deviceId, [])).status).toBe(200);
    });

    it(`forgot-password: ${RATE_LIMITS.forgotPasswordPerIp.points} requests per address per 15 minutes, known addresses or not`, async () => {
      const caller = from('198.51.100.9');
      for (let i = 0; i < RATE_LIMITS.forgotPasswordPerIp.points; i++) {
        expect((await server.api('/api/forgot-password', { body: { email: uniqueEmail('forgot') }, headers: caller })).status).toBe(200);
      }
      await expect429(await server.api('/api/forgot-password', { body: { email: uniqueEmail('forgot') }, headers: caller }));
      expect((await server.api('/api/forgot-password', { body: { email: uniqueEmail('forgot') }, headers: from('198.51.100.10') })).status).toBe(200);
    });

    it(`resend-verification: its 429 carries Retry-After`, async () => {
      const email = uniqueEmail('resend');
      for (let i = 0; i < RATE_LIMITS.resendVerificationPerEmail.points; i++) {
        expect((await server.api('/api/trainer/resend-verification-email', { body: { email } })).status).toBe(200);
      }
      await expect429(await server.api('/api/trainer/resend-verification-email', { body: { email } }), MESSAGES.resendVerificationFailed);
    });
  });

  describe('item 11: verification links expire', () => {
    const verify = (id: string, hash: string) => server.api(`/api/trainer/verify-email/${id}/${hash}`, { method: 'POST' });

    it('answers an expired link, and one mailed before links expired, with the clear message; a resent link works', async () => {
      const u = await createUser(server, { verified: false, registrationStatus: 'pending_payment' });
      const lastWeek = new Date(Date.now() - 7 * 86_400_000);
      const expired = verificationHash(server.ctx.appSecret, u.id, u.email, lastWeek);
      const legacy = createHmac('sha256', server.ctx.appSecret).update(`${u.id}:${u.email.toLowerCase()}`).digest('hex');
      for (const hash of [expired, legacy]) {
        const res = await verify(u.id, hash);
        expect(res.status).toBe(410);
        expect(await res.json()).toEqual({ message: MESSAGES.verificationLinkExpired, code: 'verification_link_expired' });
      }
      // A forged one is still just invalid.
      expect((await verify(u.id, expired.replace(/.$/, (c) => (c === '0' ? '1' : '0')))).status).toBe(400);
      const [row] = await db().select().from(users).where(eq(users.id, u.id));
      expect(row!.emailVerifiedAt).toBeNull();

      expect((await server.api('/api/trainer/resend-verification-email', { body: { email: u.email } })).status).toBe(200);
      const link = new URL(linksIn(await smtp.waitFor(u.email))[0]!);
      const [, , , id, hash] = link.pathname.split('/');
      const ok = await verify(id!, hash!);
      expect(ok.status).toBe(200);
      expect(await ok.json()).toMatchObject({ message: MESSAGES.emailVerifiedCheckout, email: u.email });
    });
  });
});
