import { approvalAfterEdit, blankException, pendingFor, scheduleChanged, seriesApprovalAfterEdit } from './approval';
import { occurrenceOn } from './expand';
import { countBeforeDay, isOccurrenceDay } from './pattern';
import type { Recurrence } from './recurrence';
import type { ExceptionChanges, SeriesExceptionRow, SeriesFields, SessionFields, SessionSeriesRow, TrainingSessionRow } from './rows';
import { wallToInstant } from '../time/time-zone';
import { addDays, dateToDay } from '../time/wall-time';

/**
 * The three scopes calendars offer when a session of a series is edited,
 * as pure plans of what to write:
 * - this occurrence → an exception (cancelled, or changed fields);
 * - this and following → the old series ends before this occurrence, a new
 *   series starts at it with the changes;
 * - all → the series itself changes.
 * Past rules are checked apart (past.ts); approvals follow approval.ts.
 */

/** Rows to write for one edit. */
export interface SeriesWrites {
  updateSeries: SessionSeriesRow | null;
  createSeries: SessionSeriesRow | null;
  upsertExceptions: SeriesExceptionRow[];
  deleteExceptionIds: string[];
}

export type SeriesChanges = Partial<SeriesFields>;

const none = (): SeriesWrites => ({ updateSeries: null, createSeries: null, upsertExceptions: [], deleteExceptionIds: [] });

