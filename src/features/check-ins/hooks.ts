import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import type { CheckInAssignmentRow, CheckInFormRow, CheckInSubmissionRow } from '../../../domain/check-ins/entity';
import type { SyncTableName } from '../../../domain/protocol/tables';
import { layerOf, useOverlayVersion, useProfile, useUserDb, type RepwiseDb } from '../../db';
import { useOverlayHold } from '../../db/overlayHold';

type Table = 'checkInForms' | 'checkInAssignments' | 'checkInSubmissions';
type RowOf<T extends Table> = T extends 'checkInForms' ? CheckInFormRow : T extends 'checkInAssignments' ? CheckInAssignmentRow : CheckInSubmissionRow;

/**
 * Rows of one check-in table on the device, with this tab's writes shown at
 * once (the optimistic layer, as every list of the app): `read` takes them
 * from Dexie, `include` says which of this tab's pending rows belong.
 */
function useRows<T extends Table>(table: T, read: (db: RepwiseDb) => Promise<RowOf<T>[]>, include: (r: RowOf<T>) => boolean, deps: unknown[]): RowOf<T>[] | undefined {
  const db = useUserDb();
  const layer = layerOf(db);
  const got = useLiveQuery(async () => ({ commits: layer.commits, rows: await read(db) }), [db, ...deps]);
  const version = useOverlayVersion(db);
  useOverlayHold(layer, [table as SyncTableName], got?.commits);
  return useMemo(() => {
    if (!got) return undefined;
    layer.remember(table as SyncTableName, got.rows);
    return layer.merge(table as SyncTableName, got.rows, got.commits, { include, compare: () => 0 });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [got, version, layer]);
}

const byCreated = <R extends { createdAt: string; id: string }>(a: R, b: R) => (a.createdAt === b.createdAt ? (a.id < b.id ? 1 : -1) : a.createdAt < b.createdAt ? 1 : -1);

/** The trainer's forms, newest first. */
export function useCheckInForms(): CheckInFormRow[] | undefined {
  const rows = useRows('checkInForms', (db) => db.checkInForms.toArray(), () => true, []);
  return useMemo(() => rows && [...rows].sort(byCreated), [rows]);
}

/** Assignments: one client's (by id), or every one on the device (null: a client's own, a trainer's all). */
export function useCheckInAssignments(clientId: string | null): CheckInAssignmentRow[] | undefined {
  const rows = useRows(
    'checkInAssignments',
    (db) => (clientId ? db.checkInAssignments.where('clientId').equals(clientId).toArray() : db.checkInAssignments.toArray()),
    (r) => clientId === null || r.clientId === clientId,
    [clientId],
  );
  return useMemo(() => rows && [...rows].sort(byCreated), [rows]);
}

/** Submissions: one client's, or every one on the device. */
export function useCheckInSubmissions(clientId: string | null): CheckInSubmissionRow[] | undefined {
  return useRows(
    'checkInSubmissions',
    (db) => (clientId ? db.checkInSubmissions.where('clientId').equals(clientId).toArray() : db.checkInSubmissions.toArray()),
    (r) => clientId === null || r.clientId === clientId,
    [clientId],
  );
}

/** The signed-in client's record id: undefined while loading, null before the first sync. */
export function useOwnClientId(): string | null | undefined {
  const profile = useProfile();
  return profile === undefined ? undefined : (profile?.clientId ?? null);
}
