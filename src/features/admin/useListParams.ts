import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** Search, sort and page in the address (Back returns to the same view); the search is sent 300 ms after typing stops. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const [typed, setTyped] = useState(search);
  const page = Math.max(1, Number(params.get('page')) || 1);

  const set = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(changes)) {
          if (v === null || v === '') next.delete(k);
          else next.set(k, v);
        }
        return next;
      },
      { replace: true },
    );

  useEffect(() => {
    if (typed === search) return;
    const id = setTimeout(() => set({ q: typed.trim() || null, page: null }), 300);
    return () => clearTimeout(id);
  }, [typed]);

  return { params, search, typed, setTyped, page, set };
}
