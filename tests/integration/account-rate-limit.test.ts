import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { RATE_LIMITS } from '../../server/auth/rate-limit';
import { createUser, signIn, uniqueEmail } from '../helpers/accounts';
import { DB_KINDS } from '../helpers/databases';
import { startTestServer, type TestServer } from '../helpers/server';
import { linksIn, type TestSmtp } from '../helpers/smtp';
import { useServerWithMail } from '../helpers/server-with-mail';

const PER_EMAIL = RATE_LIMITS.loginFailuresPerAccountAddress.points;
/** Distinct accounts an address may fail on before it counts as spraying. */
const SPRAY = RATE_LIMITS.loginAccountsPerAddress.points;

const attempt = (server: TestServer, email: string, password: string, headers?: Record<string, string>) =>
  server.api('/api/login', { body: { email, password }, headers });

async function failTimes(server: TestServer, email: string, n: number, headers?: Record<string, string>) {
  for (let i = 0; i < n; i++) expect((await attempt(server, email, 'wrong-password', headers)).status).toBe(401);
}

/**
 * Wrong passwords until the address is made to wait at least `seconds` more
 * (so an attempt right after is surely inside the wait, however slow the machine).
 */
async function failUntilWaiting(server: TestServer, email: string, headers?: Record<string, string>, seconds = 2) {
  for (let i = 0; i < 40; i++) {
    const res = await attempt(server, email, 'wrong-password', headers);
    if (res.status === 429 && Number(res.headers.get('retry-after')) >= seconds) return;
    expect([401, 429]).toContain(res.status);
    if (res.status === 429) await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after')) * 1000));
  }
  throw new Error('never made to wait');
}

async function expectTooMany(res: Response) {
  expect(res.status).toBe(429);
  expect(await res.json()).toMatchObject({ message: MESSAGES.tooManyLoginAttempts, code: 'too_many_attempts' });
  const retry = Number(res.headers.get('retry-after'));
  expect(retry).toBeGreaterThan(0);
  expect(retry).toBeLessThanOrEqual(15 * 60);
}

/** A server behind a trusted proxy for the enclosing describe, so each test can speak from its own address. */
function useProxiedServer(kind: 'pglite' | 'postgres'): { server: TestServer } {
  const env = {} as { server: TestServer };
  beforeAll(async () => {
    env.server = await startTestServer(kind, { trustProxy: true });
  });
  afterAll(async () => {
    await env.server?.close();
  });
  return env;
}

describe.each(DB_KINDS)('login failures per account on %s', (kind) => {
  const env = useServerWithMail(kind);
  let server: TestServer;
  let smtp: TestSmtp;
  beforeAll(() => void ({ server, smtp } = env));

  it(`after ${PER_EMAIL} failures one address waits (not locked), even with the right password; other accounts from the same address still sign in`, async () => {
    const victim = await createUser(server);
    const other = await createUser(server);
    await failUntilWaiting(server, victim.email);
    await expectTooMany(await attempt(server, victim.email, victim.password));
    await expectTooMany(await attempt(server, victim.email.toUpperCase(), 'wrong-password'));
    expect((await attempt(server, other.email, other.password)).status).toBe(200);
  });

  it('keeps forgot-password working while login waits; the reset gives the browser a device cookie that signs in at once', async () => {
    const u = await createUser(server);
    await failUntilWaiting(server, u.email);
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
    expect((await attempt(server, u.email, 'brand-new-pass', deviceCookieOf(reset))).status).toBe(200);
  });

  it('starts the pair\u2019s count afresh after a successful sign-in', async () => {
    const u = await createUser(server);
    await failTimes(server, u.email, PER_EMAIL - 1);
    expect((await attempt(server, u.email, u.password)).status).toBe(200);
    await failTimes(server, u.email, PER_EMAIL - 1);
    await failUntilWaiting(server, u.email);
    await expectTooMany(await attempt(server, u.email, u.password));
  });
});

