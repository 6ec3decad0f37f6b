import { answerIsCurrent, pendingFor, SESSION_CHANGED, type ClientDecision } from './approval';
import { editAllOccurrences, editSession, type SeriesWrites } from './edit-scope';
import { occurrenceOn } from './expand';
import { SESSION_IN_PAST, SESSION_MESSAGES as SM } from './messages';
import { isOccurrenceDay } from './pattern';
import { pastSessionViolations, seriesPastViolations } from './past';
import { progressAfter, type ProgressEvent } from './progress';
import type { Recurrence } from './recurrence';
import { seriesDatesIssue, type ApprovalStatus, type SeriesExceptionRow, type SessionFields, type SessionSeriesRow, type TrainingSessionRow } from './rows';
import { wallToInstant } from '../time/time-zone';
import { dateToDay } from '../time/wall-time';
import type { Instant } from './expand';

/**
 * What a sessions mutation writes, as pure functions of the rows it reads:
 * the server's commands (server/areas/sessions/commands) and the device's local
 * mutators (replica/mutators/sessions.ts) both call these, so the optimistic
 * row and the server's agree. A refusal names its code (the server answers
 * it; the device applies nothing and waits for the server's verdict).
 */

export type Refusal =
  | { ok: false; code: typeof SESSION_IN_PAST; message: string; fields: string[] }
  | { ok: false; code: typeof SESSION_CHANGED; message: string }
  | { ok: false; code: 'forbidden'; message: string }
  | { ok: false; code: 'invalid_transition'; message: string }
  | { ok: false; code: 'validation_failed'; message: string; field: string };
export type Outcome<T> = { ok: true; value: T } | Refusal;

const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
const inPast = (fields: string[]): Refusal => ({ ok: false, code: SESSION_IN_PAST, message: SM.sessionInPast, fields });
const invalid = (field: string, message: string): Refusal => ({ ok: false, code: 'validation_failed', message, field });
export const changed = (): Refusal => ({ ok: false, code: SESSION_CHANGED, message: SM.sessionChanged });

/** The start instant of a wall date and time in a zone, as the row's `startsAt`. */
export const startsAtOf = (s: { date: string; time: string; timeZone: string }): string => wallToInstant(s.date, s.time, s.timeZone).toISOString();

/** A new session's fields as the mutation gives them (the zone filled in). */
export type NewSession = SessionFields & { id: string; seriesId: string | null; occurrenceDate: string | null };

/**
 * A new single session: every client pending, not started. A series'
 * occurrence made concrete keeps the answers its clients gave for that date.
 */
export function newSession(a: NewSession, now: string, answers?: Record<string, ApprovalStatus>): TrainingSessionRow {
  const approvalByClient = Object.fromEntries(a.clientIds.map((id) => [id, answers?.[id] ?? 'pending'] as const));
  return { ...a, approvalByClient, progressStatus: 'not_started', scheduleVersion: 1, startsAt: startsAtOf(a), createdAt: now, updatedAt: now };
}

/** A new series: every client pending. */
export function newSeries(a: SessionFields & { id: string; recurrence: Recurrence }, now: string): SessionSeriesRow {
  return { ...a, approvalByClient: pendingFor(a.clientIds), scheduleVersion: 1, createdAt: now, updatedAt: now };
}

/** Clients by type and one plan entry per client, after a patch (the args' refinements, on the merged row). */
function clientsValid(s: Pick<SessionFields, 'type' | 'clientIds' | 'planByClient'>): Refusal | null {
  if (new Set(s.clientIds).size !== s.clientIds.length || s.clientIds.length === 0) return invalid('clientIds', SM.clientsRequired);
  if (s.type !== 'group' && s.clientIds.length > 1) return invalid('clientIds', SM.oneClientOnly);
  const keys = Object.keys(s.planByClient);
  if (keys.length !== s.clientIds.length || !s.clientIds.every((id) => id in s.planByClient)) return invalid('planByClient', SM.planClientsMismatch);
  return null;
}

/**
 * The patch's plans, adjusted when only the clients changed: a new client
 * gets no plan, a removed one's entry goes (so the form may send clientIds
 * alone).
 */
