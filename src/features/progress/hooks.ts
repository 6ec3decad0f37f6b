import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useSyncExternalStore } from 'react';
import type { ExerciseLogRow, SetRow } from '../../../domain/workouts/rows';
import { useUserDb, type RepwiseDb } from '../../db';
import { layerOf } from '../../db/optimistic';

const LOGS = 'exerciseLogs';
const SETS = 'exerciseSets';
const byOrder = (a: { order: number; id: string }, b: { order: number; id: string }) => a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export interface ClientLogRows {
  logs: ExerciseLogRow[];
  sets: SetRow[];
}

/**
 * All of one client's exercise logs and sets on the device, live, with this
 * tab's own writes shown at once (as useSessionLog does). Undefined while
 * loading.
 */
export function useClientLogRows(clientId: string | null): ClientLogRows | undefined {
  const db = useUserDb();
  const layer = layerOf(db);
  const read = useLiveQuery(async () => {
    const commits = layer.commits;
    if (!clientId) return { commits, logs: [] as ExerciseLogRow[], sets: [] as SetRow[] };
    const [logs, sets] = await Promise.all([
      db.table<ExerciseLogRow, string>(LOGS).where('clientId').equals(clientId).toArray(),
      (db as RepwiseDb).table<SetRow, string>(SETS).where('clientId').equals(clientId).toArray(),
    ]);
    return { commits, logs, sets };
  }, [db, clientId]);
  const version = useSyncExternalStore(layer.subscribe, layer.getVersion, layer.getVersion);
  return useMemo(() => {
    if (!read) return undefined;
    layer.remember(LOGS, read.logs);
    layer.remember(SETS, read.sets);
    const logs = layer.merge<ExerciseLogRow>(LOGS, read.logs, read.commits, { include: (l) => l.clientId === clientId, compare: byOrder });
    const live = new Set(logs.map((l) => l.id));
    const sets = layer.merge<SetRow>(SETS, read.sets, read.commits, { include: (s) => live.has(s.exerciseLogId), compare: byOrder });
    return { logs, sets };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [read, version, layer, clientId]);
}
