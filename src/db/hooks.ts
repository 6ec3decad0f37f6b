import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useSyncExternalStore } from 'react';
import type { SyncTableName } from '../../domain/protocol/tables';
import type { SyncStatus } from '../../replica/status';
import { useUserDb } from './context';
import { layerOf } from '../../replica/write/overlay';
import { useOverlayHold } from './overlayHold';
import { pendingCount, pendingIdsOf, profileOf, rejectedList, syncStatusOf, noticeList } from '../../replica/db/queries';
import type { ClientRow, DownloadProgress, ProfileRow, RejectedMutation, SyncNoticeRow } from '../../replica/db/types';
import { clientById, clientList } from './clients';

/**
 * Live queries over the signed-in user's database: a screen re-renders when
 * the rows change, whoever wrote them (this tab, the sync worker, another
 * tab). `undefined` means "still loading" (first render only).
 */

export function useProfile(): ProfileRow | null | undefined {
  const db = useUserDb();
  const profile = useLiveQuery(() => profileOf(db), [db]);
  // Local mutators read the profile (a client's own record): keep it for this tab's optimistic writes.
  if (profile !== undefined) layerOf(db).rememberProfile(profile);
  return profile;
}

/** Re-renders when this tab writes (its optimistic overlay changes). */
export function useOverlayVersion(db: ReturnType<typeof useUserDb>): number {
  const layer = layerOf(db);
  return useSyncExternalStore(layer.subscribe, layer.getVersion, layer.getVersion);
}

export function useClients(): ClientRow[] | undefined {
  const db = useUserDb();
  return useLiveQuery(() => clientList(db), [db]);
}

export function useClient(id: string | undefined): ClientRow | null | undefined {
  const db = useUserDb();
  return useLiveQuery(() => (id ? clientById(db, id) : null), [db, id]);
}

/** Ids of rows of a table with unconfirmed changes (pending badge). */
export function usePendingIds(table: SyncTableName): Set<string> | undefined {
  const db = useUserDb();
  const layer = layerOf(db);
  const read = useLiveQuery(async () => {
    const commits = layer.commits;
    return { commits, ids: await pendingIdsOf(db, table) };
  }, [db, table]);
  const version = useOverlayVersion(db);
  useOverlayHold(layer, [table], read?.commits);
  return useMemo(() => {
    if (!read) return undefined;
    const extra = layer.pendingIds(table, read.commits);
    return extra.length ? new Set([...read.ids, ...extra]) : read.ids;
  }, [read, version, layer, table]);
}

export function useSyncStatus(): SyncStatus | undefined {
  const db = useUserDb();
  return useLiveQuery(() => syncStatusOf(db), [db]);
}

/** A large download in progress (replica/db/types.ts 'download'), or null. */
export function useDownloadProgress(): DownloadProgress | null | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => ((await db.syncMeta.get('download'))?.value as DownloadProgress | null | undefined) ?? null, [db]);
}

export function useRejected(): RejectedMutation[] | undefined {
  const db = useUserDb();
  return useLiveQuery(() => rejectedList(db), [db]);
}

export function useNotices(): SyncNoticeRow[] | undefined {
  const db = useUserDb();
  return useLiveQuery(() => noticeList(db), [db]);
}

export function usePendingCount(): number | undefined {
  const db = useUserDb();
  return useLiveQuery(() => pendingCount(db), [db]);
}
