import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * One tap's write at a time. A write that ended frees the taps once the
 * screen shows what it wrote: the data shown may be a render behind (it is
 * deferred), and a tap before that would act on the row as it was. A busy
 * tap is tried again meanwhile; after 250 ms the gate opens anyway.
 */
export function useTapGate<T>(shown: T, latest: () => T) {
  const busy = useRef(false);
  const settling = useRef<ReturnType<typeof setTimeout> | null>(null);
  const shownData = useRef(shown);
  const settled = () => {
    if (settling.current !== null) clearTimeout(settling.current);
    settling.current = null;
    busy.current = false;
  };
  const release = () => {
    if (latest() === shownData.current) busy.current = false;
    else settling.current = setTimeout(settled, 250);
  };
  useLayoutEffect(() => {
    shownData.current = shown;
    if (settling.current !== null) settled();
  }, [shown]);
  useEffect(() => () => void (settling.current !== null && clearTimeout(settling.current)), []);
  return { busy, release };
}
