import { releaseProxy, wrap } from 'comlink';
import type { SyncOutcome } from '../../replica/engine';
import type { SyncWorkerApi } from '../../replica/worker-api';

/** The sync engine as the tab drives it, in a worker or (without Worker support) in the tab. */
export interface SyncEngineHandle {
  readonly inWorker: boolean;
  start(opts: { userId: string; token: string }): Promise<void>;
  setToken(token: string | null): Promise<void>;
  trigger(reason?: string): Promise<void>;
  sync(): Promise<SyncOutcome>;
  retryRejected(mutationId: number): Promise<number>;
  discardRejected(mutationId: number): Promise<void>;
  /** Stops syncing and ends the worker. */
  dispose(): Promise<void>;
}

function inTab(api: SyncWorkerApi): SyncEngineHandle {
  return {
    inWorker: false,
    start: (o) => api.start(o),
    setToken: async (t) => api.setToken(t),
    trigger: async (r) => api.trigger(r),
    sync: () => api.sync(),
    retryRejected: (id) => api.retryRejected(id),
    discardRejected: (id) => api.discardRejected(id),
    dispose: () => api.stop(),
  };
}

function inWorker(worker: Worker): SyncEngineHandle {
  const api = wrap<SyncWorkerApi>(worker);
  return {
    inWorker: true,
    start: (o) => api.start(o),
    setToken: (t) => api.setToken(t),
    trigger: (r) => api.trigger(r),
    sync: () => api.sync(),
    retryRejected: (id) => api.retryRejected(id),
    discardRejected: (id) => api.discardRejected(id),
    async dispose() {
      // Close the database first so a sign-out can delete it; a worker that never answers is ended anyway.
      await Promise.race([api.stop().catch(() => {}), new Promise((r) => setTimeout(r, 1000))]);
      api[releaseProxy]();
      worker.terminate();
    },
  };
}

/**
 * Starts the engine in workers/sync.worker.ts. Where there is no Worker
 * (Node tests, very old browsers) or it fails to load, the same engine runs
 * in the tab: slower pages, same behaviour.
 */
export async function spawnSyncEngine(opts: { userId: string; token: string }): Promise<SyncEngineHandle> {
  if (typeof Worker !== 'undefined') {
    let worker: Worker | null = null;
    try {
      worker = new Worker(new URL('../../workers/sync.worker.ts', import.meta.url), { type: 'module', name: 'repwise-sync' });
      const failed = new Promise<never>((_, reject) => worker!.addEventListener('error', (e) => reject(new Error(e.message || 'sync worker failed to load')), { once: true }));
      const handle = inWorker(worker);
      await Promise.race([handle.start(opts), failed]);
      return handle;
    } catch {
      worker?.terminate();
    }
  }
  // The engine's code comes to the tab only in this case: a worker brings its own.
  const { createSyncWorkerApi } = await import('./engineInTab');
  const handle = inTab(createSyncWorkerApi());
  await handle.start(opts);
  return handle;
}
