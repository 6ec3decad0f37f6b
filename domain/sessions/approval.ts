import { sameRecurrence, type Recurrence } from './recurrence';
import type { ApprovalStatus, SeriesExceptionRow, SessionSeriesRow, TrainingSessionRow } from './rows';

/**
 * Client approval of sessions (spec §4). A new session or series is pending;
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

/** A session's approval after a trainer's edit from `before` to `after`. */
export function approvalAfterEdit(before: Schedule & { approvalStatus: ApprovalStatus }, after: Schedule): ApprovalStatus {
  return scheduleChanged(before, after) ? 'pending' : before.approvalStatus;
}

/** Answers of a new series: every client pending. */
export function pendingFor(clientIds: readonly string[]): Record<string, ApprovalStatus> {
  return Object.fromEntries(clientIds.map((id) => [id, 'pending' as const]));
}

/**
 * A series' answers after a trainer's edit: all pending when the schedule
 * changed; otherwise kept, with added clients pending and removed ones gone.
 */
export function seriesApprovalAfterEdit(
  before: Schedule & { approvalByClient: Record<string, ApprovalStatus> },
  after: Schedule & { clientIds: readonly string[] },
): Record<string, ApprovalStatus> {
  if (scheduleChanged(before, after)) return pendingFor(after.clientIds);
  return Object.fromEntries(after.clientIds.map((id) => [id, before.approvalByClient[id] ?? 'pending']));
}

export type Answer<T> = { ok: true; row: T } | { ok: false; code: 'forbidden' };

/** The client answers a single session. */
export function answerSession(session: TrainingSessionRow, clientId: string, decision: ClientDecision, now: string): Answer<TrainingSessionRow> {
  if (!session.clientIds.includes(clientId)) return { ok: false, code: 'forbidden' };
  return { ok: true, row: { ...session, approvalStatus: decision, updatedAt: now } };
}

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
  const base: SeriesExceptionRow = exception ?? {
    id: meta.exceptionId,
    seriesId: series.id,
    occurrenceDate,
    kind: 'changed',
    changes: {},
    approvalByClient: null,
    createdAt: meta.now,
    updatedAt: meta.now,
  };
  const current = base.approvalByClient ?? Object.fromEntries(series.clientIds.map((id) => [id, series.approvalByClient[id] ?? 'pending']));
  return { ok: true, row: { ...base, approvalByClient: { ...current, [clientId]: decision }, updatedAt: meta.now } };
}
