import { liveQuery } from 'dexie';
import type { MutationInput, MutationName } from '../domain/mutations/registry';
import type { MutationResult, PullResponse, PushResponse } from '../domain/protocol/protocol';
import { PROTOCOL_VERSION } from '../domain/protocol/version';
import type { RepwiseDb } from './db/schema';
import type { DownloadProgress, SyncNetState } from './db/types';
import { backoffDelay } from './backoff';
import { openPokeStream, type PokeStream } from './events';
import { HttpError, NetworkError, postJson, type FetchLike } from './http';
import { openPullFeed } from './pull-feed';
import { electLeader, type LockManagerLike } from './leader';
import { ensureDeviceId, getMeta, INITIAL_NET, setMeta } from './meta';
import { loadWritePath } from './load-write-path';
import { applyLocalMutation } from './write/entry';
import { rebase } from './rebase';
import { deriveSyncStatus, type SyncStatus } from './status';

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface SyncEngineOptions {
  db: RepwiseDb;
  fetch: FetchLike;
  getToken: () => string | null | Promise<string | null>;
  /** Origin of the API ('' for the page's own). */
  baseUrl: string;
  timers?: Timers;
  now?: () => number;
  random?: () => number;
  /** navigator.locks where available; null/undefined: this engine is always leader. */
  locks?: LockManagerLike | null;
  /** Listen to GET /api/sync/events while started (default true). */
  events?: boolean;
  /** Register for the environment's `online` event (default: when addEventListener exists). */
  listenOnline?: boolean;
  debounceMs?: number;
  pollMs?: number;
  pushBatchSize?: number;
}

/**
 * `held`: a bulk write on the device asked for no round yet (meta holdUntil); the round runs when the hold ends.
 * `payment_required`: the server answered 402 (docs/rules/errors-and-limits.md "Payment required (402)"); nothing was pushed and the outbox is kept whole.
 */
export type SyncOutcome = 'ok' | 'failed' | 'held' | 'payment_required';

export interface SyncEngine {
  /** Becomes leader (or waits to), then syncs now, every pollMs, on pokes, on `online` and after local writes. */
  start(): void;
  stop(): void;
  /** Records a mutation (see applyLocalMutation) and schedules a sync shortly after. */
  mutate<N extends MutationName>(name: N, args: MutationInput<N>): Promise<number>;
  /** One push-then-pull round (one request in flight; a call during a round queues one more). Never throws. */
  sync(): Promise<SyncOutcome>;
  /** Something suggests syncing now (visibility change, a poke, back online). */
  trigger(reason?: string): void;
  getStatus(): SyncStatus;
  subscribe(listener: (s: SyncStatus) => void): () => void;
  /** Re-enqueues a rejected mutation's args as a new mutation; the rejection is removed. */
  retryRejected(mutationId: number): Promise<number>;
  discardRejected(mutationId: number): Promise<void>;
  isLeader(): boolean;
}

