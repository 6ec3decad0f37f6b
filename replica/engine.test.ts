import { PROTOCOL_VERSION } from '../domain/protocol/protocol';
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openUserDb, type RepwiseDb } from './db/schema';
import { createSyncEngine, type SyncEngine, type Timers } from './engine';
import { setMeta } from './meta';
import type { LockManagerLike } from './leader';

const CLIENT = '0190a1b2-0000-7000-8000-00000000c001';
const LOG = '0190a1b2-0000-7000-8000-00000000a001';

/** Timers the test advances by hand. */
function manualTimers() {
  let now = 0;
  let seq = 0;
  const pending = new Map<number, { at: number; fn: () => void; ms: number }>();
  const timers: Timers = {
    setTimeout(fn, ms) {
      pending.set(++seq, { at: now + ms, fn, ms });
      return seq;
    },
    clearTimeout(h) {
      pending.delete(h as number);
    },
  };
  return {
    timers,
    now: () => now,
    /** Delays of the timers currently armed. */
    armed: () => [...pending.values()].map((p) => p.ms),
    /** Runs the earliest timer. */
    fire() {
      const [id, next] = [...pending.entries()].sort((a, b) => a[1].at - b[1].at)[0] ?? [];
      if (!next) throw new Error('no timer armed');
      pending.delete(id!);
      now = next.at;
      next.fn();
    },
  };
}

const dbs: RepwiseDb[] = [];
const engines: SyncEngine[] = [];
afterEach(() => {
  for (const e of engines.splice(0)) e.stop();
  for (const d of dbs.splice(0)) d.close();
});

