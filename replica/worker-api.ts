import type { MutationInput, MutationName } from '../domain/mutations/registry';
import { openUserDb, type RepwiseDb } from './db/schema';
import { createSyncEngine, type SyncEngine, type SyncOutcome } from './engine';
import type { FetchLike } from './http';
import type { LockManagerLike } from './leader';
import type { SyncStatus } from './status';

/**
 * What workers/sync.worker.ts exposes over comlink:
 *
 *   import { expose } from 'comlink';
 *   import { createSyncWorkerApi } from './worker-api';
 *   expose(createSyncWorkerApi());
 *
 * The tab opens the same user database itself for live queries and writes
 * through applyLocalMutation (src/db); the engine here notices new outbox
 * entries through Dexie's cross-context change events. Call trigger() on
 * `visibilitychange`; `online` is heard in the worker itself.
 */
export interface SyncWorkerApi {
  start(opts: { userId: string; token: string; baseUrl?: string }): Promise<void>;
  /** A new token after sign-in again, or null after sign-out (syncing stops with reason unauthenticated). */
  setToken(token: string | null): void;
  mutate<N extends MutationName>(name: N, args: MutationInput<N>): Promise<number>;
  sync(): Promise<SyncOutcome>;
  trigger(reason?: string): void;
  getStatus(): SyncStatus;
  /** Pass a comlink proxy(callback); returns an id for unsubscribe (functions do not cross comlink). The UI can also use useSyncStatus(). */
  subscribe(listener: (s: SyncStatus) => void): number;
  unsubscribe(id: number): void;
  retryRejected(mutationId: number): Promise<number>;
  discardRejected(mutationId: number): Promise<void>;
  stop(): Promise<void>;
}

export function createSyncWorkerApi(env: { fetch?: FetchLike; locks?: LockManagerLike | null } = {}): SyncWorkerApi {
  let engine: SyncEngine | null = null;
  let db: RepwiseDb | null = null;
  let token: string | null = null;
  const subscriptions = new Map<number, () => void>();
  let nextSub = 0;
  const need = () => {
    if (!engine) throw new Error('sync worker not started');
    return engine;
  };
  const nav = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator;
  return {
    async start({ userId, token: t, baseUrl = '' }) {
      await this.stop();
      token = t;
      db = openUserDb(userId);
      engine = createSyncEngine({
        db,
        fetch: env.fetch ?? ((url, init) => fetch(url, init)),
        getToken: () => token,
        baseUrl,
        locks: env.locks !== undefined ? env.locks : (nav?.locks ?? null),
      });
      engine.start();
    },
    setToken(t) {
      token = t;
      if (t) engine?.trigger('token');
    },
    mutate: async (name, args) => need().mutate(name, args),
    sync: async () => need().sync(),
    trigger: (reason) => engine?.trigger(reason),
    getStatus: () => need().getStatus(),
    subscribe(listener) {
      subscriptions.set(++nextSub, need().subscribe(listener));
      return nextSub;
    },
    unsubscribe(id) {
      subscriptions.get(id)?.();
      subscriptions.delete(id);
    },
    retryRejected: async (id) => need().retryRejected(id),
    discardRejected: async (id) => need().discardRejected(id),
    async stop() {
      for (const off of subscriptions.values()) off();
      subscriptions.clear();
      engine?.stop();
      db?.close();
      engine = null;
      db = null;
    },
  };
}