const samePlans = (a: Record<string, string | null>, b: Record<string, string | null>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

/** Changes without the keys that only repeat the series' value. */
function ownChanges(series: SessionSeriesRow, occurrenceDate: string, c: ExceptionChanges): ExceptionChanges {
  const out: ExceptionChanges = {};
  if (c.date !== undefined && c.date !== occurrenceDate) out.date = c.date;
  if (c.time !== undefined && c.time !== series.time) out.time = c.time;
  if (c.title !== undefined && c.title !== series.title) out.title = c.title;
  if (c.planByClient !== undefined && !samePlans(c.planByClient, series.planByClient)) out.planByClient = c.planByClient;
  if (c.durationMinutes !== undefined && c.durationMinutes !== series.durationMinutes) out.durationMinutes = c.durationMinutes;
  if (c.notes !== undefined && c.notes !== series.notes) out.notes = c.notes;
  return out;
}

const findException = (series: SessionSeriesRow, exceptions: readonly SeriesExceptionRow[], date: string) =>
  exceptions.find((e) => e.seriesId === series.id && e.occurrenceDate === date) ?? null;

/**
 * "This occurrence": merge `changes` into the occurrence's exception (made
 * if it has none; a cancelled one is restored). When its date, time or
 * duration moves, every client is asked again for this occurrence. Changes
 * that bring it back to the series' values drop the exception. Returns no
 * writes when the date is not a session of the series.
 */
export function editThisOccurrence(
  series: SessionSeriesRow,
  exceptions: readonly SeriesExceptionRow[],
  occurrenceDate: string,
  changes: ExceptionChanges,
  meta: { exceptionId: string; now: string },
): SeriesWrites {
  if (!isOccurrenceDay(series.recurrence, series.date, dateToDay(occurrenceDate))) return none();
  const existing = findException(series, exceptions, occurrenceDate);
  const before = occurrenceOn(series, existing && existing.kind === 'changed' ? [existing] : [], occurrenceDate);
  const merged = ownChanges(series, occurrenceDate, { ...(existing?.kind === 'changed' ? existing.changes : {}), ...changes });
  const after = occurrenceOn(series, [{ ...(existing ?? blank(series, occurrenceDate, meta)), kind: 'changed', changes: merged }], occurrenceDate);
  const moved = before !== null && after !== null && scheduleChanged({ ...before, timeZone: series.timeZone }, { ...after, timeZone: series.timeZone });
  const approvalByClient = moved ? pendingFor(series.clientIds) : (existing?.approvalByClient ?? null);
  const writes = none();
  if (Object.keys(merged).length === 0 && approvalByClient === null) {
    if (existing) writes.deleteExceptionIds.push(existing.id);
    return writes;
  }
  const base = existing ?? blank(series, occurrenceDate, meta);
  const scheduleVersion = moved ? base.scheduleVersion + 1 : base.scheduleVersion;
  writes.upsertExceptions.push({ ...base, clientIds: series.clientIds, kind: 'changed', changes: merged, approvalByClient, scheduleVersion, updatedAt: meta.now });
  return writes;
}

const blank = blankException;

/** "This occurrence", cancelled: its exception becomes a cancellation (it keeps its place in a maximum count). */
export function cancelThisOccurrence(
  series: SessionSeriesRow,
  exceptions: readonly SeriesExceptionRow[],
  occurrenceDate: string,
  meta: { exceptionId: string; now: string },
): SeriesWrites {
  if (!isOccurrenceDay(series.recurrence, series.date, dateToDay(occurrenceDate))) return none();
  const existing = findException(series, exceptions, occurrenceDate);
  const writes = none();
  writes.upsertExceptions.push({ ...(existing ?? blank(series, occurrenceDate, meta)), clientIds: series.clientIds, kind: 'cancelled', changes: {}, approvalByClient: null, updatedAt: meta.now });
  return writes;
}

/**
 * "All": the series takes the changes. Exceptions of dates that are no
 * longer sessions of it are deleted; the others stay.
 */
export function editAllOccurrences(series: SessionSeriesRow, exceptions: readonly SeriesExceptionRow[], changes: SeriesChanges, meta: { now: string }): SeriesWrites {
  const fields = { ...series, ...changes };
  const scheduleVersion = scheduleChanged(series, fields) ? series.scheduleVersion + 1 : series.scheduleVersion;
  const updated: SessionSeriesRow = { ...fields, approvalByClient: seriesApprovalAfterEdit(series, fields), scheduleVersion, updatedAt: meta.now };
  const writes = none();
  writes.updateSeries = updated;
  for (const e of exceptions) {
    if (e.seriesId !== series.id) continue;
    if (!isOccurrenceDay(updated.recurrence, updated.date, dateToDay(e.occurrenceDate))) writes.deleteExceptionIds.push(e.id);
    else if (answersOutdated(series, updated, e)) writes.upsertExceptions.push(followingSeriesAnswers(e, meta.now));
  }
  return writes;
}

/**
 * An answer given to one date (a client declined just that Thursday) was
 * given to that date's time. When the series' change moves that occurrence
 * (its own exception does not fix date, time and duration), the answer is
 * outdated like the series' own: the date follows the series' answer again,
 * which the change has made pending.
 */
function answersOutdated(before: SeriesFields, after: SeriesFields, e: SeriesExceptionRow): boolean {
  if (e.kind !== 'changed' || !e.approvalByClient) return false;
  const at = (s: SeriesFields) => [e.changes.date ?? e.occurrenceDate, e.changes.time ?? s.time, e.changes.durationMinutes ?? s.durationMinutes, s.timeZone].join('|');
  return at(before) !== at(after);
}

const followingSeriesAnswers = (e: SeriesExceptionRow, now: string): SeriesExceptionRow => ({ ...e, approvalByClient: null, updatedAt: now });

/**
 * "This and following" from the session originally on `occurrenceDate`:
 * - the old series ends the day before it: an end date becomes that day; a
 *   maximum becomes the number of sessions before it (cancelled ones too),
 *   so the two halves together keep the original count;
 * - a new series (id `newSeriesId`) starts on `changes.date` or the
 *   occurrence's date, with the changes. Its maximum is the original one (or
 *   the one in `changes.recurrence`, which like the form counts the whole
 *   series) less the sessions before; an end date carries over. When nothing
 *   is left for it, no new series is made.
 * - exceptions from that date on move to the new series when their date is
 *   one of its sessions, and are deleted otherwise.
 * From the series' first session this is "all".
 */
export function editThisAndFollowing(
  series: SessionSeriesRow,
  exceptions: readonly SeriesExceptionRow[],
  occurrenceDate: string,
  changes: SeriesChanges,
  meta: { newSeriesId: string; now: string },
): SeriesWrites {
  const day = dateToDay(occurrenceDate);
  if (!isOccurrenceDay(series.recurrence, series.date, day)) return none();
  const before = countBeforeDay(series.recurrence, series.date, day);
  if (before === 0) return editAllOccurrences(series, exceptions, { ...changes, date: changes.date ?? series.date }, meta);

  const writes = none();
  writes.updateSeries = { ...series, recurrence: endedBefore(series.recurrence, occurrenceDate, before), updatedAt: meta.now };

  const wanted: Recurrence = changes.recurrence ?? series.recurrence;
  const rest = wanted.maxSessions === null ? null : wanted.maxSessions - before;
  const fields: SeriesFields = { ...series, ...changes, date: changes.date ?? occurrenceDate, recurrence: { ...wanted, maxSessions: rest } };
  const ours = exceptions.filter((e) => e.seriesId === series.id && e.occurrenceDate >= occurrenceDate);
  if (rest !== null && rest <= 0) {
    writes.deleteExceptionIds.push(...ours.map((e) => e.id));
    return writes;
  }
  // The client answered the series as it was; compare with it at this date.
  const approvalByClient = seriesApprovalAfterEdit({ ...series, date: occurrenceDate, recurrence: { ...series.recurrence, maxSessions: rest } }, fields);
  const created: SessionSeriesRow = { ...fields, id: meta.newSeriesId, approvalByClient, scheduleVersion: 1, createdAt: meta.now, updatedAt: meta.now };
  writes.createSeries = created;
  for (const e of ours) {
    if (isOccurrenceDay(created.recurrence, created.date, dateToDay(e.occurrenceDate))) {
      const moved = { ...e, seriesId: created.id, clientIds: created.clientIds, updatedAt: meta.now };
      writes.upsertExceptions.push(answersOutdated(series, created, e) ? followingSeriesAnswers(moved, meta.now) : moved);
    }
    else writes.deleteExceptionIds.push(e.id);
  }
  return writes;
}

/** The repetition cut to end before `occurrenceDate`, which has `before` sessions ahead of it. */
function endedBefore(rec: Recurrence, occurrenceDate: string, before: number): Recurrence {
  return rec.maxSessions !== null ? { ...rec, maxSessions: before } : { ...rec, endDate: addDays(occurrenceDate, -1) };
}

/** "This and following", deleted: the series ends the day before (or is all deleted from its first session). */
export function deleteThisAndFollowing(
  series: SessionSeriesRow,
  exceptions: readonly SeriesExceptionRow[],
  occurrenceDate: string,
  meta: { now: string },
): SeriesWrites & { deleteSeriesId: string | null } {
  const day = dateToDay(occurrenceDate);
  const ours = exceptions.filter((e) => e.seriesId === series.id && e.occurrenceDate >= occurrenceDate).map((e) => e.id);
  const before = countBeforeDay(series.recurrence, series.date, day);
  if (before === 0) return { ...none(), deleteExceptionIds: exceptions.filter((e) => e.seriesId === series.id).map((e) => e.id), deleteSeriesId: series.id };
  return { ...none(), updateSeries: { ...series, recurrence: endedBefore(series.recurrence, occurrenceDate, before), updatedAt: meta.now }, deleteExceptionIds: ours, deleteSeriesId: null };
}

/** A single session after a trainer's edit, with its approval per approval.ts, its schedule version and start instant. */
export function editSession(session: TrainingSessionRow, changes: Partial<SessionFields>, meta: { now: string }): TrainingSessionRow {
  const next = { ...session, ...changes };
  const moved = scheduleChanged(session, next);
  return {
    ...next,
    approvalByClient: approvalAfterEdit(session, next),
    scheduleVersion: moved ? session.scheduleVersion + 1 : session.scheduleVersion,
    startsAt: moved ? wallToInstant(next.date, next.time, next.timeZone).toISOString() : session.startsAt,
    updatedAt: meta.now,
  };
}
