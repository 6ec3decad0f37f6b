import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { RATE_LIMITS } from '../../server/auth/rate-limit';
import { createUser, uniqueEmail } from '../helpers/accounts';
import { DB_KINDS } from '../helpers/databases';
import { startTestServer, type TestServer } from '../helpers/server';
import { linksIn, type TestSmtp } from '../helpers/smtp';
import { useServerWithMail } from '../helpers/server-with-mail';

const PER_EMAIL = RATE_LIMITS.loginFailuresPerEmail.points;
const PER_IP = RATE_LIMITS.loginFailuresPerIp.points;

const attempt = (server: TestServer, email: string, password: string, headers?: Record<string, string>) =>
  server.api('/api/login', { body: { email, password }, headers });

async function failTimes(server: TestServer, email: string, n: number, headers?: Record<string, string>) {
  for (let i = 0; i < n; i++) expect((await attempt(server, email, 'wrong-password', headers)).status).toBe(401);
}

async function expectTooMany(res: Response) {
  expect(res.status).toBe(429);
  expect(await res.json()).toMatchObject({ message: MESSAGES.tooManyLoginAttempts, code: 'too_many_attempts' });
  const retry = Number(res.headers.get('retry-after'));
  expect(retry).toBeGreaterThan(0);
  expect(retry).toBeLessThanOrEqual(15 * 60);
}

describe.each(DB_KINDS)('login failures per account on %s', (kind) => {
  const env = useServerWithMail(kind);
  let server: TestServer;
  let smtp: TestSmtp;
  beforeAll(() => void ({ server, smtp } = env));

  it(`blocks an account after ${PER_EMAIL} failures, even with the right password; other accounts from the same address still sign in`, async () => {
    const victim = await createUser(server);
    const other = await createUser(server);
    await failTimes(server, victim.email, PER_EMAIL);
    await expectTooMany(await attempt(server, victim.email, victim.password));
    await expectTooMany(await attempt(server, victim.email.toUpperCase(), 'wrong-password'));
    expect((await attempt(server, other.email, other.password)).status).toBe(200);
  });

  it('keeps forgot-password working while login is blocked, and a reset lifts the block', async () => {
    const u = await createUser(server);
    await failTimes(server, u.email, PER_EMAIL);
    await expectTooMany(await attempt(server, u.email, u.password));

    const forgot = await server.api('/api/forgot-password', { body: { email: u.email } });
    expect(forgot.status).toBe(200);
    expect(await forgot.json()).toEqual({ message: MESSAGES.resetLinkSent });
    const mail = await smtp.waitFor(u.email);
    const token = new URL(linksIn(mail)[0]!).pathname.split('/').pop()!;
    const reset = await server.api('/api/reset-password', {
      body: { token, password: 'brand-new-pass', password_confirmation: 'brand-new-pass' },
    });
    expect(reset.status).toBe(200);
    expect((await attempt(server, u.email, 'brand-new-pass')).status).toBe(200);
  });

  it('starts the account count afresh after a successful sign-in', async () => {
    const u = await createUser(server);
    await failTimes(server, u.email, PER_EMAIL - 1);
    expect((await attempt(server, u.email, u.password)).status).toBe(200);
    await failTimes(server, u.email, PER_EMAIL);
    await expectTooMany(await attempt(server, u.email, u.password));
  });
});

describe.each(DB_KINDS)('login failures per address on %s', (kind) => {
  const env = useServerWithMail(kind);
  let server: TestServer;
  let smtp: TestSmtp;
  beforeAll(() => void ({ server, smtp } = env));

  it(`blocks an address after ${PER_IP} failures spread over many accounts; X-Forwarded-For is not trusted by default`, async () => {
    const u = await createUser(server);
    for (let i = 0; i < PER_IP; i++) await failTimes(server, uniqueEmail('spray'), 1);
    // A fresh account, even with its right password, is refused from this address.
    await expectTooMany(await attempt(server, u.email, u.password));
    // Claiming another address in a header changes nothing: the socket address counts.
    await expectTooMany(await attempt(server, u.email, u.password, { 'X-Forwarded-For': '198.51.100.7' }));
    // Password recovery is not part of the login limit.
    expect((await server.api('/api/forgot-password', { body: { email: u.email } })).status).toBe(200);
    expect(linksIn(await smtp.waitFor(u.email))[0]).toContain('/reset-password/');
  });
});

describe.each(DB_KINDS)('login failures per address behind a trusted proxy (TRUST_PROXY=1) on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { trustProxy: true });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('counts the right-most X-Forwarded-For address, so clients behind the proxy are told apart', async () => {
    const u = await createUser(server);
    const attacker = { 'X-Forwarded-For': '203.0.113.1' };
    for (let i = 0; i < PER_IP; i++) await failTimes(server, uniqueEmail('spray'), 1, attacker);
    await expectTooMany(await attempt(server, u.email, u.password, attacker));
    // A spoofed left part does not help: the proxy appends the real address on the right.
    await expectTooMany(await attempt(server, u.email, u.password, { 'X-Forwarded-For': '10.0.0.9, 203.0.113.1' }));
    expect((await attempt(server, u.email, u.password, { 'X-Forwarded-For': '203.0.113.2' })).status).toBe(200);
  });

  it('holds under a burst of parallel guesses: only the allowed number is even checked', async () => {
    const u = await createUser(server);
    const from = { 'X-Forwarded-For': '198.51.100.50' };
    const answers = await Promise.all(
      Array.from({ length: PER_EMAIL * 2 }, () => attempt(server, u.email, 'wrong-password', from)),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 401)).toHaveLength(PER_EMAIL);
    expect(statuses.filter((s) => s === 429)).toHaveLength(PER_EMAIL);
  });
});
