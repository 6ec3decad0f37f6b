import { useEffect, useMemo, useState } from 'react';
import type { CalendarEntry } from '../../../domain/sessions/entries';
import { isApiError } from '../../api/ApiError';
import { http } from '../../api/http';
import { useBrowserOnline } from '../../hooks/useBrowserOnline';
import type { ViewRange } from './view';
import { entryOfDto, outsideWindow, remoteQuery, type OutsideWindow, type SessionDto } from './remote';

export interface RemoteEntries {
  /** Which side of the range the device does not hold (null, null when it holds all). */
  outside: OutsideWindow;
  online: boolean;
  /** The server's entries for the part outside the window; null while loading or when not asked. */
  entries: CalendarEntry[] | null;
  loading: boolean;
  failed: boolean;
}

const cache = new Map<string, CalendarEntry[]>();

/** Sessions of the visible range that lie outside the device's sync window, from the server when online. */
export function useRemoteEntries(range: ViewRange, now: number): RemoteEntries {
  const online = useBrowserOnline();
  const day = Math.floor(now / 86_400_000);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const outside = useMemo(() => outsideWindow(range, now), [range.start, range.end, day]);
  const query = useMemo(() => remoteQuery(range, outside), [range, outside]);
  const key = query ? `${query.start}|${query.end}` : null;
  const [state, setState] = useState<{ key: string | null; entries: CalendarEntry[] | null; failed: boolean }>({ key: null, entries: null, failed: false });

  useEffect(() => {
    if (!key || !query || !online) return;
    const hit = cache.get(key);
    if (hit) {
      setState({ key, entries: hit, failed: false });
      return;
    }
    const controller = new AbortController();
    setState({ key, entries: null, failed: false });
    http
      .get<{ data: SessionDto[] }>('/api/training-sessions', { query: { start: query.start, end: query.end }, signal: controller.signal })
      .then((res) => {
        const entries = res.data.map(entryOfDto);
        cache.set(key, entries);
        setState({ key, entries, failed: false });
      })
      .catch((e: unknown) => {
        if (controller.signal.aborted) return;
        // docs/rules/errors-and-limits.md "Payment required (402)": the session list treats 402 as empty, without an error (the wrapper already went to /trial-expired).
        if (isApiError(e) && e.status === 402) setState({ key, entries: [], failed: false });
        else setState({ key, entries: null, failed: true });
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, online]);

  const mine = state.key === key;
  return { outside, online, entries: mine ? state.entries : null, loading: !!key && online && !(mine && (state.entries || state.failed)), failed: mine && state.failed };
}
