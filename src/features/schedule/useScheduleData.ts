import { useMemo } from 'react';
import { syncWindow } from '../../../domain/protocol/window';
import { calendarEntries, type CalendarEntry } from '../../../domain/sessions/entries';
import type { SessionSeriesRow } from '../../../domain/sessions/rows';
import { useSessionRows } from '../../db/sessions';

/**
 * Every session the device holds (its sync window: 120 days back, 90 ahead),
 * series occurrences expanded, live from Dexie with this tab's own writes
 * shown at once. The range moves once a UTC day, not on every tick.
 */
export function useWindowEntries(now: Date): { entries: CalendarEntry[]; series: SessionSeriesRow[] } | undefined {
  const w = syncWindow(now);
  const range = useMemo(() => ({ start: new Date(w.from).toISOString(), end: new Date(w.to).toISOString() }), [w.from, w.to]);
  const rows = useSessionRows(range);
  return useMemo(
    () => (rows ? { entries: calendarEntries(rows.sessions, rows.series, rows.exceptions, range.start, range.end), series: rows.series } : undefined),
    [rows, range],
  );
}
