import { isOccurrenceDay, walkOccurrenceDays } from './pattern';
import type { ApprovalStatus, ExceptionChanges, SeriesExceptionRow, SessionSeriesRow, SessionType } from './rows';
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

/** The series' answers as each occurrence without an answer of its own shows them. */
function seriesApprovals(series: SessionSeriesRow): Record<string, ApprovalStatus> {
  // Shared with the series when nothing is missing: a year of sessions should not mean a year of copies.
  if (series.clientIds.every((id) => id in series.approvalByClient)) return series.approvalByClient;
  const approvalByClient: Record<string, ApprovalStatus> = {};
  for (const id of series.clientIds) approvalByClient[id] = series.approvalByClient[id] ?? 'pending';
  return approvalByClient;
}

const NO_CHANGES: ExceptionChanges = {};

/** An occurrence with an exception (moved, retimed or answered on its own). */
function build(series: SessionSeriesRow, occurrenceDay: number, exception: SeriesExceptionRow | null): Occurrence {
  const c = exception?.changes ?? NO_CHANGES;
  const date = c.date ?? dayToDate(occurrenceDay);
  const time = c.time ?? series.time;
  const startMs = zoneClock(series.timeZone)(dateToDay(date), timeToMinutes(time));
  const durationMinutes = c.durationMinutes ?? series.durationMinutes;
  let approvalByClient = seriesApprovals(series);
  if (exception?.approvalByClient) {
    approvalByClient = {};
    for (const id of series.clientIds) approvalByClient[id] = exception.approvalByClient[id] ?? series.approvalByClient[id] ?? 'pending';
  }
  return occurrence(series, exception?.occurrenceDate ?? date, date, time, startMs, durationMinutes, c.title ?? series.title, c.planByClient ?? series.planByClient, c.notes !== undefined ? c.notes : series.notes, approvalByClient, exception);
}

// One constructor for both kinds, so every occurrence has the same shape (and V8 one hidden class).
function occurrence(
  series: SessionSeriesRow,
  occurrenceDate: string,
  date: string,
  time: string,
  startMs: number,
  durationMinutes: number,
  title: string,
  planByClient: Record<string, string | null>,
  notes: string | null,
  approvalByClient: Record<string, ApprovalStatus>,
  exception: SeriesExceptionRow | null,
): Occurrence {
  return {
    seriesId: series.id,
    occurrenceDate,
    date,
    time,
    timeZone: series.timeZone,
    start: isoOfMs(startMs),
    end: isoOfMs(startMs + durationMinutes * MINUTE_MS),
    startMs,
    title,
    type: series.type,
    clientIds: series.clientIds,
    planByClient,
    durationMinutes,
    notes,
    approvalByClient,
    exception,
  };
}

/**
 * The series' occurrences without exception on each of `days`, whose start
 * instants are `startsMs`: what a calendar year is mostly made of, with the
 * per-series work done once.
 */
