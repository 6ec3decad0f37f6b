import { useEffect, useState, useSyncExternalStore } from 'react';
import { usePendingCount } from '../../db/hooks';
import type { ExerciseLogRows } from '../../db/workouts';
import { http } from '../../api/http';
import { useBrowserOnline } from '../../hooks/useBrowserOnline';
import { olderRange, rowsOfLogDtos, type LogDto } from './older-logs';

export interface OlderLogs {
  /** The server's logs from before the device's window; null until fetched (or when offline). */
  rows: ExerciseLogRows | null;
  /** Instant the device's own history starts at. */
  before: string;
  /** `offline`: the older part could not be asked for, so figures cover the window only. */
  state: 'loading' | 'done' | 'offline' | 'failed';
}

// Older history changes only by an import or a manual log of an old workout; one fetch per client and page load, unless marked stale.
const cache = new Map<string, ExerciseLogRows>();
const stale = new Set<string>();
let staleVersion = 0;
const listeners = new Set<() => void>();

/**
 * Says a client's older history changed on this device (an import): it is
 * asked for again once the device has pushed everything it holds, since
 * those rows reach the server only through the outbox.
 */
export function markOlderLogsStale(clientId: string): void {
  stale.add(clientId);
  staleVersion++;
  for (const l of listeners) l();
}

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** A client's exercise logs from before the sync window, from the server when online. */
export function useOlderLogRows(clientId: string | null): OlderLogs {
  const online = useBrowserOnline();
  const version = useSyncExternalStore(subscribe, () => staleVersion);
  const drained = usePendingCount() === 0;
  const [range] = useState(() => olderRange(Date.now()));
  const key = clientId ? `${clientId}|${range.end_date}` : null;
  const [state, setState] = useState<{ key: string | null; rows: ExerciseLogRows | null; failed: boolean }>({ key: null, rows: null, failed: false });

  useEffect(() => {
    if (!key || !clientId || !online) return;
    if (stale.has(clientId)) {
      if (!drained) return;
      stale.delete(clientId);
      cache.delete(key);
    }
    const hit = cache.get(key);
    if (hit) {
      setState({ key, rows: hit, failed: false });
      return;
    }
    const controller = new AbortController();
    http
      .get<{ data: LogDto[] }>('/api/exercise-logs/range', {
        query: { client_id: clientId, start_date: range.start_date, end_date: range.end_date },
        signal: controller.signal,
      })
      .then((res) => {
        const rows = rowsOfLogDtos(res.data);
        cache.set(key, rows);
        setState({ key, rows, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ key, rows: null, failed: true });
      });
    return () => controller.abort();
  }, [key, clientId, online, range, version, drained]);

  const mine = state.key === key ? state : null;
  if (mine?.rows) return { rows: mine.rows, before: range.before, state: 'done' };
  if (!key) return { rows: null, before: range.before, state: 'done' };
  if (!online) return { rows: null, before: range.before, state: 'offline' };
  return { rows: null, before: range.before, state: mine?.failed ? 'failed' : 'loading' };
}
