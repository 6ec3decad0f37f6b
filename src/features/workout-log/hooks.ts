import { useLiveQuery } from 'dexie-react-hooks';
import { useUserDb } from '../../db';
import { exerciseLogsTable, exerciseSetsTable, useExerciseLogRows, type ExerciseLogRows } from '../../db/workouts';
import type { HistorySet } from './model';

export type SessionLogRows = ExerciseLogRows;

/** One client's exercise logs and sets of a session (a null session, a blank workout not created yet, is empty). */
export function useSessionLog(sessionId: string | null, clientId: string | null): SessionLogRows | undefined {
  return useExerciseLogRows(sessionId ? clientId : null, sessionId);
}

/**
 * The client's done sets of other sessions with their exercise (the
 * "previous" column and the records of the finish summary).
 */
export function useClientHistory(clientId: string | null, excludeSessionId: string | null): HistorySet[] | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    if (!clientId) return [];
    const [logs, sets] = await Promise.all([exerciseLogsTable(db).where('clientId').equals(clientId).toArray(), exerciseSetsTable(db).where('clientId').equals(clientId).toArray()]);
    const exerciseOf = new Map(logs.map((l) => [l.id, l.exerciseId]));
    const out: HistorySet[] = [];
    for (const s of sets) {
      const exerciseId = exerciseOf.get(s.exerciseLogId);
      if (exerciseId !== undefined && s.sessionId !== excludeSessionId && s.completedAt) out.push({ ...s, exerciseId });
    }
    return out;
  }, [db, clientId, excludeSessionId]);
}
