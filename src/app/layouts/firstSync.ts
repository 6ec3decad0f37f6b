import type { SyncNetState } from '../../../replica/db/types';

/** The longest a screen waits for the device's first sync before showing what the device has. */
export const FIRST_SYNC_WAIT_MS = 8000;

/**
 * Whether the signed-in screens may show: once this device has synced once
 * (or the first sync cannot finish now: no network, an error, too long).
 * Before that the device holds nothing, and a screen shown meanwhile would
 * be redrawn with each page the first pull writes, its cards moving down as
 * rows arrive above them. `net` is undefined while it is being read, null
 * before the sync engine wrote it.
 */
export function firstSyncSettled(net: SyncNetState | null | undefined, o: { browserOnline: boolean; timedOut: boolean }): boolean {
  if (o.timedOut || !o.browserOnline) return true;
  if (!net) return false;
  return !!net.lastSyncedAt || !net.online || !!net.error || !!net.payment;
}
