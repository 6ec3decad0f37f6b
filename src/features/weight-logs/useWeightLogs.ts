import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import type { WeightLogRow } from '../../../domain/protocol/rows';
import type { SyncTableName } from '../../../domain/protocol/tables';
import { layerOf, useOverlayVersion, useUserDb } from '../../db';
import { useOverlayHold } from '../../db/overlayHold';
import { weightLogsOf } from './queries';

const WEIGHT_LOGS: readonly SyncTableName[] = ['weightLogs'];

const newestLogFirst = (a: WeightLogRow, b: WeightLogRow) => (a.loggedAt === b.loggedAt ? (a.id < b.id ? 1 : -1) : a.loggedAt < b.loggedAt ? 1 : -1);

/** A client's weight logs, newest first, with this tab's writes shown at once. */
export function useWeightLogs(clientId: string | null | undefined): WeightLogRow[] | undefined {
  const db = useUserDb();
  const layer = layerOf(db);
  const read = useLiveQuery(async () => {
    const commits = layer.commits;
    return { commits, rows: clientId ? await weightLogsOf(db, clientId) : [] };
  }, [db, clientId]);
  const version = useOverlayVersion(db);
  useOverlayHold(layer, WEIGHT_LOGS, read?.commits);
  return useMemo(() => {
    if (!read) return undefined;
    layer.remember('weightLogs', read.rows);
    return layer.merge('weightLogs', read.rows, read.commits, { include: (r) => r.clientId === clientId, compare: newestLogFirst });
  }, [read, version, layer, clientId]);
}
