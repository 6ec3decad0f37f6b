import { isOccurrenceDay, walkOccurrenceDays } from './pattern';
import type { ApprovalStatus, SeriesExceptionRow, SessionSeriesRow, SessionType } from './rows';
import { zoneClock } from '../time/time-zone';
import { dateToDay, dayToDate, isoOfMs, timeToMinutes } from '../time/wall-time';

/**
 * A series' sessions in a window of time, with their exceptions applied.
 * The pattern (pattern.ts) gives wall days in floating time; each session's
 * instant comes from its wall date and time in the series' zone, so 18:00
 * stays 18:00 on the clock across daylight-saving changes (17:00Z in winter,
 * 16:00Z in summer for Europe/Bratislava). Gap and overlap rules: time-zone.ts.
 */

/** An instant: a Date, an ISO 8601 string with offset, or epoch milliseconds. */
export type Instant = Date | string | number;

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export const toMs = (i: Instant): number => (typeof i === 'number' ? i : typeof i === 'string' ? Date.parse(i) : i.getTime());

/** One session of a series as it will happen. */
export interface Occurrence {
  seriesId: string;
  /** The series' original date of this session: the key of its exception. */
  occurrenceDate: string;
  /** Wall date and time it happens on (moved by an exception, or the series'). */
  date: string;
  time: string;
  timeZone: string;
  /** Start and end as ISO 8601 UTC ('2025-03-03T17:00:00.000Z'). */
  start: string;
  end: string;
  startMs: number;
  title: string;
  type: SessionType;
  clientIds: string[];
  planByClient: Record<string, string | null>;
  durationMinutes: number;
  notes: string | null;
  /** Per client: the exception's own answer, else the series'. */
  approvalByClient: Record<string, ApprovalStatus>;
  exception: SeriesExceptionRow | null;
}

function build(series: SessionSeriesRow, occurrenceDay: number, exception: SeriesExceptionRow | null, plainStartMs?: number): Occurrence {
  const c = exception?.changes ?? {};
  const date = c.date ?? dayToDate(occurrenceDay);
  const time = c.time ?? series.time;
  const startMs = plainStartMs ?? zoneClock(series.timeZone)(dateToDay(date), timeToMinutes(time));
  const durationMinutes = c.durationMinutes ?? series.durationMinutes;
  // Shared with the series when nothing overrides it: a year of sessions should not mean a year of copies.
  let approvalByClient = series.approvalByClient;
  if (exception?.approvalByClient || series.clientIds.some((id) => !(id in series.approvalByClient))) {
    approvalByClient = {};
    for (const id of series.clientIds) approvalByClient[id] = exception?.approvalByClient?.[id] ?? series.approvalByClient[id] ?? 'pending';
  }
  return {
    seriesId: series.id,
    occurrenceDate: exception?.occurrenceDate ?? date,
    date,
    time,
    timeZone: series.timeZone,
    start: isoOfMs(startMs),
    end: isoOfMs(startMs + durationMinutes * MINUTE_MS),
    startMs,
    title: c.title ?? series.title,
    type: series.type,
    clientIds: series.clientIds,
    planByClient: c.planByClient ?? series.planByClient,
    durationMinutes,
    notes: c.notes !== undefined ? c.notes : series.notes,
    approvalByClient,
    exception,
  };
}

/** The series' exceptions by occurrence day (others' and stale ones left out). */
function exceptionsByDay(series: SessionSeriesRow, exceptions: readonly SeriesExceptionRow[]): Map<number, SeriesExceptionRow> {
  const byDay = new Map<number, SeriesExceptionRow>();
  for (const e of exceptions) {
    if (e.seriesId !== series.id) continue;
    const day = dateToDay(e.occurrenceDate);
    if (isOccurrenceDay(series.recurrence, series.date, day)) byDay.set(day, e);
  }
  return byDay;
}

const byStart = (a: Occurrence, b: Occurrence) => a.startMs - b.startMs || (a.occurrenceDate < b.occurrenceDate ? -1 : 1);

