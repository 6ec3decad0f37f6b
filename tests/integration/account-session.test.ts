import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { UserDto } from '../../domain/auth';
import { MESSAGES } from '../../domain/messages';
import { sha256 } from '../../server/auth/tokens';
import { authTokens, users } from '../../server/db/schema';
import { createClientRecord, createUser, signIn } from '../helpers/accounts';
import { DB_KINDS } from '../helpers/databases';
import { serverForSuite } from '../helpers/server';

describe.each(DB_KINDS)('GET /api/user and POST /api/logout on %s', (kind) => {
  const env = serverForSuite(kind);

  const me = (token?: string, headers?: Record<string, string>) => env.server.api('/api/user', { token, headers });
  const unauthenticated = { message: MESSAGES.unauthenticated, code: 'unauthenticated' };

  it('returns the signed-in user for each role', async () => {
    const trainer = await createUser(env.server, { role: 'trainer' });
    const admin = await createUser(env.server, { role: 'admin' });
    const client = await createUser(env.server, { role: 'client' });
    const recordId = await createClientRecord(env.server, trainer.id, client.id);

    for (const [u, role, clientField] of [
      [trainer, 'trainer', null],
      [admin, 'admin', null],
      [client, 'client', { id: recordId }],
    ] as const) {
      const res = await me(await signIn(env.server, u.email, u.password));
      expect(res.status).toBe(200);
      const body = UserDto.parse(await res.json());
      expect(body).toMatchObject({ id: u.id, email: u.email, role, client: clientField });
    }
  });

  it('answers 401 for a missing, malformed, unknown or non-bearer token', async () => {
    const u = await createUser(env.server);
    const token = await signIn(env.server, u.email, u.password);
    for (const res of [
      await me(),
      await me('garbage'),
      await me('A'.repeat(43)),
      await me(undefined, { Authorization: `Basic ${token}` }),
      await me(undefined, { Authorization: 'Bearer' }),
    ]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual(unauthenticated);
    }
  });

  it('answers 401 for an expired token', async () => {
    const u = await createUser(env.server);
    const token = await signIn(env.server, u.email, u.password);
    await env.server.ctx.db.update(authTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(authTokens.tokenHash, sha256(token)));
    expect((await me(token)).status).toBe(401);
  });

  it('answers 401 for the token of an account disabled after sign-in', async () => {
    const u = await createUser(env.server);
    const token = await signIn(env.server, u.email, u.password);
    await env.server.ctx.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, u.id));
    expect((await me(token)).status).toBe(401);
  });

  it('logout revokes only the token it was called with', async () => {
    const u = await createUser(env.server);
    const a = await signIn(env.server, u.email, u.password);
    const b = await signIn(env.server, u.email, u.password);
    const res = await env.server.api('/api/logout', { method: 'POST', token: a });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: MESSAGES.loggedOut });
    expect((await me(a)).status).toBe(401);
    expect((await env.server.api('/api/logout', { method: 'POST', token: a })).status).toBe(401);
    expect((await me(b)).status).toBe(200);
    const [row] = await env.server.ctx.db.select().from(authTokens).where(eq(authTokens.tokenHash, sha256(a)));
    expect(row!.revokedAt).toBeInstanceOf(Date);
  });

  it('logout needs a token', async () => {
    const res = await env.server.api('/api/logout', { method: 'POST' });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(unauthenticated);
  });

  it('accepts the startup timestamp query on /api/user', async () => {
    const u = await createUser(env.server);
    const token = await signIn(env.server, u.email, u.password);
    expect((await env.server.api(`/api/user?t=${Date.now()}`, { token })).status).toBe(200);
  });
});
