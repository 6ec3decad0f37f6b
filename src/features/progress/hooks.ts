import { useLiveQuery } from 'dexie-react-hooks';
import { useDeferredValue, useMemo } from 'react';
import type { TrainingSessionRow } from '../../../domain/sessions/rows';
import { useUserDb } from '../../db';
import { useExerciseLogRows, type ExerciseLogRows } from '../../db/workouts';
import type { LoadedPlan } from '../plans';
import { withOlder } from './older-logs';
import { planLogs, planProgress, type PlanProgress } from './plan-progress';
import { useOlderLogRows, type OlderLogs } from './useOlderLogRows';

export type ClientLogRows = ExerciseLogRows & { older: OlderLogs };

/**
 * All of one client's exercise logs and sets, live, with this tab's own
 * writes shown at once: the device's window, plus the history from before
 * it when online (`older` says whether that part is in).
 */
export function useClientLogRows(clientId: string | null): ClientLogRows | undefined {
  const device = useExerciseLogRows(clientId);
  const older = useOlderLogRows(clientId);
  return useMemo(() => (device ? { ...withOlder(device, older.rows, older.before), older } : undefined), [device, older.rows, older.before, older.state]); // eslint-disable-line react-hooks/exhaustive-deps
}

/** The plan each of the client's sessions on the device had for them, by session id, live. */
export function useSessionPlans(clientId: string | null): Map<string, string | null> | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    if (!clientId) return new Map<string, string | null>();
    const rows = await db.table<TrainingSessionRow, string>('sessions').where('clientIds').equals(clientId).toArray();
    return new Map(rows.map((s) => [s.id, s.planByClient[clientId] ?? null]));
  }, [db, clientId]);
}

/** A client's progress on a plan, live: new sets and sessions show without a reload. `undefined` while loading. */
export function usePlanProgress(clientId: string | null, plan: LoadedPlan | null | undefined): PlanProgress | undefined {
  const rows = useDeferredValue(useClientLogRows(clientId));
  const plans = useSessionPlans(clientId);
  return useMemo(() => {
    if (!rows || !plans || !plan) return undefined;
    const items = plan.blocks.flatMap((b) => plan.items.get(b.id) ?? []);
    const inPlan = planLogs(rows.logs, plan.plan.id, new Set(plan.blocks.map((b) => b.id)), plans);
    return planProgress(rows, inPlan, items, new Date());
  }, [rows, plans, plan]);
}

/** What a logged session's card heads with: the session's title and notes (the trainer's, or the imported workout's). */
export interface SessionHead {
  title: string;
  notes: string | null;
}

/** The title and notes of the client's sessions on the device, by session id, live. Older history (before the window) has none here. */
export function useSessionHeads(clientId: string | null): Map<string, SessionHead> | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => {
    if (!clientId) return new Map<string, SessionHead>();
    const rows = await db.table<TrainingSessionRow, string>('sessions').where('clientIds').equals(clientId).toArray();
    return new Map(rows.map((s) => [s.id, { title: s.title, notes: s.notes }]));
  }, [db, clientId]);
}
