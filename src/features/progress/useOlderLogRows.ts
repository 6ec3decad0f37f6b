import { useEffect, useState } from 'react';
import type { ExerciseLogRows } from '../../db/workouts';
import { http } from '../../api/http';
import { useBrowserOnline } from '../sync-status/useBrowserOnline';
import { olderRange, rowsOfLogDtos, type LogDto } from './older-logs';

export interface OlderLogs {
  /** The server's logs from before the device's window; null until fetched (or when offline). */
  rows: ExerciseLogRows | null;
  /** Instant the device's own history starts at. */
  before: string;
  /** `offline`: the older part could not be asked for, so figures cover the window only. */
  state: 'loading' | 'done' | 'offline' | 'failed';
}

// Older history does not change under the window's edge often; one fetch per client and page load is enough.
const cache = new Map<string, ExerciseLogRows>();

/** A client's exercise logs from before the sync window, from the server when online. */
export function useOlderLogRows(clientId: string | null): OlderLogs {
  const online = useBrowserOnline();
  const [range] = useState(() => olderRange(Date.now()));
  const key = clientId ? `${clientId}|${range.end_date}` : null;
  const [state, setState] = useState<{ key: string | null; rows: ExerciseLogRows | null; failed: boolean }>({ key: null, rows: null, failed: false });

  useEffect(() => {
    if (!key || !clientId || !online) return;
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
  }, [key, clientId, online, range]);

  const mine = state.key === key ? state : null;
  if (mine?.rows) return { rows: mine.rows, before: range.before, state: 'done' };
  if (!key) return { rows: null, before: range.before, state: 'done' };
  if (!online) return { rows: null, before: range.before, state: 'offline' };
  return { rows: null, before: range.before, state: mine?.failed ? 'failed' : 'loading' };
}
