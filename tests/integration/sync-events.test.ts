import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it, vi } from 'vitest';
import { PROTOCOL_VERSION } from '../../domain/protocol/protocol';
import { pokeHub } from '../../server/replication/pokes';
import { createSyncEngine } from '../../replica/engine';
import { openPokeStream } from '../../replica/events';
import { openUserDb } from '../../replica/db/schema';
import { DB_KINDS } from '../helpers/databases';
import { serverForSuite } from '../helpers/server';
import { makeClient, makeTrainer, type Actor } from './sync-fixtures';

/** Reads an SSE response and records its event names. */
function listen(res: Response) {
  const events: string[] = [];
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const done = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let i: number;
      while ((i = buffer.indexOf('\n\n')) >= 0) {
        const frame = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        const name = /^event: (.*)$/m.exec(frame)?.[1];
        if (name) events.push(name);
      }
    }
  })();
  return { events, ended: done, close: () => reader.cancel().then(() => done) };
}

describe.each(DB_KINDS)('sync events on %s', (kind) => {
  const env = serverForSuite(kind);

  const push = (who: Actor, clientId: string, args: Record<string, unknown>) =>
    env.server.api('/api/sync/push', {
      token: who.token,
      body: { protocolVersion: PROTOCOL_VERSION, deviceId: uuidv7(), mutations: [{ id: 1, name: 'weightLog.create', args: { id: uuidv7(), clientId, weightKg: 70, loggedAt: new Date().toISOString(), ...args } }] },
    });

  it('pokes a trainer when their space changes, never for another space', async () => {
    const a = await makeTrainer(env.server.ctx.db);
    const b = await makeTrainer(env.server.ctx.db);
    const linked = await makeClient(env.server.ctx.db, a.id, { withUser: true });
    const { clientId: bClient } = await makeClient(env.server.ctx.db, b.id);
    const stream = listen(await env.server.api('/api/sync/events', { token: a.token, headers: { Accept: 'text/event-stream' } }));
    try {
      await vi.waitFor(() => expect(stream.events).toEqual(['ready']));
      expect((await push(b, bClient, {})).status).toBe(200);
      await new Promise((r) => setTimeout(r, 150));
      expect(stream.events).toEqual(['ready']);
      // The trainer's client logs a weight: the trainer's devices are poked.
      expect((await push(linked.user!, linked.clientId, {})).status).toBe(200);
      await vi.waitFor(() => expect(stream.events).toEqual(['ready', 'poke']));
      // REST writes poke too.
      const rest = await env.server.api('/api/client/weight-logs', { token: linked.user!.token, body: { weight_kg: '71,5' } });
      expect(rest.status).toBe(201);
      await vi.waitFor(() => expect(stream.events).toEqual(['ready', 'poke', 'poke']));
    } finally {
      await stream.close();
    }
  });

  it('ends open streams on shutdown', async () => {
    const t = await makeTrainer(env.server.ctx.db);
    const stream = listen(await env.server.api('/api/sync/events', { token: t.token }));
    await vi.waitFor(() => expect(stream.events).toEqual(['ready']));
    pokeHub(env.server.ctx).shutdown();
    await stream.ended;
  });

  it('needs a token', async () => {
    const res = await env.server.api('/api/sync/events');
    expect(res.status).toBe(401);
  });

  it('the engine pulls on a poke: a write on one device appears on another without asking', async () => {
    const t = await makeTrainer(env.server.ctx.db);
    const { clientId } = await makeClient(env.server.ctx.db, t.id);
    const devices = [0, 1].map(() => {
      const db = openUserDb(t.id, { indexedDB: new IDBFactory(), IDBKeyRange });
      const engine = createSyncEngine({ db, fetch: (u, i) => fetch(u, i), getToken: () => t.token, baseUrl: env.server.url, locks: null, listenOnline: false, pollMs: 600_000 });
      return { db, engine };
    });
    const closeAll = () => {
      for (const d of devices) {
        d.engine.stop();
        d.db.close();
      }
    };
    try {
      for (const d of devices) d.engine.start();
      await vi.waitFor(() => expect(devices.every((d) => d.engine.getStatus().state === 'synced')).toBe(true), { timeout: 5000 });
      const id = uuidv7();
      await devices[0]!.engine.mutate('weightLog.create', { id, clientId, weightKg: 82.4, loggedAt: new Date().toISOString() });
      // Debounced push from device 0, poke over SSE, pull on device 1.
      await vi.waitFor(async () => expect((await devices[1]!.db.weightLogs.get(id))?.weightKg).toBe(82.4), { timeout: 5000, interval: 20 });
      await vi.waitFor(() => expect(devices[0]!.engine.getStatus()).toEqual({ state: 'synced', pending: 0 }));
    } finally {
      closeAll();
    }
  });

  it('openPokeStream reconnects after the server ends a stream', async () => {
    const t = await makeTrainer(env.server.ctx.db);
    const { clientId } = await makeClient(env.server.ctx.db, t.id);
    const onPoke = vi.fn();
    const onOpen = vi.fn();
    const s = openPokeStream({ fetch: (u, i) => fetch(u, i), url: `${env.server.url}/api/sync/events`, getToken: () => t.token, onPoke, onOpen });
    try {
      await vi.waitFor(() => expect(onOpen).toHaveBeenCalledTimes(1));
      await push(t, clientId, {});
      await vi.waitFor(() => expect(onPoke).toHaveBeenCalledTimes(1));
    } finally {
      s.close();
    }
  });
});
