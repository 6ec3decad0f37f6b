import { useEffect, useState } from 'react';
import type { EarlierBilling } from '../../../domain/billing/earlier';
import { syncWindow } from '../../../domain/protocol/window';
import { http } from '../../api/http';
import { useAuth } from '../../auth/authStore';
import { usePendingCount, useUserDb } from '../../db';
import { useBrowserOnline } from '../../hooks/useBrowserOnline';

/*
 * A device holds the sessions of the sync window only (120 days back), but a
 * client's payments pay their oldest sessions first, however old. The server
 * sums what each client was billed before the window (GET /api/billing/earlier);
 * the device puts that one figure in front of its own sessions
 * (domain/billing/earlier.ts), so its figures are the server's. The answer is
 * kept (localStorage, per user and window day) for offline use; without it
 * the screens say their figures start at the window's edge.
 */

export interface EarlierState {
  /** Per client; null when the server has not answered for today's window. */
  byClient: ReadonlyMap<string, EarlierBilling> | null;
  /** Instant the device's own sessions start at. */
  before: string;
}

interface Dto {
  client_id: string;
  before: string;
  billed_minor: number;
  sessions: number;
}

const storageKey = (dbName: string) => `repwise.billing.earlier.${dbName}`;

function stored(dbName: string, before: string): Map<string, EarlierBilling> | null {
  try {
    const raw = localStorage.getItem(storageKey(dbName));
    if (!raw) return null;
    const v = JSON.parse(raw) as { before: string; list: Dto[] };
    return v.before === before ? mapOf(v.list) : null;
  } catch {
    return null;
  }
}

const mapOf = (list: Dto[]) => new Map(list.map((d) => [d.client_id, { before: d.before, billedMinor: d.billed_minor, sessions: d.sessions }]));

// One answer per database and window, shared by every screen of this page load.
const memory = new Map<string, Map<string, EarlierBilling>>();

export function useEarlierBilling(): EarlierState {
  const db = useUserDb();
  const { role } = useAuth();
  const online = useBrowserOnline();
  // Asked again once the device has pushed everything (a price or rate changed offline).
  const drained = usePendingCount() === 0;
  const [before] = useState(() => new Date(syncWindow(Date.now()).from).toISOString());
  const key = `${db.name}|${before}`;
  const [byClient, setByClient] = useState<Map<string, EarlierBilling> | null>(() => memory.get(key) ?? stored(db.name, before));

  useEffect(() => {
    if (!online || !drained || (role !== 'trainer' && role !== 'client')) return;
    const controller = new AbortController();
    http
      .get<{ data: Dto[] }>(role === 'trainer' ? '/api/billing/earlier' : '/api/client/billing/earlier', { query: { before }, signal: controller.signal })
      .then((res) => {
        const map = mapOf(res.data);
        memory.set(key, map);
        try {
          localStorage.setItem(storageKey(db.name), JSON.stringify({ before, list: res.data }));
        } catch {
          // Storage full or denied: the figure still serves this page load.
        }
        setByClient(map);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, [online, drained, role, before, key, db.name]);

  return { byClient, before };
}
