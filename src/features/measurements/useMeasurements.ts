import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import type { MeasurementRow } from '../../../domain/measurements/entity';
import type { SyncTableName } from '../../../domain/protocol/tables';
import { layerOf, useOverlayVersion, useProfile, useUserDb } from '../../db';
import { useOverlayHold } from '../../db/overlayHold';

const TABLES: readonly SyncTableName[] = ['measurements'];

const newestFirst = (a: MeasurementRow, b: MeasurementRow) => (a.measuredAt === b.measuredAt ? (a.id < b.id ? 1 : -1) : a.measuredAt < b.measuredAt ? 1 : -1);

/** A client's measurements on the device, newest first, with this tab's writes shown at once. */
export function useMeasurements(clientId: string | null | undefined): MeasurementRow[] | undefined {
  const db = useUserDb();
  const layer = layerOf(db);
  const read = useLiveQuery(async () => {
    const commits = layer.commits;
    const rows = clientId ? await db.measurements.where('[clientId+measuredAt]').between([clientId, ''], [clientId, '\uffff']).toArray() : [];
    return { commits, rows: rows.reverse() };
  }, [db, clientId]);
  const version = useOverlayVersion(db);
  useOverlayHold(layer, TABLES, read?.commits);
  return useMemo(() => {
    if (!read) return undefined;
    layer.remember('measurements', read.rows);
    return layer.merge('measurements', read.rows, read.commits, { include: (r) => r.clientId === clientId, compare: newestFirst });
  }, [read, version, layer, clientId]);
}

/** The signed-in client's record id (undefined while loading, null before the first sync) and their measurements. */
export function useOwnMeasurements(): { loading: boolean; clientId: string | null | undefined; rows: MeasurementRow[] | undefined } {
  const profile = useProfile();
  const clientId = profile === undefined ? undefined : (profile?.clientId ?? null);
  const rows = useMeasurements(clientId);
  return { loading: clientId === undefined || (!!clientId && rows === undefined), clientId, rows: clientId ? rows : undefined };
}
