import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserDto } from '../../domain/auth';
import { MESSAGES } from '../../domain/messages';
import { isUnusableHash } from '../../server/auth/password';
import { bootstrapAdmin, DEFAULT_ADMIN_EMAIL } from '../../server/bootstrap/admin';
import { passwordResets, users } from '../../server/db/schema';
import { DB_KINDS } from '../helpers/databases';
import { startTestServer, type TestServer } from '../helpers/server';
import { linksIn, startTestSmtp, type TestSmtp } from '../helpers/smtp';

const login = (server: TestServer, email: string, password: string) => server.api('/api/login', { body: { email, password } });

describe.each(DB_KINDS)('first start without ADMIN_EMAIL on %s', (kind) => {
  let server: TestServer;
  let smtp: TestSmtp;
  const logged: string[] = [];
  beforeAll(async () => {
    smtp = await startTestSmtp();
    const spy = vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void logged.push(args.join(' ')));
    try {
      server = await startTestServer(kind, { smtpUrl: smtp.url, logLevel: 'info' });
    } finally {
      spy.mockRestore();
    }
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('creates admin@repwise.local with an unusable password and logs a one-time setup link for the real address', async () => {
    const [admin] = await server.ctx.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admin!.email).toBe(DEFAULT_ADMIN_EMAIL);
    expect(admin!.emailVerifiedAt).toBeInstanceOf(Date);
    expect(isUnusableHash(admin!.passwordHash)).toBe(true);

    const line = logged.find((l) => l.includes('admin setup link'));
    expect(line, logged.join('\n')).toBeDefined();
    const url = line!.match(/https?:\/\/\S+/)![0];
    expect(url).toMatch(new RegExp(`^${server.url}/reset-password/[A-Za-z0-9_-]{43}\\?email=admin%40repwise\\.local$`));

    const [reset] = await server.ctx.db.select().from(passwordResets).where(eq(passwordResets.userId, admin!.id));
    expect(reset!.expiresAt.getTime() - reset!.createdAt.getTime()).toBe(24 * 3600_000);
  });

  it('mails the same link, and following it gives the admin a password to sign in with', async () => {
    const mail = await smtp.waitFor(DEFAULT_ADMIN_EMAIL);
    expect(mail.subject).toBe('Set up your Repwise admin account');
    const link = new URL(linksIn(mail)[0]!);
    const token = link.pathname.split('/').pop()!;
    expect(logged.some((l) => l.includes(link.pathname))).toBe(true);

    const before = await login(server, DEFAULT_ADMIN_EMAIL, 'chosen-admin-pw');
    expect(before.status).toBe(401);
    const res = await server.api('/api/reset-password', {
      body: { token, password: 'chosen-admin-pw', password_confirmation: 'chosen-admin-pw' },
    });
    expect(res.status).toBe(200);
    // The first password is no reset: the answer says the account is ready.
    expect(await res.json()).toEqual({ message: MESSAGES.accountReady, email: DEFAULT_ADMIN_EMAIL });
    const signedIn = await login(server, DEFAULT_ADMIN_EMAIL, 'chosen-admin-pw');
    expect(signedIn.status).toBe(200);
    expect(((await signedIn.json()) as { user: UserDto }).user.role).toBe('admin');
  });

  it('issues no further setup link once the admin has a password', async () => {
    expect(await bootstrapAdmin(server.ctx)).toBeNull();
  });
});

describe.each(DB_KINDS)('admin bootstrap from ADMIN_EMAIL and ADMIN_PASSWORD on %s', (kind) => {
  let server: TestServer;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await startTestServer(kind, { smtpUrl: smtp.url, adminEmail: 'Boss@Example.com', adminPassword: 'boss-password' });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('creates a verified admin who can sign in at once, with no setup link', async () => {
    const res = await login(server, 'boss@example.com', 'boss-password');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: UserDto }).user).toMatchObject({ role: 'admin', email: 'boss@example.com' });
    expect(await server.ctx.db.select().from(passwordResets)).toHaveLength(0);
    await smtp.expectNone('boss@example.com');
    expect(await server.ctx.db.select().from(users).where(eq(users.email, DEFAULT_ADMIN_EMAIL))).toHaveLength(0);
  });

  it('does nothing when an admin already exists', async () => {
    const before = await server.ctx.db.select().from(users);
    expect(await bootstrapAdmin(server.ctx)).toBeNull();
    expect(await server.ctx.db.select().from(users)).toHaveLength(before.length);
  });

  it('with ADMIN_EMAIL alone (no admin yet): creates that admin with a setup link, renewed at each start until used', async () => {
    await server.ctx.db.delete(users).where(eq(users.role, 'admin'));
    server.ctx.config = { ...server.ctx.config, adminEmail: 'solo@example.com', adminPassword: undefined };
    const setup = await bootstrapAdmin(server.ctx);
    expect(setup).toMatchObject({ email: 'solo@example.com' });
    const again = await bootstrapAdmin(server.ctx);
    expect(again!.token).not.toBe(setup!.token);

    const res = await server.api('/api/reset-password', {
      body: { token: again!.token, password: 'solo-password', password_confirmation: 'solo-password' },
    });
    expect(res.status).toBe(200);
    expect((await login(server, 'solo@example.com', 'solo-password')).status).toBe(200);
    expect(await bootstrapAdmin(server.ctx)).toBeNull();
  });

  it('refuses an ADMIN_PASSWORD shorter than 8 characters', async () => {
    await server.ctx.db.delete(users).where(eq(users.role, 'admin'));
    server.ctx.config = { ...server.ctx.config, adminEmail: 'short@example.com', adminPassword: 'short' };
    await expect(bootstrapAdmin(server.ctx)).rejects.toThrow(/ADMIN_PASSWORD/);
    expect(await server.ctx.db.select().from(users).where(eq(users.role, 'admin'))).toHaveLength(0);
  });

  it('refuses an ADMIN_EMAIL that belongs to another account', async () => {
    const res = await server.api('/api/trainer/register', {
      body: { name: 'T', email: 'taken@example.com', password: 'secret1', password_confirmation: 'secret1', terms: true },
    });
    expect(res.status).toBe(201);
    server.ctx.config = { ...server.ctx.config, adminEmail: 'taken@example.com', adminPassword: 'long-enough' };
    await expect(bootstrapAdmin(server.ctx)).rejects.toThrow(/already belongs/);
  });
});
