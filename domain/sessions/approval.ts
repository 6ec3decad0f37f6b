import type { Recurrence } from './recurrence';
import { sameRecurrence } from './same-recurrence';
import type { ApprovalStatus, SeriesExceptionRow, SessionSeriesRow, TrainingSessionRow } from './rows';

/**
 * Client approval of sessions (docs/rules/sessions.md "Approval"). A new session or series is pending;
 * the client approves or declines a session, a whole series (each client of
 * a group on their own), or one occurrence of a series on its own (an
 * exception carrying its own answer).
 *
 * Re-approval: when the trainer changes *when* a session happens — date,
 * time, time zone, duration or (series) recurrence — every client's answer
 * goes back to pending, a decline included (the client is asked again about
 * the new time). Duration counts because the end moves, and the end is what
 * the client plans the rest of the evening around. Title, notes, plans and
 * type do not change an answer.
 */

export type ClientDecision = Exclude<ApprovalStatus, 'pending'>;

/** When a session happens; `recurrence` only for series. */
export interface Schedule {
  date: string;
  time: string;
  timeZone: string;
  durationMinutes: number;
  recurrence?: Recurrence | null;
}

/** True when date, time, zone, duration or recurrence differ. */
export function scheduleChanged(before: Schedule, after: Schedule): boolean {
  if (before.date !== after.date || before.time !== after.time || before.timeZone !== after.timeZone || before.durationMinutes !== after.durationMinutes) return true;
  const a = before.recurrence ?? null;
  const b = after.recurrence ?? null;
  if (a === null || b === null) return a !== b;
  return !sameRecurrence(a, b);
}

/** Answers of a new series: every client pending. */
export function pendingFor(clientIds: readonly string[]): Record<string, ApprovalStatus> {
  return Object.fromEntries(clientIds.map((id) => [id, 'pending' as const]));
}

/**
 * A session's or series' answers after a trainer's edit: all pending when the
 * schedule changed; otherwise kept, with added clients pending and removed
 * ones gone.
 */
export function approvalAfterEdit(
  before: Schedule & { approvalByClient: Record<string, ApprovalStatus> },
  after: Schedule & { clientIds: readonly string[] },
): Record<string, ApprovalStatus> {
  return seriesApprovalAfterEdit(before, after);
}

/** The same rule for a series (its recurrence counts as schedule). */
export function seriesApprovalAfterEdit(
  before: Schedule & { approvalByClient: Record<string, ApprovalStatus> },
  after: Schedule & { clientIds: readonly string[] },
): Record<string, ApprovalStatus> {
  if (scheduleChanged(before, after)) return pendingFor(after.clientIds);
  return Object.fromEntries(after.clientIds.map((id) => [id, before.approvalByClient[id] ?? 'pending']));
}

export type Answer<T> = { ok: true; row: T } | { ok: false; code: 'forbidden' };

/** The client answers a single session (their own answer only). */
export function answerSession(session: TrainingSessionRow, clientId: string, decision: ClientDecision, now: string): Answer<TrainingSessionRow> {
  if (!session.clientIds.includes(clientId)) return { ok: false, code: 'forbidden' };
  return { ok: true, row: { ...session, approvalByClient: { ...session.approvalByClient, [clientId]: decision }, updatedAt: now } };
}

/**
 * One status for a session's or occurrence's answers (a calendar's colour,
 * an iCal STATUS): pending while anyone is still asked; declined when all
 * declined; otherwise approved (a group goes ahead with whoever approved).
 */
export function overallApproval(byClient: Record<string, ApprovalStatus>): ApprovalStatus {
  const answers = Object.values(byClient);
  if (answers.length === 0 || answers.includes('pending')) return 'pending';
  return answers.every((a) => a === 'declined') ? 'declined' : 'approved';
}

/**
 * docs/rules/sessions.md "Approval" with offline answers: an answer is given to the schedule the client
 * saw, named by its scheduleVersion. When the trainer has moved the session
 * (or series, or occurrence) since, the answer is refused with this code and
 * the client is asked again with the current row.
 */
export const SESSION_CHANGED = 'session_changed' as const;

/** True when an answer given to `base` still applies to the row's current schedule. */
export const answerIsCurrent = (current: { scheduleVersion: number }, base: number): boolean => current.scheduleVersion === base;

/** The client answers a whole series (their own answer only). */
export function answerSeries(series: SessionSeriesRow, clientId: string, decision: ClientDecision, now: string): Answer<SessionSeriesRow> {
  if (!series.clientIds.includes(clientId)) return { ok: false, code: 'forbidden' };
  return { ok: true, row: { ...series, approvalByClient: { ...series.approvalByClient, [clientId]: decision }, updatedAt: now } };
}

/**
 * The client answers one occurrence of a series on its own: its exception
 * (made when the occurrence has none, with no changes) gets the answer.
 * Other clients keep what they had for that occurrence.
 */
export function answerOccurrence(
  series: SessionSeriesRow,
  exception: SeriesExceptionRow | null,
  occurrenceDate: string,
  clientId: string,
  decision: ClientDecision,
  meta: { exceptionId: string; now: string },
): Answer<SeriesExceptionRow> {
  if (!series.clientIds.includes(clientId)) return { ok: false, code: 'forbidden' };
  const base: SeriesExceptionRow = exception ?? blankException(series, occurrenceDate, meta);
  const current = base.approvalByClient ?? Object.fromEntries(series.clientIds.map((id) => [id, series.approvalByClient[id] ?? 'pending']));
  return { ok: true, row: { ...base, approvalByClient: { ...current, [clientId]: decision }, updatedAt: meta.now } };
}

/** An occurrence's exception before it changes anything (made on its first edit, cancel or answer). */
export function blankException(series: SessionSeriesRow, occurrenceDate: string, meta: { exceptionId: string; now: string }): SeriesExceptionRow {
  return {
    id: meta.exceptionId,
    seriesId: series.id,
    clientIds: series.clientIds,
    scheduleVersion: 0,
    occurrenceDate,
    kind: 'changed',
    changes: {},
    approvalByClient: null,
    createdAt: meta.now,
    updatedAt: meta.now,
  };
}
