import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useSyncExternalStore } from 'react';
import type { ExerciseLogRow, SetRow } from '../../domain/workouts/rows';
import type { RepwiseDb } from '../../replica/db/schema';
import { useUserDb } from './context';
import { layerOf } from '../../replica/write/overlay';
import { useOverlayHold } from './overlayHold';

const LOGS = 'exerciseLogs';
const SETS = 'exerciseSets';
const TABLES = [LOGS, SETS] as const;

export const exerciseLogsTable = (db: RepwiseDb) => db.table<ExerciseLogRow, string>(LOGS);
export const exerciseSetsTable = (db: RepwiseDb) => db.table<SetRow, string>(SETS);

export interface ExerciseLogRows {
  logs: ExerciseLogRow[];
  sets: SetRow[];
}

const byOrder = (a: { order: number; id: string }, b: { order: number; id: string }) => a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * One client's exercise logs and their sets, live, with this tab's own writes
 * shown at once (the optimistic layer, as usePlan does): of one session when
 * `sessionId` is given, else all the device holds. `undefined` while loading;
 * a null client gives nothing.
 */
export function useExerciseLogRows(clientId: string | null, sessionId: string | null = null): ExerciseLogRows | undefined {
  const db = useUserDb();
  const layer = layerOf(db);
  const read = useLiveQuery(async () => {
    const commits = layer.commits;
    if (!clientId) return { commits, logs: [] as ExerciseLogRow[], sets: [] as SetRow[] };
    const [logs, sets] = sessionId
      ? await Promise.all([exerciseLogsTable(db).where('sessionId').equals(sessionId).toArray(), exerciseSetsTable(db).where('sessionId').equals(sessionId).toArray()])
      : await Promise.all([exerciseLogsTable(db).where('clientId').equals(clientId).toArray(), exerciseSetsTable(db).where('clientId').equals(clientId).toArray()]);
    return { commits, logs: logs.filter((l) => l.clientId === clientId), sets: sets.filter((s) => s.clientId === clientId) };
  }, [db, clientId, sessionId]);
  const version = useSyncExternalStore(layer.subscribe, layer.getVersion, layer.getVersion);
  useOverlayHold(layer, TABLES, read?.commits);
  return useMemo(() => {
    if (!read) return undefined;
    layer.remember(LOGS, read.logs);
    layer.remember(SETS, read.sets);
    const logs = layer.merge<ExerciseLogRow>(LOGS, read.logs, read.commits, {
      include: (l) => l.clientId === clientId && (!sessionId || l.sessionId === sessionId),
      compare: byOrder,
    });
    const live = new Set(logs.map((l) => l.id));
    const sets = layer.merge<SetRow>(SETS, read.sets, read.commits, { include: (s) => live.has(s.exerciseLogId), compare: byOrder });
    return { logs, sets };
  }, [read, version, layer, clientId, sessionId]);
}
