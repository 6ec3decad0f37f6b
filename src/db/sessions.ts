import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useSyncExternalStore } from 'react';
import { calendarEntries, type CalendarEntry } from '../../domain/sessions/entries';
import type { SeriesExceptionRow, SessionSeriesRow, TrainingSessionRow } from '../../domain/sessions/rows';
import type { RepwiseDb } from '../../replica/db/schema';
import { useUserDb } from './context';
import { layerOf } from '../../replica/write/overlay';
import { useOverlayHold } from './overlayHold';

/** The sessions area's rows on the device: sessions of a range, every series and exception. */
export interface SessionRows {
  sessions: TrainingSessionRow[];
  series: SessionSeriesRow[];
  exceptions: SeriesExceptionRow[];
}

/** How far before a range a session may start and still reach into it (the longest duration, spec: 720 min). */
const LONGEST_SESSION_MS = 12 * 3_600_000;

const sessionsTable = (db: RepwiseDb) => db.table<TrainingSessionRow, string>('sessions');
const seriesTable = (db: RepwiseDb) => db.table<SessionSeriesRow, string>('series');
const exceptionsTable = (db: RepwiseDb) => db.table<SeriesExceptionRow, string>('seriesExceptions');

/**
 * Rows a calendar range needs: single sessions starting in it (by the
 * `startsAt` index), concrete occurrences of any date (a moved occurrence may
 * sit outside its original date's range), every series and exception (few:
 * one row per series, whatever its length).
 */
export async function readSessionRows(db: RepwiseDb, start: string, end: string): Promise<SessionRows> {
  const from = new Date(Date.parse(start) - LONGEST_SESSION_MS).toISOString();
  const [inRange, concrete, series, exceptions] = await Promise.all([
    sessionsTable(db).where('startsAt').between(from, end, true, false).toArray(),
    sessionsTable(db).where('seriesId').above('').toArray(),
    seriesTable(db).toArray(),
    exceptionsTable(db).toArray(),
  ]);
  const byId = new Map(inRange.map((s) => [s.id, s]));
  for (const s of concrete) byId.set(s.id, s);
  return { sessions: [...byId.values()], series, exceptions };
}

const SESSION_TABLES = ['sessions', 'series', 'seriesExceptions'] as const;

const byStart = (a: { startsAt?: string; id: string }, b: { startsAt?: string; id: string }) =>
  (a.startsAt ?? '') === (b.startsAt ?? '') ? (a.id < b.id ? -1 : 1) : (a.startsAt ?? '') < (b.startsAt ?? '') ? -1 : 1;
const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Calendar entries (single sessions and series occurrences, exceptions
 * applied) of [start, end) from the device's database, live, with this tab's
 * own writes shown at once (optimistic layer). `undefined` while loading;
 * a null range gives an empty list.
 */
export function useCalendarEntries(range: { start: string; end: string } | null): CalendarEntry[] | undefined {
  const rows = useSessionRows(range);
  return useMemo(() => (rows && range ? calendarEntries(rows.sessions, rows.series, rows.exceptions, range.start, range.end) : rows && []), [rows, range?.start, range?.end]);
}

/** The rows behind useCalendarEntries, for screens that need the series or exceptions themselves. */
export function useSessionRows(range: { start: string; end: string } | null): SessionRows | undefined {
  const db = useUserDb();
  const layer = layerOf(db);
  const start = range?.start ?? null;
  const end = range?.end ?? null;
  const read = useLiveQuery(async () => {
    const commits = layer.commits;
    const rows = start && end ? await readSessionRows(db, start, end) : { sessions: [], series: [], exceptions: [] };
    return { commits, rows };
  }, [db, start, end]);
  const version = useSyncExternalStore(layer.subscribe, layer.getVersion, layer.getVersion);
  useOverlayHold(layer, SESSION_TABLES, read?.commits);
  return useMemo(() => {
    if (!read) return undefined;
    const { rows, commits } = read;
    layer.remember('sessions', rows.sessions);
    layer.remember('series', rows.series);
    layer.remember('seriesExceptions', rows.exceptions);
    return {
      sessions: layer.merge<TrainingSessionRow>('sessions', rows.sessions, commits, { include: () => true, compare: byStart }),
      series: layer.merge<SessionSeriesRow>('series', rows.series, commits, { include: () => true, compare: byId }),
      exceptions: layer.merge<SeriesExceptionRow>('seriesExceptions', rows.exceptions, commits, { include: () => true, compare: byId }),
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [read, version, layer]);
}

/** One session row by id, live (null when the device does not hold it). */
export function useSessionRow(id: string | null | undefined): TrainingSessionRow | null | undefined {
  const db = useUserDb();
  return useLiveQuery(async () => (id ? ((await sessionsTable(db).get(id)) ?? null) : null), [db, id]);
}
