import { authStore } from '../auth/authStore';
import { signedInUserId } from './identity';
import { startSync } from './session';

/**
 * A signed-in start (a stored token and the user it belongs to): the sync
 * engine starts as the entry runs, so its worker loads and the first pull is
 * on its way while the first screen renders. Started by the first render
 * instead (SyncScope.tsx, which asks again and finds it running), the worker
 * was asked for only once React had committed the whole first render.
 */
export function startSyncEarly(): void {
  const auth = authStore.get();
  const userId = signedInUserId(auth);
  if (auth.token && userId) void startSync(userId, auth.token);
}
