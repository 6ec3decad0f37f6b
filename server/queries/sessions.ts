import { and, asc, eq, gte, inArray, isNull, lt, lte, type SQL } from 'drizzle-orm';
import { calendarEntries, type CalendarEntry, type SessionForEntry } from '../../domain/sessions/entries';
import type { SeriesExceptionRow, SessionSeriesRow } from '../../domain/sessions/rows';
import { sessionsReadable } from '../access/sessions';
import type { AuthUser } from '../context';
import type { Db } from '../db/database';
import { seriesExceptions, sessionSeries, trainingSessions } from '../db/schema';
import { NotFound } from '../errors';
import { toExceptionRow, toSeriesRow } from './session-rows';

/** Live series the actor may read (optionally only those that can have a session before `beforeDate`). */
export async function readableSeries(db: Db, actor: AuthUser, opts: { id?: string; beforeDate?: string } = {}): Promise<SessionSeriesRow[]> {
  const conds: SQL[] = [isNull(sessionSeries.deletedAt), sessionsReadable(actor, sessionSeries)];
  if (opts.id) conds.push(eq(sessionSeries.id, opts.id));
  if (opts.beforeDate) conds.push(lte(sessionSeries.date, opts.beforeDate));
  const rows = await db
    .select()
    .from(sessionSeries)
    .where(and(...conds))
    .orderBy(asc(sessionSeries.date), asc(sessionSeries.id));
  return rows.map(toSeriesRow);
}

export async function readableSeriesOne(db: Db, actor: AuthUser, id: string): Promise<SessionSeriesRow> {
  const [s] = await readableSeries(db, actor, { id });
  if (!s) throw new NotFound();
  return s;
}

/** Live exceptions the actor may read, of some series, optionally with an occurrence date in [fromDate, toDate]. */
export async function readableExceptions(db: Db, actor: AuthUser, seriesIds: string[], range: { fromDate?: string; toDate?: string } = {}): Promise<SeriesExceptionRow[]> {
  if (!seriesIds.length) return [];
  const conds: SQL[] = [inArray(seriesExceptions.seriesId, seriesIds), isNull(seriesExceptions.deletedAt), sessionsReadable(actor, seriesExceptions)];
  if (range.fromDate) conds.push(gte(seriesExceptions.occurrenceDate, range.fromDate));
  if (range.toDate) conds.push(lte(seriesExceptions.occurrenceDate, range.toDate));
  const rows = await db
    .select()
    .from(seriesExceptions)
    .where(and(...conds))
    .orderBy(asc(seriesExceptions.occurrenceDate));
  return rows.map(toExceptionRow);
}

const t = trainingSessions;
/** The columns a calendar entry needs (no stamps, clocks or space): a month of sessions reads fast. */
const ENTRY_COLUMNS = {
  id: t.id,
  title: t.title,
  type: t.type,
  clientIds: t.clientIds,
  planByClient: t.planByClient,
  date: t.date,
  time: t.time,
  timeZone: t.timeZone,
  durationMinutes: t.durationMinutes,
  notes: t.notes,
  approvalByClient: t.approvalByClient,
  scheduleVersion: t.scheduleVersion,
  startsAt: t.startsAt,
  progressStatus: t.progressStatus,
  seriesId: t.seriesId,
  occurrenceDate: t.occurrenceDate,
};
const toEntrySession = (r: { startsAt: Date } & Omit<SessionForEntry, 'startsAt'>): SessionForEntry => ({ ...r, startsAt: r.startsAt.toISOString() });

/**
 * Every session the actor may see starting in [start, end): single sessions
 * and series occurrences, exceptions applied (domain/sessions/entries.ts).
 * `toDate` is the last wall date of the range: series starting after it are
 * not read.
 */
export async function sessionsInRange(db: Db, actor: AuthUser, range: { start: Date; end: Date; toDate: string }): Promise<CalendarEntry[]> {
  const series = await readableSeries(db, actor, { beforeDate: range.toDate });
  const seriesIds = series.map((s) => s.id);
  const live = and(isNull(trainingSessions.deletedAt), sessionsReadable(actor, trainingSessions));
  const rows = await db
    .select(ENTRY_COLUMNS)
    .from(trainingSessions)
    .where(and(live, gte(trainingSessions.startsAt, range.start), lt(trainingSessions.startsAt, range.end)));
  // Occurrences made concrete elsewhere (moved out of the range) still hide their series' occurrence.
  if (seriesIds.length) {
    const seen = new Set(rows.map((r) => r.id));
    const concrete = await db
      .select(ENTRY_COLUMNS)
      .from(trainingSessions)
      .where(and(live, inArray(trainingSessions.seriesId, seriesIds)));
    for (const r of concrete) if (!seen.has(r.id)) rows.push(r);
  }
  const exceptions = await readableExceptions(db, actor, seriesIds);
  return calendarEntries(rows.map(toEntrySession), series, exceptions, range.start, range.end);
}
