import { eq, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/messages';
import { PROTOCOL_VERSION, type PullResponse } from '../../domain/protocol/protocol';
import { authTokens, users } from '../../server/db/schema';
import { sha256 } from '../../server/auth/tokens';
import { fastPullsAnswered } from '../../server/http/fast-pull';
import { startTestServer, type TestServer } from '../helpers/server';
import { makeClient, makeTrainer, type Actor } from './sync-fixtures';

/**
 * A pull with nothing new is answered before the app from the process's cache
 * (server/http/fast-pull.ts, PostgreSQL only). These check that it answers
 * what the app would, byte for byte but the clock, and that everything the
 * app refuses is still refused at once: a revoked or disabled token, a lapsed
 * trial, a device of another user, bad bodies.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a pull with nothing new, answered from the cache', () => {
  let server: TestServer;
  let trainer: Actor;
  let clientId: string;
  beforeAll(async () => {
    server = await startTestServer('postgres');
    trainer = await makeTrainer(server.ctx.db);
    ({ clientId } = await makeClient(server.ctx.db, trainer.id));
  });
  afterAll(() => server?.close());

  async function caughtUp(token: string, deviceId = uuidv7()) {
    let cursor: string | null = null;
    for (;;) {
      const page = (await (await server.api('/api/sync/pull', { token, body: { deviceId, cursor } })).json()) as PullResponse;
      cursor = page.cursor;
      if (!page.hasMore) return { deviceId, cursor: cursor! };
    }
  }
  const pull = (token: string, body: unknown) => server.api('/api/sync/pull', { token, body });
  /** The answer the Hono app gives, without the fast lane in front of it. */
  const appPull = (token: string, body: unknown) =>
    server.app.request('/api/sync/pull', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
  // Hop-by-hop and framing headers are added by Node's HTTP server on the wire, not by the app.
  const headersOf = (res: Response) => Object.fromEntries([...res.headers].filter(([k]) => !['date', 'connection', 'keep-alive', 'content-length'].includes(k)));
  const withoutClock = (body: PullResponse) => ({ ...body, hlc: body.hlc?.replace(/^\d+-\d+/, '') });

  it('answers as the app does, from memory', async () => {
    const { deviceId, cursor } = await caughtUp(trainer.token);
    const before = fastPullsAnswered(server.ctx);
    const fast = await pull(trainer.token, { deviceId, cursor });
    expect(fastPullsAnswered(server.ctx)).toBe(before + 1);
    const app = await appPull(trainer.token, { deviceId, cursor });
    expect(fast.status).toBe(200);
    expect(app.status).toBe(200);
    const text = await fast.text();
    expect(fast.headers.get('content-length')).toBe(String(Buffer.byteLength(text)));
    const body = JSON.parse(text) as PullResponse;
    expect(body).toMatchObject({ cursor, changes: [], hasMore: false, lastMutationId: 0 });
    expect(withoutClock(body)).toEqual(withoutClock((await app.json()) as PullResponse));
    expect(headersOf(fast)).toEqual(headersOf(app));
    expect(headersOf(fast)).toMatchObject({ 'cache-control': 'no-store', 'content-type': 'application/json', vary: 'Accept-Encoding', 'x-frame-options': 'DENY' });
  });

  it('sends what another device pushed, and that device’s own last mutation', async () => {
    const { deviceId, cursor } = await caughtUp(trainer.token);
    const pusher = uuidv7();
    const push = await server.api('/api/sync/push', {
      token: trainer.token,
      body: { protocolVersion: PROTOCOL_VERSION, deviceId: pusher, mutations: [{ id: 1, name: 'weightLog.create', args: { id: uuidv7(), clientId, weightKg: 80, loggedAt: new Date().toISOString() } }] },
    });
    expect(push.status).toBe(200);
    const page = (await (await pull(trainer.token, { deviceId, cursor })).json()) as PullResponse;
    expect(page.changes.map((c) => c.table)).toEqual(['weightLogs']);
    const own = await caughtUp(trainer.token, pusher);
    const again = (await (await pull(trainer.token, { deviceId: pusher, cursor: own.cursor })).json()) as PullResponse;
    expect(again).toMatchObject({ changes: [], lastMutationId: 1 });
  });

  it('refuses a revoked token and a disabled account on the very next pull', async () => {
    const other = await makeTrainer(server.ctx.db);
    const { deviceId, cursor } = await caughtUp(other.token);
    expect((await pull(other.token, { deviceId, cursor })).status).toBe(200);
    const before = fastPullsAnswered(server.ctx);
    expect((await pull(other.token, { deviceId, cursor })).status).toBe(200);
    expect(fastPullsAnswered(server.ctx)).toBe(before + 1);

    await server.ctx.db.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.tokenHash, sha256(other.token)));
    const revoked = await pull(other.token, { deviceId, cursor });
    expect(revoked.status).toBe(401);
    expect(await revoked.json()).toEqual({ message: MESSAGES.unauthenticated, code: 'unauthenticated' });

    const third = await makeTrainer(server.ctx.db);
    const caught = await caughtUp(third.token);
    expect((await pull(third.token, caught)).status).toBe(200);
    await server.ctx.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, third.id));
    const disabled = await pull(third.token, caught);
    expect(disabled.status).toBe(401);
    expect(await disabled.json()).toEqual({ message: MESSAGES.accountDisabled, code: 'account_disabled' });
  });

  it('refuses a trainer whose trial has ended with 402, and another user’s device with 403', async () => {
    const lapsed = await makeTrainer(server.ctx.db);
    const { deviceId, cursor } = await caughtUp(lapsed.token);
    expect((await pull(lapsed.token, { deviceId, cursor })).status).toBe(200);
    await server.ctx.db.execute(sql`update users set created_at = now() - interval '400 days', email_verified_at = now() - interval '400 days' where id = ${lapsed.id}::uuid`);
    const refused = await pull(lapsed.token, { deviceId, cursor });
    expect(refused.status).toBe(402);
    expect(await refused.json()).toMatchObject({ code: 'trial_expired' });

    // A device is bound to the first user who pushes from it.
    const device = uuidv7();
    const push = await server.api('/api/sync/push', { token: trainer.token, body: { protocolVersion: PROTOCOL_VERSION, deviceId: device, mutations: [] } });
    expect(push.status).toBe(200);
    const mine = await caughtUp(trainer.token, device);
    expect((await pull(trainer.token, mine)).status).toBe(200);
    const thief = await makeTrainer(server.ctx.db);
    expect((await pull(thief.token, mine)).status).toBe(403);
  });

  it('leaves bad bodies, a NUL, notices to acknowledge and other content types to the app', async () => {
    const { deviceId, cursor } = await caughtUp(trainer.token);
    const raw = (body: string, type = 'application/json') =>
      fetch(`${server.url}/api/sync/pull`, { method: 'POST', headers: { 'Content-Type': type, Authorization: `Bearer ${trainer.token}` }, body });
    expect((await raw('{"deviceId":')).status).toBe(422);
    expect((await raw(JSON.stringify({ deviceId: 'not-a-uuid', cursor }))).status).toBe(422);
    const nul = await raw(JSON.stringify({ deviceId, cursor: `${cursor}\u0000` }));
    expect(nul.status).toBe(422);
    expect(await nul.json()).toMatchObject({ message: MESSAGES.nulCharacter });
    const before = fastPullsAnswered(server.ctx);
    const acked = await pull(trainer.token, { deviceId, cursor, noticesAck: 5 });
    expect(acked.status).toBe(200);
    expect(await acked.json()).toMatchObject({ cursor, changes: [] });
    expect(fastPullsAnswered(server.ctx)).toBe(before);
    expect((await pull('not-a-token', { deviceId, cursor })).status).toBe(401);
  });
});