function plainOccurrences(series: SessionSeriesRow, days: readonly number[], startsMs: readonly number[], out: Occurrence[]): void {
  const approvalByClient = seriesApprovals(series);
  for (let i = 0; i < days.length; i++) {
    const date = dayToDate(days[i]!);
    out.push(occurrence(series, date, date, series.time, startsMs[i]!, series.durationMinutes, series.title, series.planByClient, series.notes, approvalByClient, null));
  }
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

// 0 for a tie (two series at one instant): the sort is stable, so ties keep the series' order.
const byStart = (a: Occurrence, b: Occurrence) => a.startMs - b.startMs || (a.occurrenceDate < b.occurrenceDate ? -1 : a.occurrenceDate > b.occurrenceDate ? 1 : 0);

/**
 * The series' sessions that start in [rangeStart, rangeEnd), in order of
 * start. Cancelled ones are left out; a moved one appears where it was moved
 * to (even from outside the window); an exception whose date is not a session
 * of the series (left over after an edit) is ignored.
 */
export function expandSeries(series: SessionSeriesRow, exceptions: readonly SeriesExceptionRow[], rangeStart: Instant, rangeEnd: Instant): Occurrence[] {
  const out: Occurrence[] = [];
  const sorted = expandInto(series, exceptions, toMs(rangeStart), toMs(rangeEnd), out);
  return sorted ? out : out.sort(byStart);
}

/** Appends the series' sessions in [from, to) to `out`; true when they went in in order of start. */
function expandInto(series: SessionSeriesRow, exceptions: readonly SeriesExceptionRow[], from: number, to: number, out: Occurrence[]): boolean {
  if (!(from < to)) return true;
  const byDay = exceptionsByDay(series, exceptions);
  const minutes = timeToMinutes(series.time);
  const clock = zoneClock(series.timeZone);
  // Wall days differ from UTC days by under a day in every zone; walk one more each side.
  const lastDay = Math.floor(to / DAY_MS) + 1;
  const days: number[] = [];
  const startsMs: number[] = [];
  walkOccurrenceDays(series.recurrence, series.date, Math.floor(from / DAY_MS) - 1, (day) => {
    if (day > lastDay) return false;
    if (byDay.size > 0 && byDay.has(day)) return;
    const startMs = clock(day, minutes);
    if (startMs >= from && startMs < to) {
      days.push(day);
      startsMs.push(startMs);
    }
  });
  // A later wall day at the same wall time is a later instant (no zone moves its clock by a day), so these are in order.
  plainOccurrences(series, days, startsMs, out);
  let sorted = true;
  for (const [day, e] of byDay) {
    if (e.kind === 'cancelled') continue;
    const o = build(series, day, e);
    if (o.startMs >= from && o.startMs < to) {
      out.push(o);
      sorted = false;
    }
  }
  return sorted;
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
    plainOccurrences(series, [day], [startMs], out);
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

/** Sessions of many series in one window, merged in order of start (ties in the order of `series`). */
export function expandAll(series: readonly SessionSeriesRow[], exceptions: readonly SeriesExceptionRow[], rangeStart: Instant, rangeEnd: Instant): Occurrence[] {
  const bySeries = new Map<string, SeriesExceptionRow[]>();
  for (const e of exceptions) {
    const list = bySeries.get(e.seriesId);
    if (list) list.push(e);
    else bySeries.set(e.seriesId, [e]);
  }
  const from = toMs(rangeStart);
  const to = toMs(rangeEnd);
  const all: Occurrence[] = [];
  for (const s of series) expandInto(s, bySeries.get(s.id) ?? [], from, to, all);
  return sortByStart(all, from, to);
}

/**
 * `all` sorted as a stable sort by byStart would, for a year of sessions about
 * twice as fast: the start's minute in the window and the position in `all`
 * packed into one number, sorted natively as a Float64Array; then runs of one
 * start sorted by original date (rare: the same instant on two wall dates).
 * Starts off the whole minute, or too many sessions over too long a window for
 * 53 bits, take the comparator.
 */
function sortByStart(all: Occurrence[], from: number, to: number): Occurrence[] {
  const slots = 2 ** Math.ceil(Math.log2(all.length + 1));
  const minutes = Math.ceil((to - from) / MINUTE_MS) + 1;
  if (all.length < 64 || minutes * slots >= Number.MAX_SAFE_INTEGER) return all.sort(byStart);
  const keys = new Float64Array(all.length);
  for (let i = 0; i < all.length; i++) {
    const offset = all[i]!.startMs - from;
    if (offset % MINUTE_MS !== 0) return all.sort(byStart);
    keys[i] = (offset / MINUTE_MS) * slots + i;
  }
  keys.sort();
  const out = new Array<Occurrence>(all.length);
  for (let i = 0; i < keys.length; i++) out[i] = all[keys[i]! % slots]!;
  for (let i = 0, j = 1; i < out.length; i = j, j = i + 1) {
    let mixed = false;
    for (; j < out.length && out[j]!.startMs === out[i]!.startMs; j++) mixed ||= out[j]!.occurrenceDate !== out[i]!.occurrenceDate;
    if (mixed) {
      const run = out.slice(i, j).sort(byStart);
      for (let k = 0; k < run.length; k++) out[i + k] = run[k]!;
    }
  }
  return out;
}
