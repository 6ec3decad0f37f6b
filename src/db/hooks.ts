import { useLiveQuery } from 'dexie-react-hooks';
import type { SyncTableName } from '../../domain/sync/tables';
import type { SyncStatus } from '../../sync/status';
import { useUserDb } from './context';
import { clientById, clientList, pendingCount, pendingIdsOf, profileOf, rejectedList, syncStatusOf, weightLogsOf } from './queries';
import type { ClientRow, ProfileRow, RejectedMutation, WeightLogRow } from './types';

/**
 * Live queries over the signed-in user's database: a screen re-renders when
 * the rows change, whoever wrote them (this tab, the sync worker, another
 * tab). `undefined` means "still loading" (first render only).
 */

export function useProfile(): ProfileRow | null | undefined {
  const db = useUserDb();
  return useLiveQuery(() => profileOf(db), [db]);
}

export function useClients(): ClientRow[] | undefined {
  const db = useUserDb();
  return useLiveQuery(() => clientList(db), [db]);
}

export function useClient(id: string | undefined): ClientRow | null | undefined {
  const db = useUserDb();
  return useLiveQuery(() => (id ? clientById(db, id) : null), [db, id]);
}

/** A client's weight logs, newest first. */
export function useWeightLogs(clientId: string | null | undefined): WeightLogRow[] | undefined {
  const db = useUserDb();
  return useLiveQuery(() => (clientId ? weightLogsOf(db, clientId) : []), [db, clientId]);
}

/** Ids of rows of a table with unconfirmed changes (pending badge). */
export function usePendingIds(table: SyncTableName): Set<string> | undefined {
  const db = useUserDb();
  return useLiveQuery(() => pendingIdsOf(db, table), [db, table]);
}

export function useSyncStatus(): SyncStatus | undefined {
  const db = useUserDb();
  return useLiveQuery(() => syncStatusOf(db), [db]);
}

export function useRejected(): RejectedMutation[] | undefined {
  const db = useUserDb();
  return useLiveQuery(() => rejectedList(db), [db]);
}

export function usePendingCount(): number | undefined {
  const db = useUserDb();
  return useLiveQuery(() => pendingCount(db), [db]);
}
