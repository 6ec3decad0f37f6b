import { and, asc, eq, gte, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { calendarEntries, type CalendarEntry, type SessionForEntry } from '../../../domain/sessions/entries';
import type { SeriesExceptionRow, SessionSeriesRow } from '../../../domain/sessions/rows';
import { sessionsReadable } from './access';
import type { AuthUser } from '../../context';
import type { Db } from '../../db/database';
import { seriesExceptions, sessionSeries, trainingSessions } from '../../db/schema';
import { NotFound } from '../../errors';
import { toExceptionRow, toSeriesRow } from './row';

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

/**
 * The columns a calendar entry needs (no stamps, clocks or space), in SQL of
 * our own rather than a drizzle select: a month of 2,000 sessions is read
 * about twice as fast without drizzle's per-field mapping, and starts_at
 * comes as the ISO string the entry keeps instead of a Date made and written
 * back; client_ids as one comma-joined text (a uuid has no comma), which
 * splits several times faster than node-postgres parses an array literal.
 * Dates are cast to text so PGlite (which would make Dates of them) and
 * node-postgres give the same.
 */
const ENTRY_COLUMNS = sql`${t.id} as id, ${t.title} as title, ${t.type} as type, array_to_string(${t.clientIds}, ',') as client_ids, ${t.planByClient} as plan_by_client,
  ${t.date}::text as date, ${t.time} as time, ${t.timeZone} as time_zone, ${t.durationMinutes} as duration_minutes, ${t.notes} as notes,
  ${t.approvalByClient} as approval_by_client, ${t.scheduleVersion} as schedule_version,
  to_char(${t.startsAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as starts_at, ${t.progressStatus} as progress_status,
  ${t.seriesId} as series_id, ${t.occurrenceDate}::text as occurrence_date`;

interface EntryRecord {
  id: string;
  title: string;
  type: SessionForEntry['type'];
  client_ids: string;
  plan_by_client: SessionForEntry['planByClient'];
  date: string;
  time: string;
  time_zone: string;
  duration_minutes: number;
  notes: string | null;
  approval_by_client: SessionForEntry['approvalByClient'];
  schedule_version: number;
  starts_at: string;
  progress_status: SessionForEntry['progressStatus'];
  series_id: string | null;
  occurrence_date: string | null;
}

const toEntrySession = (r: EntryRecord): SessionForEntry => ({
  id: r.id,
  title: r.title,
  type: r.type,
  clientIds: r.client_ids === '' ? [] : r.client_ids.split(','),
  planByClient: r.plan_by_client,
  date: r.date,
  time: r.time,
  timeZone: r.time_zone,
  durationMinutes: r.duration_minutes,
  notes: r.notes,
  approvalByClient: r.approval_by_client,
  scheduleVersion: r.schedule_version,
  startsAt: r.starts_at,
  progressStatus: r.progress_status,
  seriesId: r.series_id,
  occurrenceDate: r.occurrence_date,
});

async function entrySessions(db: Db, where: SQL | undefined): Promise<SessionForEntry[]> {
  const { rows } = (await db.execute(sql`select ${ENTRY_COLUMNS} from ${t} where ${where}`)) as unknown as { rows: EntryRecord[] };
  return rows.map(toEntrySession);
}

/**
 * Every session the actor may see starting in [start, end): single sessions
 * and series occurrences, exceptions applied (domain/sessions/entries.ts).
 * `toDate` is the last wall date of the range: series starting after it are
 * not read.
 */
export async function sessionsInRange(db: Db, actor: AuthUser, range: { start: Date; end: Date; toDate: string }): Promise<CalendarEntry[]> {
  const live = and(isNull(t.deletedAt), sessionsReadable(actor, t));
  // The month's sessions do not depend on the series: both reads at once.
  const [series, rows] = await Promise.all([
    readableSeries(db, actor, { beforeDate: range.toDate }),
    entrySessions(db, and(live, gte(t.startsAt, range.start), lt(t.startsAt, range.end))),
  ]);
  const seriesIds = series.map((s) => s.id);
  // Occurrences made concrete elsewhere (moved out of the range) still hide their series' occurrence.
  if (seriesIds.length) {
    const seen = new Set(rows.map((r) => r.id));
    const [concrete, exceptions] = await Promise.all([entrySessions(db, and(live, inArray(t.seriesId, seriesIds))), readableExceptions(db, actor, seriesIds)]);
    for (const r of concrete) if (!seen.has(r.id)) rows.push(r);
    return calendarEntries(rows, series, exceptions, range.start, range.end);
  }
  return calendarEntries(rows, series, [], range.start, range.end);
}
