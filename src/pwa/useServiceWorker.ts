import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect } from 'react';
import { useUserDb, type SyncNetState } from '../db';
import { registerServiceWorker } from './register';

/** Latest moment to register even if the first sync has not finished (slow or no network). */
const REGISTER_AT_LATEST_MS = 8000;

/**
 * Registers the service worker once this device's first sync is done (or a
 * few seconds later at most). Installing it precaches the whole app shell,
 * which would otherwise compete with the first pull for the network and the
 * disk right after sign-in; data comes first, then the app for offline use.
 */
export function useServiceWorkerAfterFirstSync(): void {
  const db = useUserDb();
  const synced = useLiveQuery(async () => !!((await db.syncMeta.get('net'))?.value as SyncNetState | undefined)?.lastSyncedAt, [db]);
  useEffect(() => {
    if (synced) {
      registerServiceWorker();
      return;
    }
    const timer = setTimeout(registerServiceWorker, REGISTER_AT_LATEST_MS);
    return () => clearTimeout(timer);
  }, [synced]);
}
