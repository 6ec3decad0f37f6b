import { and, asc, eq, gte, inArray, isNull, lt, lte, or, type SQL } from 'drizzle-orm';
import { calendarEntries, type CalendarEntry } from '../../domain/sessions/entries';
import type { SeriesExceptionRow, SessionSeriesRow } from '../../domain/sessions/rows';
import { sessionsReadable } from '../access/sessions';
import type { AuthUser } from '../context';
import type { Db } from '../db/database';
import { seriesExceptions, sessionSeries, trainingSessions } from '../db/schema';
import { NotFound } from '../errors';
import { toExceptionRow, toSeriesRow, toSessionRow } from './session-rows';

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

/**
 * Every session the actor may see starting in [start, end): single sessions
 * and series occurrences, exceptions applied (domain/sessions/entries.ts).
 * `toDate` is the last wall date of the range: series starting after it are
 * not read.
 */
export async function sessionsInRange(db: Db, actor: AuthUser, range: { start: Date; end: Date; toDate: string }): Promise<CalendarEntry[]> {
  const series = await readableSeries(db, actor, { beforeDate: range.toDate });
  const seriesIds = series.map((s) => s.id);
  const inRange = and(gte(trainingSessions.startsAt, range.start), lt(trainingSessions.startsAt, range.end));
  const rows = await db
    .select()
    .from(trainingSessions)
    .where(
      and(
        isNull(trainingSessions.deletedAt),
        sessionsReadable(actor, trainingSessions),
        seriesIds.length ? or(inRange, inArray(trainingSessions.seriesId, seriesIds)) : inRange,
      ),
    );
  const exceptions = await readableExceptions(db, actor, seriesIds);
  return calendarEntries(rows.map(toSessionRow), series, exceptions, range.start, range.end);
}