const defaultTimers: Timers = {
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

/**
 * The sync engine (architecture: "Sync protocol"): no DOM, so it runs in the
 * worker and unchanged in Node tests. All domain data goes through the
 * device's database; this only moves the outbox up and the server's changes
 * down.
 */
export function createSyncEngine(o: SyncEngineOptions): SyncEngine {
  const { db } = o;
  const timers = o.timers ?? defaultTimers;
  const now = o.now ?? Date.now;
  const debounceMs = o.debounceMs ?? 50;
  const pollMs = o.pollMs ?? 60_000;
  const pushBatchSize = o.pushBatchSize ?? 500;
  const url = (path: string) => `${o.baseUrl}${path}`;

  let started = false;
  let leader = false;
  let leadership: { release(): void } | null = null;
  let stopWatch: (() => void) | null = null;
  let pokes: PokeStream | null = null;
  let removeOnline: (() => void) | null = null;

  let timer: unknown = null;
  let timerDue = Infinity;
  let attempt = 0;
  let inFlight: Promise<SyncOutcome> | null = null;
  let queued: Promise<SyncOutcome> | null = null;

  let net: SyncNetState = { ...INITIAL_NET };
  let pending = 0;
  const listeners = new Set<(s: SyncStatus) => void>();
  const status = () => deriveSyncStatus(net, pending);
  const emit = () => {
    const s = status();
    for (const l of listeners) l(s);
  };

  async function refreshPending() {
    pending = await db.outbox.where('status').equals('pending').count();
    emit();
  }

  async function setNet(next: Partial<SyncNetState>) {
    net = { ...net, ...next };
    await setMeta(db, 'net', net);
    emit();
  }

  function schedule(delay: number) {
    if (!started || !leader) return;
    const due = now() + delay;
    if (timer !== null && timerDue <= due) return;
    if (timer !== null) timers.clearTimeout(timer);
    timerDue = due;
    timer = timers.setTimeout(() => {
      timer = null;
      timerDue = Infinity;
      void sync();
    }, delay);
  }

  async function push(token: string, deviceId: string) {
    for (;;) {
      const batch = await db.outbox.where('status').equals('pending').limit(pushBatchSize).toArray();
      if (!batch.length) return;
      batch.sort((a, b) => a.mutationId - b.mutationId);
      const res = await postJson<PushResponse>(o.fetch, url('/api/sync/push'), token, {
        protocolVersion: PROTOCOL_VERSION,
        deviceId,
        mutations: batch.map((m) => ({ id: m.mutationId, name: m.name, args: m.args, createdAt: m.createdAt, hlc: m.hlc, seen: m.seen })),
      });
      await recordRejections(res.results);
      await recordLostEdits(res.results);
      // Fewer results than sent: the server stopped at a gap; the pull tells where it stands.
      if (res.results.length < batch.length || batch.length < pushBatchSize) return;
    }
  }

  async function recordRejections(results: MutationResult[]) {
    const errors = results.filter((r) => r.status === 'error' && r.error);
    if (!errors.length) return;
    const { mutationTarget } = await loadWritePath();
    await db.transaction('rw', db.outbox, db.rejected, async () => {
      for (const r of errors) {
        const entry = await db.outbox.get(r.id);
        if (!entry || entry.status === 'error') continue;
        await db.outbox.update(r.id, { status: 'error', error: r.error });
        await db.rejected.put({
          mutationId: r.id,
          name: entry.name,
          args: entry.args,
          error: r.error!,
          createdAt: entry.createdAt,
          target: mutationTarget(entry.name as MutationName, entry.args),
        });
      }
    });
  }

  /** Edits the server kept another device's later value for: the user sees both in the needs-attention list. */
  async function recordLostEdits(results: MutationResult[]) {
    const lost = results.flatMap((r) => (r.lost ?? []).map((l) => ({ ...l, key: `m${r.id}:${l.table}:${l.rowId}:${l.field}`, at: new Date(now()).toISOString() })));
    if (lost.length) await db.notices.bulkPut(lost);
  }

  async function pull(token: string, deviceId: string) {
    const stored = (await getMeta(db, 'noticesStored')) ?? 0;
    const ack = stored > ((await getMeta(db, 'noticesAcked')) ?? 0) ? stored : undefined;
    const startedAt = now();
    // A download cut off midway (offline, the tab closed) goes on from its stored cursor: its progress goes on too.
    let download: DownloadProgress | null = (await getMeta(db, 'download')) ?? null;
    // Pages are read ahead (a download's pages stream in one answer): the next ones arrive while this one is applied.
    const feed = openPullFeed({
      fetch: o.fetch,
      url: url('/api/sync/pull'),
      token,
      body: { deviceId, ...(ack ? { noticesAck: ack } : {}) },
      cursor: (await getMeta(db, 'cursor')) ?? null,
    });
    try {
      for (;;) {
        const page = await feed.next();
        // A download from scratch that takes pages reports its progress (the app's progress bar); the last page clears it.
        if (page.reset && page.remaining !== undefined) download = { done: 0, total: page.changes.length + page.remaining, startedAt };
        if (download) download = page.hasMore ? { ...download, done: Math.min(download.total, download.done + page.changes.length) } : null;
        await rebase(db, page, now(), download ?? (page.hasMore ? undefined : null));
        if (!page.hasMore) break;
      }
    } finally {
      feed.close();
    }
    if (ack) await setMeta(db, 'noticesAcked', ack);
  }

  async function round(): Promise<SyncOutcome> {
    const holdUntil = (await getMeta(db, 'holdUntil').catch(() => undefined)) ?? 0;
    if (holdUntil > now()) {
      schedule(holdUntil - now());
      return 'held';
    }
    try {
      const token = await o.getToken();
      if (!token) throw new HttpError(401, 'unauthenticated', 'not signed in');
      const deviceId = await db.transaction('rw', db.syncMeta, () => ensureDeviceId(db));
      await push(token, deviceId);
      await pull(token, deviceId);
      attempt = 0;
      await setNet({ online: true, error: null, payment: null, lastSyncedAt: new Date(now()).toISOString() });
      await refreshPending();
      schedule(pollMs);
      return 'ok';
    } catch (e) {
      if (e instanceof HttpError && e.status === 402) return paymentRequired(e);
      try {
        await refreshPending();
        if (e instanceof NetworkError) await setNet({ online: false, error: null });
        else if (e instanceof HttpError) await setNet({ online: true, error: reasonOf(e) });
        else await setNet({ error: 'client' });
      } catch {
        // The database closed under us (signed out): nothing left to report.
        return 'failed';
      }
      // Retry transient failures with backoff; an auth or protocol problem waits for the next trigger.
      const retryable = e instanceof NetworkError || (e instanceof HttpError && (e.status >= 500 || e.status === 429 || e.status === 408));
      schedule(retryable ? backoffDelay(attempt++, o.random) : pollMs);
      return 'failed';
    }
  }

  /**
   * The trainer's access lapsed (trial over, payment due). The server
   * processed nothing of the push, so the outbox stays exactly as it is:
   * nothing is marked rejected, nothing dropped. No round is scheduled; the
   * next start, trigger (sign-in, back online, a visible tab) or poke tries
   * again, and the first that gets through delivers the outbox.
   */
  async function paymentRequired(e: HttpError): Promise<SyncOutcome> {
    try {
      await refreshPending();
      const code = e.code ?? 'payment_required';
      await setNet({ online: true, error: code, payment: { code, checkoutUrl: e.checkoutUrl, at: new Date(now()).toISOString() } });
    } catch {
      // The database closed under us (signed out).
    }
    return 'payment_required';
  }

  function sync(): Promise<SyncOutcome> {
    if (!inFlight) {
      inFlight = round().finally(() => {
        inFlight = null;
      });
      return inFlight;
    }
    if (!queued) {
      queued = inFlight.then(() => {
        queued = null;
        return sync();
      });
    }
    return queued;
  }

  function becomeLeader() {
    if (!started) return;
    leader = true;
    // Writes from other tabs reach this database too: watch the outbox.
    let seen = -1;
    const sub = liveQuery(async () => (await db.outbox.orderBy('mutationId').last())?.mutationId ?? 0).subscribe({
      next: (maxId) => {
        if (seen >= 0 && maxId > seen) schedule(debounceMs);
        seen = Math.max(seen, maxId);
      },
      error: () => {},
    });
    stopWatch = () => sub.unsubscribe();
    if (o.events !== false) {
      pokes = openPokeStream({
        fetch: o.fetch,
        url: url('/api/sync/events'),
        getToken: o.getToken,
        onPoke: () => schedule(0),
        onOpen: () => schedule(0),
        setTimeout: timers.setTimeout,
        clearTimeout: timers.clearTimeout,
        random: o.random,
      });
    }
    const listenOnline = o.listenOnline ?? typeof (globalThis as { addEventListener?: unknown }).addEventListener === 'function';
    if (listenOnline) {
      const onOnline = () => {
        attempt = 0;
        pokes?.reconnectNow();
        schedule(0);
      };
      globalThis.addEventListener('online', onOnline);
      removeOnline = () => globalThis.removeEventListener('online', onOnline);
    }
    schedule(0);
  }

  return {
    start() {
      if (started) return;
      started = true;
      void (async () => {
        const saved = await getMeta(db, 'net');
        if (saved) net = saved;
        await refreshPending();
      })().catch(() => {});
      leadership = electLeader(o.locks, `repwise-sync:${db.name}`, becomeLeader);
    },
    stop() {
      started = false;
      leader = false;
      if (timer !== null) timers.clearTimeout(timer);
      timer = null;
      timerDue = Infinity;
      stopWatch?.();
      pokes?.close();
      removeOnline?.();
      leadership?.release();
      stopWatch = pokes = removeOnline = leadership = null;
    },
    async mutate(name, args) {
      const id = await applyLocalMutation(db, name, args, new Date(now()), { show: false });
      await refreshPending();
      schedule(debounceMs);
      return id;
    },
    sync,
    trigger() {
      attempt = 0;
      // The tab hears `online` where the worker may not (emulated networks): the poke stream's wait ends too.
      pokes?.reconnectNow();
      schedule(0);
    },
    getStatus: status,
    subscribe(listener) {
      listeners.add(listener);
      listener(status());
      return () => listeners.delete(listener);
    },
    async retryRejected(mutationId) {
      const r = await db.rejected.get(mutationId);
      if (!r) throw new Error(`No rejected mutation ${mutationId}`);
      const id = await applyLocalMutation(db, r.name as MutationName, r.args as never, new Date(now()), { show: false });
      await db.rejected.delete(mutationId);
      await refreshPending();
      schedule(debounceMs);
      return id;
    },
    async discardRejected(mutationId) {
      await db.rejected.delete(mutationId);
    },
    isLeader: () => leader,
  };
}

function reasonOf(e: HttpError): string {
  // An admin disabled the account: the app signs out and says so (src/sync-session/SignOutWhenDisabled.tsx).
  if (e.status === 401 && e.code === 'account_disabled') return 'account_disabled';
  if (e.status === 401) return 'unauthenticated';
  if (e.status === 403) return 'forbidden';
  if (e.code === 'unsupported_protocol') return 'unsupported_protocol';
  if (e.status >= 500) return 'server';
  return e.code ?? `http_${e.status}`;
}
