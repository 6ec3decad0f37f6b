import { useCallback, useEffect, useRef, useState } from 'react';
import type { MessageRow } from '../../../domain/messaging/entity';
import { olderMessages } from './olderFromServer';

export interface Older {
  rows: MessageRow[];
  /** null: not asked yet; false: the server has nothing older. */
  more: boolean | null;
  loading: boolean;
  failed: boolean;
  load: (before: { writtenAt: string; id: string }) => void;
}

/** Messages older than the device's window, read from the server on request (docs/rules/messaging.md "On the device"). */
export function useOlderFromServer(conversationId: string): Older {
  const [state, setState] = useState<{ rows: MessageRow[]; more: boolean | null; loading: boolean; failed: boolean }>({ rows: [], more: null, loading: false, failed: false });
  const busy = useRef(false);
  useEffect(() => {
    setState({ rows: [], more: null, loading: false, failed: false });
  }, [conversationId]);
  const load = useCallback(
    (before: { writtenAt: string; id: string }) => {
      if (busy.current) return;
      busy.current = true;
      setState((s) => ({ ...s, loading: true, failed: false }));
      olderMessages(conversationId, before)
        .then(({ rows, more }) => setState((s) => ({ rows: [...rows, ...s.rows], more: more && rows.length > 0, loading: false, failed: false })))
        .catch(() => setState((s) => ({ ...s, loading: false, failed: true })))
        .finally(() => {
          busy.current = false;
        });
    },
    [conversationId],
  );
  return { ...state, load };
}
