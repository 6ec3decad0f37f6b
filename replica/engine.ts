import type { MutationInput, MutationName } from '../domain/mutations/registry';
import type { RepwiseDb } from './db/schema';
import type { FetchLike } from './http';
import { electLeader, type LockManagerLike } from './leader';
import { getMeta } from './meta';
import { syncRound, type SyncOutcome } from './sync/round';
import { defaultTimers, Scheduler, type Timers } from './sync/scheduler';
import { SyncState } from './sync/state';
import { watchTriggers } from './sync/triggers';
import type { PokeStream } from './events';
import type { SyncStatus } from './status';
import { createPhotoTransfers, type PhotoTransfers } from './photos/transfers';
import { applyLocalMutation } from './write/entry';

export type { SyncOutcome } from './sync/round';
export type { Timers } from './sync/scheduler';

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
  /** Move progress photos' files after each round (replica/photos/transfers.ts; default true). */
  photoFiles?: boolean;
}

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

/**
 * The sync engine (architecture: "Sync protocol"): no DOM, so it runs in the
 * worker and unchanged in Node tests. All domain data goes through the
 * device's database; this only moves the outbox up (sync/push.ts) and the
 * server's changes down (sync/pull.ts), in rounds (sync/round.ts) that
 * sync/scheduler.ts times and sync/triggers.ts prompts, while this tab or
 * worker leads (leader.ts).
 */
export function createSyncEngine(o: SyncEngineOptions): SyncEngine {
  const { db } = o;
  const timers = o.timers ?? defaultTimers;
  const now = o.now ?? Date.now;
  const debounceMs = o.debounceMs ?? 50;
  const pollMs = o.pollMs ?? 60_000;
  const url = (path: string) => `${o.baseUrl}${path}`;

  let started = false;
  let leader = false;
  let leadership: { release(): void } | null = null;
  let triggers: { stop: () => void; pokes: PokeStream | null } | null = null;
  let photos: PhotoTransfers | null = null;
  const attempts = { count: 0 };
  const state = new SyncState(db);

  const scheduler: Scheduler<SyncOutcome> = new Scheduler(
    timers,
    now,
    async () => {
      const outcome = await syncRound({
        db,
        getToken: o.getToken,
        push: { db, fetch: o.fetch, url: url('/api/sync/push'), batchSize: o.pushBatchSize ?? 500, now },
        pull: { db, fetch: o.fetch, url: url('/api/sync/pull'), now },
        state,
        now,
        random: o.random,
        pollMs,
        schedule,
        attempts,
      });
      // Once the photo rows are pushed, their files can follow; not awaited: an upload on a slow network holds up no round.
      if (outcome === 'ok') void photos?.run();
      return outcome;
    },
    () => started && leader,
  );
  function schedule(delay: number) {
    scheduler.schedule(delay);
  }

  function becomeLeader() {
    if (!started) return;
    leader = true;
    if (o.photoFiles !== false) photos = createPhotoTransfers({ db, fetch: o.fetch, baseUrl: o.baseUrl, getToken: o.getToken, timers, now, random: o.random });
    triggers = watchTriggers({
      db,
      fetch: o.fetch,
      eventsUrl: o.events === false ? null : url('/api/sync/events'),
      getToken: o.getToken,
      timers,
      random: o.random,
      listenOnline: o.listenOnline ?? typeof (globalThis as { addEventListener?: unknown }).addEventListener === 'function',
      debounceMs,
      schedule,
      onOnline: () => void (attempts.count = 0),
    });
    schedule(0);
  }

  /** After a local write: the pending count now, a round shortly. */
  async function wrote(id: number): Promise<number> {
    await state.refreshPending();
    schedule(debounceMs);
    return id;
  }

  return {
    start() {
      if (started) return;
      started = true;
      void (async () => {
        const saved = await getMeta(db, 'net');
        if (saved) state.net = saved;
        await state.refreshPending();
      })().catch(() => {});
      leadership = electLeader(o.locks, `repwise-sync:${db.name}`, becomeLeader);
    },
    stop() {
      started = false;
      leader = false;
      scheduler.cancel();
      triggers?.stop();
      photos?.stop();
      leadership?.release();
      triggers = leadership = photos = null;
    },
    async mutate(name, args) {
      // The worker's writes go through the same entry as a screen's, without a screen to show them on.
      return wrote(await applyLocalMutation(db, name, args, new Date(now()), { show: false }));
    },
    sync: () => scheduler.run(),
    trigger() {
      attempts.count = 0;
      // The tab hears `online` where the worker may not (emulated networks): the poke stream's wait ends too.
      triggers?.pokes?.reconnectNow();
      schedule(0);
    },
    getStatus: state.status,
    subscribe: (listener) => state.subscribe(listener),
    async retryRejected(mutationId) {
      const r = await db.rejected.get(mutationId);
      if (!r) throw new Error(`No rejected mutation ${mutationId}`);
      const id = await applyLocalMutation(db, r.name as MutationName, r.args as never, new Date(now()), { show: false });
      await db.rejected.delete(mutationId);
      return wrote(id);
    },
    async discardRejected(mutationId) {
      await db.rejected.delete(mutationId);
    },
    isLeader: () => leader,
  };
}
