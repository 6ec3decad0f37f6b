import type { SyncNetState } from './db/types';

/** What the global indicator shows (architecture: "What the user sees"). */
export type SyncStatus =
  | { state: 'synced'; pending: 0 }
  | { state: 'pending'; pending: number }
  | { state: 'offline'; pending: number }
  | { state: 'error'; pending: number; reason: string };

/** An error outranks offline, offline outranks pending work. */
export function deriveSyncStatus(net: SyncNetState, pending: number): SyncStatus {
  if (net.error) return { state: 'error', pending, reason: net.error };
  if (!net.online) return { state: 'offline', pending };
  if (pending > 0) return { state: 'pending', pending };
  return { state: 'synced', pending: 0 };
}
