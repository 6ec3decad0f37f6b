import { eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PROTOCOL_VERSION } from '../../domain/protocol/protocol';
import { issueToken } from '../../server/auth/tokens';
import { authTokens } from '../../server/db/schema';
import { startServer, type RunningServer } from '../../server/start';
import { DB_KINDS } from '../helpers/databases';
import { startTestServer, type TestServer } from '../helpers/server';
import { makeAdmin, makeClient, makeTrainer, type Actor } from './sync-fixtures';

/**
 * An event stream lives no longer than its token (issue 27, item 8): logout,
 * a disabled account or a revocation by another process end it within
 * seconds, not at the stream's ten minutes, and it hears no more pokes.
 */

/** Reads an SSE response: its event names, and whether the server ended it. */
function listen(res: Response) {
  expect(res.status).toBe(200);
  const events: string[] = [];
  let ended = false;
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const done = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) {
        ended = true;
        return;
      }
      buffer += decoder.decode(value, { stream: true });
      let i: number;
      while ((i = buffer.indexOf('\n\n')) >= 0) {
        const name = /^event: (.*)$/m.exec(buffer.slice(0, i))?.[1];
        buffer = buffer.slice(i + 2);
        if (name) events.push(name);
      }
    }
  })();
  return { events, isEnded: () => ended, close: () => reader.cancel().then(() => done) };
}

const ENDS_WITHIN = { timeout: 4000, interval: 25 };

describe.each(DB_KINDS)('event streams end with their token on %s', (kind) => {
  let server: TestServer;
  /** A second server on the same PostgreSQL database, as a second process would be. */
  let other: RunningServer | null = null;
  beforeAll(async () => {
    server = await startTestServer(kind);
    if (kind === 'postgres') other = await startServer({ ...server.ctx.config, port: 0, appUrl: '' });
  }, 60_000);
  afterAll(async () => {
    await other?.close();
    await server?.close();
  });

  const open = async (base: string, token: string) => {
    const s = listen(await fetch(`${base}/api/sync/events`, { headers: { Authorization: `Bearer ${token}`, 'X-Requested-With': 'XMLHttpRequest' } }));
    await vi.waitFor(() => expect(s.events).toEqual(['ready']));
    return s;
  };
  const pushWeight = (who: Actor, clientId: string) =>
    server.api('/api/sync/push', {
      token: who.token,
      body: { protocolVersion: PROTOCOL_VERSION, deviceId: uuidv7(), mutations: [{ id: 1, name: 'weightLog.create', args: { id: uuidv7(), clientId, weightKg: 70, loggedAt: new Date().toISOString() } }] },
    });

  it('logout ends the stream of that token at once, and it hears no more pokes; another device of the user stays', async () => {
    const t = await makeTrainer(server.ctx.db);
    const { clientId } = await makeClient(server.ctx.db, t.id);
    const secondToken = await issueToken(server.ctx.db, t.id);
    const stream = await open(server.url, t.token);
    const otherDevice = await open(server.url, secondToken);
    try {
      expect((await server.api('/api/logout', { method: 'POST', token: t.token })).status).toBe(200);
      await vi.waitFor(() => expect(stream.isEnded()).toBe(true), ENDS_WITHIN);
      const heard = stream.events.length;
      expect((await pushWeight({ id: t.id, token: secondToken }, clientId)).status).toBe(200);
      await vi.waitFor(() => expect(otherDevice.events).toEqual(['ready', 'poke']));
      expect(stream.events.length).toBe(heard);
      expect(otherDevice.isEnded()).toBe(false);
    } finally {
      await stream.close();
      await otherDevice.close();
    }
  });

  it('disabling a trainer ends every stream of theirs, their clients\u2019 stay', async () => {
    const admin = await makeAdmin(server.ctx.db);
    const t = await makeTrainer(server.ctx.db);
    const linked = await makeClient(server.ctx.db, t.id, { withUser: true });
    const streams = [await open(server.url, t.token), await open(server.url, await issueToken(server.ctx.db, t.id))];
    const clientStream = await open(server.url, linked.user!.token);
    try {
      expect((await server.api(`/api/admin/trainers/${t.id}/disable`, { method: 'POST', token: admin.token })).status).toBe(200);
      for (const s of streams) await vi.waitFor(() => expect(s.isEnded()).toBe(true), ENDS_WITHIN);
      await new Promise((r) => setTimeout(r, 200));
      expect(clientStream.isEnded()).toBe(false);
    } finally {
      for (const s of [...streams, clientStream]) await s.close();
    }
  });

  it('a token revoked elsewhere (another process, a password change) ends the stream', async () => {
    const t = await makeTrainer(server.ctx.db);
    const stream = await open(server.url, t.token);
    try {
      // Straight in the database, as another process's command would: no poke, no call into this process.
      await server.ctx.db.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.userId, t.id));
      await vi.waitFor(() => expect(stream.isEnded()).toBe(true), ENDS_WITHIN);
    } finally {
      await stream.close();
    }
  });

  it.skipIf(kind !== 'postgres')('logout on one process ends the stream held by another', async () => {
    const t = await makeTrainer(server.ctx.db);
    const stream = await open(other!.url, t.token);
    try {
      expect((await server.api('/api/logout', { method: 'POST', token: t.token })).status).toBe(200);
      await vi.waitFor(() => expect(stream.isEnded()).toBe(true), ENDS_WITHIN);
    } finally {
      await stream.close();
    }
  });

  it.skipIf(kind !== 'postgres')('disabling on one process ends the streams held by another', async () => {
    const admin = await makeAdmin(server.ctx.db);
    const t = await makeTrainer(server.ctx.db);
    const stream = await open(other!.url, t.token);
    try {
      expect((await server.api(`/api/admin/trainers/${t.id}/disable`, { method: 'POST', token: admin.token })).status).toBe(200);
      await vi.waitFor(() => expect(stream.isEnded()).toBe(true), ENDS_WITHIN);
    } finally {
      await stream.close();
    }
  });
});