function withPlans<T extends Pick<SessionFields, 'clientIds' | 'planByClient'>>(before: T, patch: Partial<SessionFields>): Partial<SessionFields> {
  if (patch.clientIds === undefined || patch.planByClient !== undefined) return patch;
  return { ...patch, planByClient: Object.fromEntries(patch.clientIds.map((id) => [id, before.planByClient[id] ?? null])) };
}

const defined = <T extends object>(o: T): Partial<T> => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;

/** A trainer's edit of a single session (past rule, clients check, approvals, schedule version). */
export function updateSession(row: TrainingSessionRow, patch: Partial<SessionFields>, now: Instant, stamp: string): Outcome<TrainingSessionRow> {
  const p = withPlans(row, defined(patch));
  const past = pastSessionViolations(row, p, now);
  if (past.length) return inPast(past);
  const next = editSession(row, p, { now: stamp });
  return clientsValid(next) ?? ok(next);
}

/** A trainer's edit of a whole series ("all"), with its exceptions to drop. */
export function updateSeries(series: SessionSeriesRow, exceptions: readonly SeriesExceptionRow[], patch: Partial<SessionFields> & { recurrence?: Recurrence }, now: Instant, stamp: string): Outcome<SeriesWrites> {
  const p = withPlans(series, defined(patch));
  const past = seriesPastViolations(series, p, now);
  if (past.length) return inPast(past);
  const writes = editAllOccurrences(series, exceptions, p, { now: stamp });
  const next = writes.updateSeries!;
  const bad = clientsValid(next);
  if (bad) return bad;
  const issue = seriesDatesIssue(next);
  if (issue !== null) return invalid('recurrence', issue);
  // The exceptions that stay follow the series' clients.
  for (const original of exceptions) {
    if (original.seriesId !== series.id || writes.deleteExceptionIds.includes(original.id) || original.clientIds.join() === next.clientIds.join()) continue;
    const at = writes.upsertExceptions.findIndex((u) => u.id === original.id);
    const e = at >= 0 ? writes.upsertExceptions[at]! : original;
    const followed = { ...e, clientIds: next.clientIds, approvalByClient: e.approvalByClient && keepFor(e.approvalByClient, next.clientIds), updatedAt: stamp };
    if (at >= 0) writes.upsertExceptions[at] = followed;
    else writes.upsertExceptions.push(followed);
  }
  return ok(writes);
}

const keepFor = (answers: Record<string, ApprovalStatus>, clientIds: readonly string[]) => Object.fromEntries(clientIds.map((id) => [id, answers[id] ?? 'pending'] as const));

/** The start of an occurrence as it happens (moved or not) has passed: its date and time are locked. */
export function occurrenceInPast(series: SessionSeriesRow, exceptions: readonly SeriesExceptionRow[], occurrenceDate: string, patch: { date?: string; time?: string }, now: Instant): Refusal | null {
  const o = occurrenceOn(series, exceptions, occurrenceDate) ?? { date: occurrenceDate, time: series.time };
  const past = pastSessionViolations({ date: o.date, time: o.time, timeZone: series.timeZone }, patch, now);
  return past.length ? inPast(past) : null;
}

/** The occurrence date is a session of the series. */
export function isSeriesDate(series: SessionSeriesRow, occurrenceDate: string): boolean {
  return isOccurrenceDay(series.recurrence, series.date, dateToDay(occurrenceDate));
}

/** A client's answer to a session, checked against the version they saw. */
export function answerSessionRow(row: TrainingSessionRow, clientId: string, decision: ClientDecision, baseVersion: number, stamp: string): Outcome<TrainingSessionRow> {
  if (!row.clientIds.includes(clientId)) return { ok: false, code: 'forbidden', message: SM.notAParticipant };
  if (!answerIsCurrent(row, baseVersion)) return changed();
  return ok({ ...row, approvalByClient: { ...row.approvalByClient, [clientId]: decision }, updatedAt: stamp });
}

/** A session's progress after a start or complete (forward only; a repeat changes nothing). */
export function progressSession(row: TrainingSessionRow, event: ProgressEvent, stamp: string): Outcome<TrainingSessionRow | null> {
  const r = progressAfter(row.progressStatus, event);
  if (!r.ok) return { ok: false, code: 'invalid_transition', message: SM.progressTransitionInvalid };
  return ok(r.changed ? { ...row, progressStatus: r.status, updatedAt: stamp } : null);
}