function setup(fetch: (url: string, init?: RequestInit) => Promise<Response>, locks?: LockManagerLike) {
  const db = openUserDb('u1', { indexedDB: new IDBFactory(), IDBKeyRange });
  const clock = manualTimers();
  const engine = createSyncEngine({ db, fetch, getToken: () => 'tok', baseUrl: '', timers: clock.timers, now: clock.now, random: () => 0.5, locks, events: false, listenOnline: false });
  dbs.push(db);
  engines.push(engine);
  return { db, engine, clock };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('sync engine', () => {
  it('backs off 30 ms, 60 ms, 120 ms ... while offline and says so', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { engine, clock } = setup(fetch);
    engine.start();
    await vi.waitFor(() => expect(clock.armed()).toEqual([0]));
    const seen: number[] = [];
    for (let i = 0; i < 5; i++) {
      clock.fire();
      await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(i + 1));
      await vi.waitFor(() => expect(clock.armed()).toHaveLength(1));
      seen.push(clock.armed()[0]!);
    }
    expect(seen).toEqual([30, 60, 120, 240, 480]);
    expect(engine.getStatus()).toEqual({ state: 'offline', pending: 0 });
    // Back online: the next trigger retries at once.
    engine.trigger('online');
    expect(clock.armed()).toContain(0);
  });

  it("a trigger (the tab heard `online`) also ends the poke stream's wait to reconnect", async () => {
    const fetch = vi.fn(async (_url: string) => {
      throw new TypeError('Failed to fetch');
    });
    const db = openUserDb('u1', { indexedDB: new IDBFactory(), IDBKeyRange });
    const clock = manualTimers();
    const engine = createSyncEngine({ db, fetch, getToken: () => 'tok', baseUrl: '', timers: clock.timers, now: clock.now, random: () => 0.5, listenOnline: false });
    dbs.push(db);
    engines.push(engine);
    const streams = () => fetch.mock.calls.filter(([url]) => url.endsWith('/api/sync/events')).length;
    engine.start();
    await vi.waitFor(() => expect(streams()).toBe(1));
    // Offline a while: the stream's retries and the rounds back off.
    for (let i = 0; i < 6; i++) {
      await vi.waitFor(() => expect(clock.armed().length).toBeGreaterThan(0));
      clock.fire();
    }
    await vi.waitFor(() => expect(clock.armed()).toHaveLength(2));
    const before = streams();
    engine.trigger('online');
    await vi.waitFor(() => expect(streams()).toBe(before + 1));
  });

  it('syncs shortly after a local write and reports pending, then synced', async () => {
    const bodies: unknown[] = [];
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body));
      bodies.push(body);
      if (url.endsWith('/push')) return json({ results: body.mutations.map((m: { id: number }) => ({ id: m.id, status: 'ok' })) });
      return json({ cursor: 'c', lastMutationId: 1, changes: [], hasMore: false });
    });
    const { engine, clock } = setup(fetch);
    const states: string[] = [];
    engine.subscribe((s) => states.push(s.state));
    await engine.mutate('weightLog.create', { id: LOG, clientId: CLIENT, weightKg: 70, loggedAt: '2025-06-15T08:00:00Z' });
    expect(engine.getStatus()).toEqual({ state: 'pending', pending: 1 });
    engine.start();
    await vi.waitFor(() => expect(clock.armed().length).toBeGreaterThan(0));
    clock.fire();
    await vi.waitFor(() => expect(engine.getStatus()).toEqual({ state: 'synced', pending: 0 }));
    expect(bodies[0]).toMatchObject({ protocolVersion: PROTOCOL_VERSION, deviceId: expect.any(String), mutations: [{ id: 1, name: 'weightLog.create' }] });
    expect(bodies[1]).toMatchObject({ cursor: null });
    expect(states).toContain('pending');
    // Next round in 60 s.
    expect(clock.armed()).toEqual([60_000]);
  });

  it('keeps a download from scratch that takes pages as done/total with each page, and clears it with the last', async () => {
    const log = (n: number) => ({ table: 'weightLogs', op: 'put', row: { id: `0190a1b2-0000-7000-8000-${String(n).padStart(12, '0')}`, clientId: CLIENT, weightKg: 70, loggedAt: '2025-06-15T08:00:00Z', notes: null } });
    const pages = [
      { cursor: 'c1', lastMutationId: 0, reset: true, changes: [log(1), log(2)], hasMore: true, remaining: 3 },
      { cursor: 'c2', lastMutationId: 0, changes: [log(3), log(4)], hasMore: true },
      { cursor: 'c3', lastMutationId: 0, changes: [log(5)], hasMore: false },
    ];
    let db!: RepwiseDb;
    const seen: unknown[] = [];
    const fetch = vi.fn(async (url: string) => {
      if (url.endsWith('/push')) return json({ results: [] });
      // What the device holds when the next page is asked for (pages are fetched one ahead of the one applied).
      seen.push((await db.syncMeta.get('download'))?.value ?? null);
      return json(pages.shift());
    });
    const s = setup(fetch);
    db = s.db;
    s.engine.start();
    await vi.waitFor(() => expect(s.clock.armed().length).toBeGreaterThan(0));
    s.clock.fire();
    await vi.waitFor(async () => expect((await db.syncMeta.get('net'))?.value).toMatchObject({ lastSyncedAt: expect.any(String) }));
    expect(seen).toEqual([null, null, { done: 2, total: 5, startedAt: 0 }]);
    expect((await db.syncMeta.get('download'))?.value).toBeNull();
    expect(await db.weightLogs.count()).toBe(5);
  });

  it('goes on with a download cut off midway from the last page applied, its progress too, and every row lands', async () => {
    const log = (n: number) => ({ table: 'weightLogs', op: 'put', row: { id: `0190a1b2-0000-7000-8000-${String(n).padStart(12, '0')}`, clientId: CLIENT, weightKg: 70, loggedAt: '2025-06-15T08:00:00Z', notes: null } });
    const pages: Record<string, unknown> = {
      start: { cursor: 'c1', lastMutationId: 0, reset: true, changes: [log(1), log(2)], hasMore: true, remaining: 6 },
      c1: { cursor: 'c2', lastMutationId: 0, changes: [log(3), log(4)], hasMore: true },
      c2: { cursor: 'c3', lastMutationId: 0, changes: [log(5), log(6)], hasMore: true },
      c3: { cursor: 'c4', lastMutationId: 0, changes: [log(7), log(8)], hasMore: false },
    };
    let db!: RepwiseDb;
    let cut = true;
    const asked: (string | null)[] = [];
    const seen: unknown[] = [];
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/push')) return json({ results: [] });
      const { cursor } = JSON.parse(String(init?.body)) as { cursor: string | null };
      asked.push(cursor);
      seen.push((await db.syncMeta.get('download'))?.value ?? null);
      // The signal goes after the first page: the second never arrives.
      if (cut && cursor === 'c1') throw new TypeError('Failed to fetch');
      return json(pages[cursor ?? 'start']);
    });
    const s = setup(fetch);
    db = s.db;
    expect(await s.engine.sync()).toBe('failed');
    expect(await db.weightLogs.count()).toBe(2);
    expect((await db.syncMeta.get('cursor'))?.value).toBe('c1');
    expect((await db.syncMeta.get('download'))?.value).toEqual({ done: 2, total: 8, startedAt: 0 });

    cut = false;
    asked.length = seen.length = 0;
    expect(await s.engine.sync()).toBe('ok');
    // Each page is asked for before the one before it is applied: the third request sees the first page of this round in.
    expect(asked).toEqual(['c1', 'c2', 'c3']);
    expect(seen).toEqual([{ done: 2, total: 8, startedAt: 0 }, { done: 2, total: 8, startedAt: 0 }, { done: 4, total: 8, startedAt: 0 }]);
    expect((await db.syncMeta.get('download'))?.value).toBeNull();
    expect((await db.weightLogs.toArray()).map((r) => r.id.slice(-1))).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
  });

  it('starts no round while a bulk write holds sync off, and runs it when the hold ends', async () => {
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body));
      if (url.endsWith('/push')) return json({ results: body.mutations.map((m: { id: number }) => ({ id: m.id, status: 'ok' })) });
      return json({ cursor: 'c', lastMutationId: 1, changes: [], hasMore: false });
    });
    const { db, engine, clock } = setup(fetch);
    await setMeta(db, 'holdUntil', clock.now() + 5_000);
    await engine.mutate('weightLog.create', { id: LOG, clientId: CLIENT, weightKg: 70, loggedAt: '2025-06-15T08:00:00Z' });
    engine.start();
    await vi.waitFor(() => expect(clock.armed()).toEqual([0]));
    clock.fire();
    // The held round comes back when the hold ends.
    await vi.waitFor(() => expect(clock.armed()).toEqual([5_000]));
    expect(await engine.sync()).toBe('held');
    expect(fetch).not.toHaveBeenCalled();
    await setMeta(db, 'holdUntil', 0);
    expect(await engine.sync()).toBe('ok');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(engine.getStatus()).toMatchObject({ pending: 0 });
  });

  it('stops retrying on 401 until something triggers it, and shows the reason', async () => {
    const fetch = vi.fn(async () => json({ message: 'Unauthenticated.', code: 'unauthenticated' }, 401));
    const { engine } = setup(fetch);
    expect(await engine.sync()).toBe('failed');
    expect(engine.getStatus()).toEqual({ state: 'error', pending: 0, reason: 'unauthenticated' });
  });

  it('on 402 keeps the outbox whole, schedules nothing, says why, and delivers it once the subscription is paid', async () => {
    let paid = false;
    const pushed: unknown[] = [];
    const fetch = vi.fn(async (url: string, init?: RequestInit) => {
      if (!paid) return json({ message: 'Payment required to access this account', code: 'trial_expired', checkout_url: 'https://pay.example/c1' }, 402);
      const body = JSON.parse(String(init?.body));
      if (url.endsWith('/push')) {
        pushed.push(...body.mutations);
        return json({ results: body.mutations.map((m: { id: number }) => ({ id: m.id, status: 'ok' })) });
      }
      return json({ cursor: 'c', lastMutationId: 1, changes: [], hasMore: false });
    });
    const { db, engine, clock } = setup(fetch);
    await engine.mutate('weightLog.create', { id: LOG, clientId: CLIENT, weightKg: 70, loggedAt: '2025-06-15T08:00:00Z' });
    const before = await db.outbox.toArray();

    expect(await engine.sync()).toBe('payment_required');
    expect(await db.outbox.toArray()).toEqual(before);
    expect(await db.rejected.count()).toBe(0);
    expect(engine.getStatus()).toEqual({ state: 'error', pending: 1, reason: 'trial_expired' });
    const net = (await db.syncMeta.get('net'))?.value as { payment?: unknown };
    expect(net.payment).toMatchObject({ code: 'trial_expired', checkoutUrl: 'https://pay.example/c1' });
    // No retry loop against a closed door: only a trigger, a poke or a new start tries again.
    expect(clock.armed().filter((ms) => ms > 50)).toEqual([]);

    paid = true;
    expect(await engine.sync()).toBe('ok');
    expect(pushed).toMatchObject([{ id: 1, name: 'weightLog.create', args: { id: LOG, weightKg: 70 } }]);
    expect(engine.getStatus()).toEqual({ state: 'synced', pending: 0 });
    expect(((await db.syncMeta.get('net'))?.value as { payment?: unknown }).payment).toBeNull();
  });

  it('keeps one request in flight and queues one more round', async () => {
    let release!: () => void;
    let inFlight = 0;
    let maxInFlight = 0;
    const fetch = vi.fn(async (url: string) => {
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise<void>((r) => (release = r));
      inFlight--;
      return json(url.endsWith('/push') ? { results: [] } : { cursor: 'c', lastMutationId: 0, changes: [], hasMore: false });
    });
    const { engine } = setup(fetch);
    // Nothing queued: a round is one pull.
    const rounds = [engine.sync(), engine.sync(), engine.sync()];
    expect(rounds[1]).toBe(rounds[2]);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    release();
    expect(await rounds[0]).toBe('ok');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    release();
    expect(await rounds[2]).toBe('ok');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(maxInFlight).toBe(1);
  });

  it('only the lock holder syncs; the next takes over when it stops', async () => {
    const queue: { cb: () => Promise<void> }[] = [];
    let busy = false;
    const locks: LockManagerLike = {
      async request(_name, _opts, cb) {
        queue.push({ cb });
        const run = async () => {
          if (busy || !queue.length) return;
          busy = true;
          await queue.shift()!.cb();
          busy = false;
          void run();
        };
        void run();
      },
    };
    const fetch = vi.fn(async () => json({ cursor: 'c', lastMutationId: 0, changes: [], hasMore: false }));
    const a = setup(fetch, locks);
    const b = setup(fetch, locks);
    a.engine.start();
    b.engine.start();
    await vi.waitFor(() => expect(a.engine.isLeader()).toBe(true));
    expect(b.engine.isLeader()).toBe(false);
    expect(b.clock.armed()).toEqual([]);
    a.engine.stop();
    await vi.waitFor(() => expect(b.engine.isLeader()).toBe(true));
    expect(b.clock.armed()).toEqual([0]);
  });
});