/**
 * The series' sessions that start in [rangeStart, rangeEnd), in order of
 * start. Cancelled ones are left out; a moved one appears where it was moved
 * to (even from outside the window); an exception whose date is not a session
 * of the series (left over after an edit) is ignored.
 */
export function expandSeries(series: SessionSeriesRow, exceptions: readonly SeriesExceptionRow[], rangeStart: Instant, rangeEnd: Instant): Occurrence[] {
  const from = toMs(rangeStart);
  const to = toMs(rangeEnd);
  if (!(from < to)) return [];
  const byDay = exceptionsByDay(series, exceptions);
  const minutes = timeToMinutes(series.time);
  const clock = zoneClock(series.timeZone);
  // Wall days differ from UTC days by under a day in every zone; walk one more each side.
  const lastDay = Math.floor(to / DAY_MS) + 1;
  const out: Occurrence[] = [];
  walkOccurrenceDays(series.recurrence, series.date, Math.floor(from / DAY_MS) - 1, (day) => {
    if (day > lastDay) return false;
    if (byDay.has(day)) return;
    const startMs = clock(day, minutes);
    if (startMs >= from && startMs < to) out.push(build(series, day, null, startMs));
  });
  for (const [day, e] of byDay) {
    if (e.kind === 'cancelled') continue;
    const o = build(series, day, e);
    if (o.startMs >= from && o.startMs < to) out.push(o);
  }
  return out.sort(byStart);
}

/**
 * The next `n` sessions of the series starting at or after `from`, with
 * exceptions applied, in order of start.
 */
export function nextOccurrences(series: SessionSeriesRow, exceptions: readonly SeriesExceptionRow[], from: Instant, n: number): Occurrence[] {
  if (n <= 0) return [];
  const fromMs = toMs(from);
  const byDay = exceptionsByDay(series, exceptions);
  const minutes = timeToMinutes(series.time);
  const clock = zoneClock(series.timeZone);
  const out: Occurrence[] = [];
  // The first n sessions without exception are the only ones of them that can be among the first n.
  let plain = 0;
  walkOccurrenceDays(series.recurrence, series.date, Math.floor(fromMs / DAY_MS) - 1, (day) => {
    if (byDay.has(day)) return;
    const startMs = clock(day, minutes);
    if (startMs < fromMs) return;
    out.push(build(series, day, null, startMs));
    return ++plain < n;
  });
  for (const [day, e] of byDay) {
    if (e.kind === 'cancelled') continue;
    const o = build(series, day, e);
    if (o.startMs >= fromMs) out.push(o);
  }
  return out.sort(byStart).slice(0, n);
}

/**
 * The session of the series originally on `occurrenceDate`, as it will
 * happen; null when the series has no session that day or it is cancelled.
 */
export function occurrenceOn(series: SessionSeriesRow, exceptions: readonly SeriesExceptionRow[], occurrenceDate: string): Occurrence | null {
  const day = dateToDay(occurrenceDate);
  if (!isOccurrenceDay(series.recurrence, series.date, day)) return null;
  const e = exceptions.find((x) => x.seriesId === series.id && x.occurrenceDate === occurrenceDate) ?? null;
  if (e?.kind === 'cancelled') return null;
  return build(series, day, e);
}

/** Sessions of many series in one window, merged in order of start. */
export function expandAll(series: readonly SessionSeriesRow[], exceptions: readonly SeriesExceptionRow[], rangeStart: Instant, rangeEnd: Instant): Occurrence[] {
  const bySeries = new Map<string, SeriesExceptionRow[]>();
  for (const e of exceptions) {
    const list = bySeries.get(e.seriesId);
    if (list) list.push(e);
    else bySeries.set(e.seriesId, [e]);
  }
  return series.flatMap((s) => expandSeries(s, bySeries.get(s.id) ?? [], rangeStart, rangeEnd)).sort(byStart);
}
