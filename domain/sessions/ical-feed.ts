import type { Locale } from '../constants';
import type { IcalEvent } from './ical';
import type { SeriesExceptionRow, SessionSeriesRow, TrainingSessionRow } from './rows';

/**
 * A user's private calendar feed (GET /api/calendar/{token}.ics): their
 * single sessions as events, each series as one recurring event (RRULE,
 * EXDATE for cancelled sessions, an override per changed one). A series'
 * occurrence made concrete is written as its own event and excluded from
 * the series (an EXDATE), so no session shows twice.
 */
export function feedEvents(sessions: readonly TrainingSessionRow[], series: readonly SessionSeriesRow[], exceptions: readonly SeriesExceptionRow[]): IcalEvent[] {
  const concrete = new Map<string, TrainingSessionRow[]>();
  for (const s of sessions) {
    if (!s.seriesId) continue;
    const list = concrete.get(s.seriesId) ?? [];
    list.push(s);
    concrete.set(s.seriesId, list);
  }
  const events: IcalEvent[] = sessions.map((session) => ({ kind: 'session', session }));
  for (const s of series) {
    const own = exceptions.filter((e) => e.seriesId === s.id);
    const made = (concrete.get(s.id) ?? []).map(
      (c): SeriesExceptionRow => ({ ...(own.find((e) => e.occurrenceDate === c.occurrenceDate) ?? blank(s, c)), kind: 'cancelled', changes: {} }),
    );
    const madeDates = new Set(made.map((e) => e.occurrenceDate));
    events.push({ kind: 'series', series: s, exceptions: [...own.filter((e) => !madeDates.has(e.occurrenceDate)), ...made] });
  }
  return events;
}

const blank = (s: SessionSeriesRow, c: TrainingSessionRow): SeriesExceptionRow => ({
  id: c.id,
  seriesId: s.id,
  clientIds: s.clientIds,
  scheduleVersion: 0,
  occurrenceDate: c.occurrenceDate!,
  kind: 'cancelled',
  changes: {},
  approvalByClient: null,
  createdAt: c.createdAt,
  updatedAt: c.updatedAt,
});

/** The feed's name as the subscribing calendar shows it, in the user's language. */
export const FEED_NAMES: Record<Locale, string> = {
  en: 'Repwise training sessions',
  sk: 'Repwise tréningy',
  cz: 'Repwise tréninky',
};
