import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { parseRefParam } from './references';

/**
 * The reference a Comment button put in the address (?ref=kind:id) and the
 * way to let it go once the composer holds it in its draft: left in the
 * address, a reload after the send would attach it to the next message.
 */
export function useAttachParam() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('ref');
  const attach = useMemo(() => parseRefParam(raw), [raw]);
  const onAttached = useCallback(
    () =>
      setParams(
        (p) => {
          const n = new URLSearchParams(p);
          n.delete('ref');
          return n;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { attach, onAttached };
}
