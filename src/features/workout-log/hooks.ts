import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useSyncExternalStore } from 'react';
import type { ExerciseLogRow, SetRow } from '../../../domain/workouts/rows';
import { useUserDb, type RepwiseDb } from '../../db';
import { layerOf } from '../../db/optimistic';
import type { HistorySet } from './model';

const LOGS = 'exerciseLogs';
const SETS = 'exerciseSets';

const logsTable = (db: RepwiseDb) => db.table<ExerciseLogRow, string>(LOGS);
const setsTable = (db: RepwiseDb) => db.table<SetRow, string>(SETS);

export interface SessionLogRows {
  logs: ExerciseLogRow[];
  sets: SetRow[];
}

const byOrder = (a: { order: number; id: string }, b: { order: number; id: string }) => a.order - b.order || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * One client's exercise logs and sets of a session, live, with this tab's own
 * writes shown at once (the optimistic layer, as usePlan does). `undefined`
 * while loading; a null session (a blank workout not created yet) is empty.
 */
export function useSessionLog(sessionId: string | null, clientId: string | null): SessionLogRows | undefined {
  const db = useUserDb();
  const layer = layerOf(db);
  const read = useLiveQuery(async () => {
    const commits = layer.commits;
    if (!sessionId || !clientId) return { commits, logs: [] as ExerciseLogRow[], sets: [] as SetRow[] };
    const [logs, sets] = await Promise.all([logsTable(db).where('sessionId').equals(sessionId).toArray(), setsTable(db).where('sessionId').equals(sessionId).toArray()]);
    return { commits, logs: logs.filter((l) => l.clientId === clientId), sets: sets.filter((s) => s.clientId === clientId) };
  }, [db, sessionId, clientId]);
  const version = useSyncExternalStore(layer.subscribe, layer.getVersion, layer.getVersion);
  return useMemo(() => {
    if (!read) return undefined;
    layer.remember(LOGS, read.logs);
    layer.remember(SETS, read.sets);
    const logs = layer.merge<ExerciseLogRow>(LOGS, read.logs, read.commits, { include: (l) => l.sessionId === sessionId && l.clientId === clientId, compare: byOrder });
    const live = new Set(logs.map((l) => l.id));
    const sets = layer.merge<SetRow>(SETS, read.sets, read.commits, { include: (s) => live.has(s.exerciseLogId), compare: byOrder });
    return { logs, sets };
  }, [read, version, layer, sessionId, clientId]);
}

/**
 * The client's done sets of other sessions with their exercise (the
 * "previous" column and the records of the finish summary).
 */
export function useClientHistory(clientId: string | null, excludeSessionId: string | null): HistorySet[] | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    if (!clientId) return [];
    const [logs, sets] = await Promise.all([logsTable(db).where('clientId').equals(clientId).toArray(), setsTable(db).where('clientId').equals(clientId).toArray()]);
    const exerciseOf = new Map(logs.map((l) => [l.id, l.exerciseId]));
    const out: HistorySet[] = [];
    for (const s of sets) {
      const exerciseId = exerciseOf.get(s.exerciseLogId);
      if (exerciseId !== undefined && s.sessionId !== excludeSessionId && s.completedAt) out.push({ ...s, exerciseId });
    }
    return out;
  }, [db, clientId, excludeSessionId]);
}