describe.each(DB_KINDS)('login failures per address on %s', (kind) => {
  const env = useServerWithMail(kind);
  let server: TestServer;
  let smtp: TestSmtp;
  beforeAll(() => void ({ server, smtp } = env));

  it(`refuses an address that failed on more than ${SPRAY} accounts; X-Forwarded-For is not trusted by default`, async () => {
    const u = await createUser(server);
    for (let i = 0; i < SPRAY; i++) await failTimes(server, uniqueEmail('spray'), 1);
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
  const env = useProxiedServer(kind);
  let server: TestServer;
  beforeAll(() => void (server = env.server));

  it('counts the right-most X-Forwarded-For address, so clients behind the proxy are told apart', async () => {
    const u = await createUser(server);
    const attacker = { 'X-Forwarded-For': '203.0.113.1' };
    for (let i = 0; i < SPRAY; i++) await failTimes(server, uniqueEmail('spray'), 1, attacker);
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

/** The device cookie a successful sign-in sets, as a Cookie header for the next attempts. */
function deviceCookieOf(res: Response): Record<string, string> {
  const set = res.headers.getSetCookie().find((c) => c.startsWith('rw_device_'));
  expect(set, 'a device cookie').toBeDefined();
  expect(set).toMatch(/HttpOnly/i);
  expect(set).toMatch(/Path=\/api\/login/);
  return { Cookie: set!.split(';')[0]! };
}

describe.each(DB_KINDS)('device cookies: a browser that signed in before is not locked out by others (TRUST_PROXY=1) on %s', (kind) => {
  const env = useProxiedServer(kind);
  let server: TestServer;
  beforeAll(() => void (server = env.server));
  const gym = { 'X-Forwarded-For': '192.0.2.10' };

  it('lets the owner in from a known browser while a stranger keeps the account waiting, even from the same address', async () => {
    const owner = await createUser(server);
    const device = deviceCookieOf(await attempt(server, owner.email, owner.password, gym));
    await failUntilWaiting(server, owner.email, gym);
    await expectTooMany(await attempt(server, owner.email, owner.password, gym));
    expect((await attempt(server, owner.email, owner.password, { ...gym, ...device })).status).toBe(200);
  });

  it('lets the owner in from a known browser while the shared address is locked by a spray', async () => {
    const owner = await createUser(server);
    const from = { 'X-Forwarded-For': '192.0.2.20' };
    const device = deviceCookieOf(await attempt(server, owner.email, owner.password, from));
    for (let i = 0; i < SPRAY; i++) await failTimes(server, uniqueEmail('spray'), 1, from);
    const newcomer = await createUser(server);
    await expectTooMany(await attempt(server, newcomer.email, newcomer.password, from));
    expect((await attempt(server, owner.email, owner.password, { ...from, ...device })).status).toBe(200);
  });

  it(`limits a known browser on its own (${RATE_LIMITS.loginFailuresPerDevice.points} failures), without touching the account's count elsewhere`, async () => {
    const owner = await createUser(server);
    const from = { 'X-Forwarded-For': '192.0.2.30' };
    const device = { ...from, ...deviceCookieOf(await attempt(server, owner.email, owner.password, from)) };
    await failTimes(server, owner.email, RATE_LIMITS.loginFailuresPerDevice.points, device);
    await expectTooMany(await attempt(server, owner.email, owner.password, device));
    // A browser without the cookie is still on the untrusted limits, which these failures did not spend.
    expect((await attempt(server, owner.email, owner.password, { 'X-Forwarded-For': '192.0.2.31' })).status).toBe(200);
  });

  it("counts a cookie of another account, a tampered one or none alike: untrusted", async () => {
    const owner = await createUser(server);
    const other = await createUser(server);
    const from = { 'X-Forwarded-For': '192.0.2.40' };
    const otherCookie = deviceCookieOf(await attempt(server, other.email, other.password, from)).Cookie!;
    const [name, value] = otherCookie.split('=') as [string, string];
    const ownCookie = deviceCookieOf(await attempt(server, owner.email, owner.password, from)).Cookie!;
    const ownName = ownCookie.split('=')[0]!;
    await failUntilWaiting(server, owner.email, { ...from, Cookie: `${ownName}=${value}` });
    await expectTooMany(await attempt(server, owner.email, owner.password, { ...from, Cookie: `${ownName}=${value.slice(0, -2)}xx` }));
    expect(name).not.toBe(ownName);
  });

  it('keeps the cookie through sign-out: logout does not clear it', async () => {
    const owner = await createUser(server);
    const res = await attempt(server, owner.email, owner.password, gym);
    const { token } = (await res.json()) as { token: string };
    const out = await server.api('/api/logout', { method: 'POST', token });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().filter((c) => c.startsWith('rw_device_'))).toEqual([]);
  });
});

describe.each(DB_KINDS)('wrong current passwords on POST /api/user/password (TRUST_PROXY=1) on %s', (kind) => {
  const env = useProxiedServer(kind);
  let server: TestServer;
  beforeAll(() => void (server = env.server));
  const PER_ACCOUNT = RATE_LIMITS.passwordChangeFailuresPerAccount.points;
  const change = (token: string, current: string, from: string) =>
    server.api('/api/user/password', {
      token,
      headers: { 'X-Forwarded-For': from },
      body: { current_password: current, password: 'new-password-1', password_confirmation: 'new-password-1' },
    });

  it(`stops guessing after ${PER_ACCOUNT} wrong current passwords per account, with Retry-After, even with the right one`, async () => {
    const u = await createUser(server);
    const token = await signIn(server, u.email, u.password);
    for (let i = 0; i < PER_ACCOUNT; i++) expect((await change(token, `wrong-${i}`, `198.51.100.${i}`)).status).toBe(422);
    const res = await change(token, u.password, '198.51.100.99');
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ message: MESSAGES.tooManyAttempts, code: 'too_many_attempts' });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it(`stops an address after ${RATE_LIMITS.passwordChangeFailuresPerIp.points} wrong current passwords over many accounts`, async () => {
    const from = '203.0.113.200';
    for (let i = 0; i < RATE_LIMITS.passwordChangeFailuresPerIp.points; i++) {
      const u = await createUser(server);
      expect((await change(await signIn(server, u.email, u.password), 'wrong-one', from)).status).toBe(422);
    }
    const u = await createUser(server);
    expect((await change(await signIn(server, u.email, u.password), u.password, from)).status).toBe(429);
  });
});
