import { API_CACHE_NAME } from '../../domain/constants';
import { applyLocalMutations } from '../../replica/write/entry';
import type { MutationName } from '../../domain/mutations/registry';
import { authStore } from '../auth/authStore';
import { deleteUserDb, userDbName, type RepwiseDb } from '../../replica/db/schema';
import { clearJournal } from '../../replica/write/journal';
import { spawnSyncEngine, type SyncEngineHandle } from './engineHandle';
import { setSyncUserId } from './identity';
import { requestPersistentStorage } from './persist';

/**
 * The tab's one sync session: the engine of the signed-in user, started
 * after sign-in or at startup with a stored token, told about new tokens,
 * nudged when the tab becomes visible or the browser comes back online,
 * stopped at sign-out. Operations run one after another, so a quick
 * sign-out and sign-in never leave two engines on one database.
 */
interface Session {
  userId: string;
  token: string;
  handle: SyncEngineHandle;
}

let session: Session | null = null;
let chain: Promise<unknown> = Promise.resolve();

function serial<T>(fn: () => Promise<T>): Promise<T> {
  const run = chain.then(fn, fn);
  chain = run.catch(() => {});
  return run;
}

async function stopCurrent(): Promise<void> {
  const s = session;
  session = null;
  await s?.handle.dispose();
}

export function startSync(userId: string, token: string): Promise<void> {
  listen();
  return serial(async () => {
    if (session?.userId === userId) {
      if (session.token !== token) {
        session.token = token;
        await session.handle.setToken(token);
      }
      return;
    }
    await stopCurrent();
    const handle = await spawnSyncEngine({ userId, token });
    session = { userId, token, handle };
    void requestPersistentStorage();
  });
}

export function stopSync(): Promise<void> {
  return serial(stopCurrent);
}

/** Sync soon (a visible tab, the network back, a user's "sync now"). */
export function triggerSync(reason?: string): void {
  void session?.handle.trigger(reason).catch(() => {});
}

/** Whether the engine runs in a worker (false: in this tab), or null when not started. */
export function syncRunsInWorker(): boolean | null {
  return session ? session.handle.inWorker : null;
}

/** Sends a rejected mutation again (as a new mutation); without a running engine the next one pushes it. */
export async function retryRejected(db: RepwiseDb, mutationId: number): Promise<void> {
  await chain;
  if (session) {
    await session.handle.retryRejected(mutationId);
    return;
  }
  const r = await db.rejected.get(mutationId);
  if (!r) return;
  await applyLocalMutations(db, [{ name: r.name as MutationName, args: r.args as never }]);
  await db.rejected.delete(mutationId);
}

/** Gives up a rejected mutation: its change is already undone on this device. */
export async function discardRejected(db: RepwiseDb, mutationId: number): Promise<void> {
  await db.rejected.delete(mutationId);
}

/**
 * After sign-out: stop syncing, forget the cached user and, when asked (the
 * user chose to drop unsynced changes), delete the user's local database.
 */
export async function endSession(userId: string | null, opts: { deleteData: boolean }): Promise<void> {
  await stopSync();
  setSyncUserId(null);
  if (typeof caches !== 'undefined') await caches.delete(API_CACHE_NAME).catch(() => false);
  if (opts.deleteData && userId) {
    clearJournal(userDbName(userId));
    await deleteUserDb(userId);
  }
}

let listening = false;
function listen() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') triggerSync('visible');
  });
  window.addEventListener('online', () => triggerSync('online'));
}

/** Follows the auth store: remember whose database this is, pass new tokens on, stop when signed out. */
function followAuth() {
  const { token, user } = authStore.get();
  if (!token) {
    if (session) void stopSync();
    return;
  }
  if (user) setSyncUserId(user.id);
  if (session && user && user.id !== session.userId) void stopSync();
  else if (session && token !== session.token) void startSync(session.userId, token);
}
authStore.subscribe(followAuth);
