import { useCallback, useEffect, useState, type DependencyList } from 'react';
import { isApiError } from '../../api/ApiError';
import { useBrowserOnline } from '../../hooks/useBrowserOnline';

export type AdminQuery<T> =
  | { state: 'loading'; data: T | null; reload(): void }
  | { state: 'ready'; data: T; reload(): void }
  | { state: 'offline'; data: T | null; reload(): void }
  | { state: 'error'; data: T | null; message: string; reload(): void };

/**
 * Fetches an admin figure from the server (admin screens are online-only):
 * offline it says so instead of failing, keeps what it had shown, and fetches
 * again when the network comes back.
 */
export function useAdminQuery<T>(load: () => Promise<T>, deps: DependencyList): AdminQuery<T> {
  const online = useBrowserOnline();
  const [data, setData] = useState<T | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'offline' | 'error'>('loading');
  const [message, setMessage] = useState('');
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    if (!online) {
      setState('offline');
      return;
    }
    let cancelled = false;
    setState('loading');
    load()
      .then((d) => {
        if (cancelled) return;
        setData(d);
        setState('ready');
      })
      .catch((e: unknown) => {
        if (cancelled) return;
        if (isApiError(e) && e.status === 0) return setState('offline');
        setMessage(e instanceof Error ? e.message : String(e));
        setState('error');
      });
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [online, version, ...deps]);

  if (state === 'ready' && data !== null) return { state, data, reload };
  if (state === 'error') return { state, data, message, reload };
  return { state: state === 'ready' ? 'loading' : state, data, reload } as AdminQuery<T>;
}
