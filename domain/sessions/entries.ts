import { overallApproval } from './approval';
import { expandAll, toMs, type Instant, type Occurrence } from './expand';
import type { ApprovalStatus, ProgressStatus, SeriesExceptionRow, SessionFields, SessionSeriesRow, SessionType, TrainingSessionRow } from './rows';
import { isoOfMs } from '../time/wall-time';

/**
 * What a calendar shows for a range: single sessions and series occurrences
 * in one list, in order of start. A series' occurrence made concrete (a
 * session row with its seriesId and occurrenceDate: started, logged or edited
 * on its own) is shown as that session, never twice. The server's
 * GET /api/training-sessions and the device's screens (over the replica's
 * rows) both call calendarEntries, so they agree.
 */
export interface CalendarEntry extends SessionFields {
  /** The session row's id; null for an occurrence that exists only as part of its series. */
  sessionId: string | null;
  seriesId: string | null;
  /** The series' original date of the occurrence (exception key); null for a single session. */
  occurrenceDate: string | null;
  /** The occurrence's exception, if it has one. */
  exceptionId: string | null;
  type: SessionType;
  start: string;
  end: string;
  approvalByClient: Record<string, ApprovalStatus>;
  /** One status for all clients (approval.ts overallApproval). */
  approvalStatus: ApprovalStatus;
  progressStatus: ProgressStatus;
  /** What an answer must carry: the session's or series' scheduleVersion, and (occurrences) the exception's. */
  scheduleVersion: number;
  exceptionVersion: number;
}

const MINUTE_MS = 60_000;

/** What an entry needs of a session row (a query may leave the stamps out). */
export type SessionForEntry = Omit<TrainingSessionRow, 'createdAt' | 'updatedAt'>;

export function sessionEntry(s: SessionForEntry, startMs = toMs(s.startsAt)): CalendarEntry {
  return {
    sessionId: s.id,
    seriesId: s.seriesId,
    occurrenceDate: s.occurrenceDate,
    exceptionId: null,
    title: s.title,
    type: s.type,
    clientIds: s.clientIds,
    planByClient: s.planByClient,
    date: s.date,
    time: s.time,
    timeZone: s.timeZone,
    durationMinutes: s.durationMinutes,
    notes: s.notes,
    billable: s.billable,
    start: s.startsAt,
    end: isoOfMs(startMs + s.durationMinutes * MINUTE_MS),
    approvalByClient: s.approvalByClient,
    approvalStatus: overallApproval(s.approvalByClient),
    progressStatus: s.progressStatus,
    scheduleVersion: s.scheduleVersion,
    exceptionVersion: 0,
  };
}

export function occurrenceEntry(o: Occurrence, series: SessionSeriesRow): CalendarEntry {
  return {
    sessionId: null,
    seriesId: o.seriesId,
    occurrenceDate: o.occurrenceDate,
    exceptionId: o.exception?.id ?? null,
    title: o.title,
    type: o.type,
    clientIds: o.clientIds,
    planByClient: o.planByClient,
    date: o.date,
    time: o.time,
    timeZone: o.timeZone,
    durationMinutes: o.durationMinutes,
    notes: o.notes,
    billable: series.billable,
    start: o.start,
    end: o.end,
    approvalByClient: o.approvalByClient,
    approvalStatus: overallApproval(o.approvalByClient),
    progressStatus: 'not_started',
    scheduleVersion: series.scheduleVersion,
    exceptionVersion: o.exception?.scheduleVersion ?? 0,
  };
}

/**
 * Every session starting in [rangeStart, rangeEnd): the single sessions given
 * (filtered by start), and the series' occurrences with exceptions applied,
 * less those made concrete by any of `sessions` (pass every live session of
 * these series, not only those in the range: a concrete one may have moved).
 */
export function calendarEntries(
  sessions: readonly SessionForEntry[],
  series: readonly SessionSeriesRow[],
  exceptions: readonly SeriesExceptionRow[],
  rangeStart: Instant,
  rangeEnd: Instant,
): CalendarEntry[] {
  const from = toMs(rangeStart);
  const to = toMs(rangeEnd);
  const concrete = new Set(sessions.filter((s) => s.seriesId).map((s) => `${s.seriesId}|${s.occurrenceDate}`));
  const byId = new Map(series.map((s) => [s.id, s]));
  const keyed: { at: number; entry: CalendarEntry }[] = [];
  for (const s of sessions) {
    const t = toMs(s.startsAt);
    if (t >= from && t < to) keyed.push({ at: t, entry: sessionEntry(s, t) });
  }
  for (const o of expandAll(series, exceptions, from, to)) {
    if (!concrete.has(`${o.seriesId}|${o.occurrenceDate}`)) keyed.push({ at: o.startMs, entry: occurrenceEntry(o, byId.get(o.seriesId)!) });
  }
  return keyed.sort((a, b) => a.at - b.at).map((k) => k.entry);
}
