import { parseOptions } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { createUser } from '../helpers/accounts';
import { DB_KINDS } from '../helpers/databases';
import { type TestServer } from '../helpers/server';
import { useServerWithMail } from '../helpers/server-with-mail';
import { type TestSmtp } from '../helpers/smtp';

/** Every account endpoint with the access it declares. */
const ACCOUNT_PATHS = [
  ['post', '/api/login', 'public'],
  ['post', '/api/logout', 'authenticated'],
  ['get', '/api/user', 'authenticated'],
  ['post', '/api/user/language', 'authenticated'],
  ['post', '/api/guest/language', 'public'],
  ['post', '/api/trainer/register', 'public'],
  ['post', '/api/trainer/verify-email/{id}/{hash}', 'public'],
  ['post', '/api/trainer/resend-verification-email', 'public'],
  ['post', '/api/forgot-password', 'public'],
  ['post', '/api/reset-password', 'public'],
  ['post', '/api/user/password', 'authenticated'],
] as const;

type Operation = { security?: unknown[]; requestBody?: unknown; responses: Record<string, unknown> };

describe.each(DB_KINDS)('account API document, headers and password storage on %s', (kind) => {
  const env = useServerWithMail(kind);
  let server: TestServer;
  let smtp: TestSmtp;
  beforeAll(() => void ({ server, smtp } = env));

  it('lists every account path in /api/openapi.json with its access', async () => {
    const res = await server.api('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { paths: Record<string, Record<string, Operation>> };
    for (const [method, path, access] of ACCOUNT_PATHS) {
      const op = doc.paths[path]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      if (access === 'public') expect(op!.security, path).toEqual([]);
      else {
        expect(op!.security, path).toEqual([{ bearerAuth: [] }]);
        expect(op!.responses, path).toHaveProperty('401');
      }
      if (method === 'post' && !['/api/logout', '/api/trainer/verify-email/{id}/{hash}'].includes(path)) {
        expect(op!.requestBody, path).toBeDefined();
        expect(op!.responses, path).toHaveProperty('422');
      }
    }
    expect(doc.paths['/api/login']!.post!.responses).toHaveProperty('429');
  });

  it('sends a strict CSP and nosniff on API answers', async () => {
    for (const res of [await server.api('/api/login', { body: {} }), await server.api('/api/user')]) {
      const csp = res.headers.get('content-security-policy');
      expect(csp).toBeTruthy();
      const scriptSrc = csp!.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src'));
      expect(scriptSrc).toBeDefined();
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('stores passwords as argon2id at or above the OWASP minimum (m=19456 KiB, t=2, p=1)', async () => {
    const res = await server.api('/api/trainer/register', {
      body: { name: 'Hash Check', email: 'hash-check@example.com', password: 'secret1', password_confirmation: 'secret1', terms: true },
    });
    expect(res.status).toBe(201);
    await smtp.waitFor('hash-check@example.com');
    const seeded = await createUser(server);
    for (const email of ['hash-check@example.com', seeded.email]) {
      const [row] = await server.ctx.db.select({ hash: users.passwordHash }).from(users).where(eq(users.email, email));
      expect(row!.hash.startsWith('$argon2id$')).toBe(true);
      expect(row!.hash).not.toContain('secret1');
      const p = parseOptions(row!.hash);
      expect(p.memoryCost).toBeGreaterThanOrEqual(19_456);
      expect(p.timeCost).toBeGreaterThanOrEqual(2);
      expect(p.parallelism).toBeGreaterThanOrEqual(1);
      expect(p.saltLen).toBeGreaterThanOrEqual(16);
    }
  });
});
