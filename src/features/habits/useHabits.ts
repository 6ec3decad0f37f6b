import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import type { HabitEntryRow, HabitRow } from '../../../domain/habits/entity';
import type { SyncTableName } from '../../../domain/protocol/tables';
import { layerOf, useOverlayVersion, useUserDb } from '../../db';
import { useOverlayHold } from '../../db/overlayHold';

const TABLES: readonly SyncTableName[] = ['habits', 'habitEntries'];

const oldestFirst = (a: HabitRow, b: HabitRow) => (a.createdAt === b.createdAt ? (a.id < b.id ? -1 : 1) : a.createdAt < b.createdAt ? -1 : 1);
const byDate = (a: HabitEntryRow, b: HabitEntryRow) => (a.date === b.date ? (a.id < b.id ? -1 : 1) : a.date < b.date ? -1 : 1);

export interface ClientHabits {
  habits: HabitRow[];
  /** Every entry of these habits, by date. */
  entries: Map<string, HabitEntryRow[]>;
}

/**
 * Clients' habits and their entries on the device, with this tab's writes
 * shown at once (a tick is on screen before the database has it). One client
 * (their dashboard, their page) or several (the trainer's dashboard).
 */
export function useHabitsOf(clientIds: readonly string[] | undefined, fromDate = ''): ClientHabits | undefined {
  const db = useUserDb();
  const layer = layerOf(db);
  const key = clientIds?.join(',');
  const read = useLiveQuery(async () => {
    const commits = layer.commits;
    if (!clientIds) return undefined;
    const [habits, entries] = await Promise.all([
      db.habits.where('clientId').anyOf([...clientIds]).toArray(),
      Promise.all(clientIds.map((id) => db.habitEntries.where('[clientId+date]').between([id, fromDate], [id, '\uffff']).toArray())),
    ]);
    return { commits, habits, entries: entries.flat() };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [db, key, fromDate]);
  const version = useOverlayVersion(db);
  useOverlayHold(layer, TABLES, read?.commits);
  return useMemo(() => {
    if (!read || !clientIds) return undefined;
    const ids = new Set(clientIds);
    layer.remember('habits', read.habits);
    layer.remember('habitEntries', read.entries);
    const habits = layer.merge('habits', read.habits, read.commits, { include: (r) => ids.has(r.clientId), compare: oldestFirst });
    const live = new Set(habits.map((h) => h.id));
    const entries = new Map<string, HabitEntryRow[]>();
    for (const e of layer.merge('habitEntries', read.entries, read.commits, { include: (r) => ids.has(r.clientId) && r.date >= fromDate, compare: byDate })) {
      if (!live.has(e.habitId)) continue;
      const list = entries.get(e.habitId);
      if (list) list.push(e);
      else entries.set(e.habitId, [e]);
    }
    return { habits, entries };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [read, version, layer, key, fromDate]);
}
