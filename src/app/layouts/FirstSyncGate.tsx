import { useLiveQuery } from 'dexie-react-hooks';
import { useDeferredValue, useEffect, useState, type ReactNode } from 'react';
import type { Role } from '../../../domain/constants';
import { useUserDb, type SyncNetState } from '../../db';
import { useBrowserOnline } from '../../hooks/useBrowserOnline';
import { AreaSkeleton } from './AreaSkeleton';
import { FIRST_SYNC_WAIT_MS, firstSyncSettled } from './firstSync';
import { RevealWhenStill } from './RevealWhenStill';

/** Databases whose screens showed once in this page's life: they never go back to the skeleton. */
const shown = new WeakSet<object>();

/**
 * The screen, once the device's first sync has settled (firstSync.ts); until
 * then the skeleton the server pre-rendered the page with (AreaFrame.tsx), so
 * a first visit goes frame → screen with its data, in one step, and the
 * screens' live queries do not re-run for every page the first pull writes.
 * The page's first screen is then shown whole (RevealWhenStill.tsx).
 */
export function FirstSyncGate({ role, pathname, children }: { role: Role; pathname: string; children: ReactNode }) {
  const db = useUserDb();
  const net = useLiveQuery(async () => ((await db.syncMeta.get('net'))?.value as SyncNetState | undefined) ?? null, [db]);
  const browserOnline = useBrowserOnline();
  const [timedOut, setTimedOut] = useState(false);
  const [already] = useState(() => shown.has(db));
  const settled = shown.has(db) || firstSyncSettled(net, { browserOnline, timedOut });
  useEffect(() => {
    if (settled) {
      shown.add(db);
      return;
    }
    const timer = setTimeout(() => setTimedOut(true), FIRST_SYNC_WAIT_MS);
    return () => clearTimeout(timer);
  }, [db, settled]);
  // The screen mounts in a background render that yields to the browser every few milliseconds, not in
  // the one that follows the sync state's change (a whole screen at once held the main thread).
  const mount = useDeferredValue(settled);
  return (
    <RevealWhenStill cover={<AreaSkeleton role={role} pathname={pathname} />} hold={!mount} atOnce={already}>
      {children}
    </RevealWhenStill>
  );
}
