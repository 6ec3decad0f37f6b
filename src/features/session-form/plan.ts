import type { CalendarEntry } from '../../../domain/sessions/entries';
import { seriesPastViolations } from '../../../domain/sessions/past';
import type { Recurrence } from '../../../domain/sessions/recurrence';
import { sameRecurrence } from '../../../domain/sessions/same-recurrence';
import type { SessionSeriesRow } from '../../../domain/sessions/rows';
import { addDays, dateToDay } from '../../../domain/time/wall-time';
import type { CheckedFields } from './form';

/**
 * What the dialog writes, as pure plans: the mutation name and args
 * (domain/sessions/mutations.ts) for a create, for each edit scope and for a
 * delete. The dialog runs the steps in order through applyLocalMutation.
 */

export type Scope = 'this' | 'following' | 'all';
export const SCOPES: readonly Scope[] = ['this', 'following', 'all'];

export type SessionMutationName =
  | 'session.create'
  | 'session.update'
  | 'session.delete'
  | 'session.makeRecurring'
  | 'series.create'
  | 'series.update'
  | 'series.split'
  | 'series.delete'
  | 'occurrence.edit'
  | 'occurrence.cancel';

export interface MutationStep {
  name: SessionMutationName;
  args: Record<string, unknown>;
}

/** Kind of entry: a single session (or a series occurrence already made a session row), or an occurrence living in its series. */
export const isSeriesOccurrence = (entry: CalendarEntry) => entry.sessionId === null && entry.seriesId !== null;

/** Plain fields of a session (no repetition). */
function sessionArgs(f: CheckedFields) {
  return {
    title: f.title,
    type: f.type,
    clientIds: f.clientIds,
    planByClient: f.planByClient,
    date: f.date,
    time: f.time,
    timeZone: f.timeZone,
    durationMinutes: f.durationMinutes,
    notes: f.notes,
    billable: f.billable ?? false,
  };
}

/** A new session, or with the repeat on a new series. */
export function createPlan(fields: CheckedFields, repeat: boolean, id: string): MutationStep {
  return repeat ? { name: 'series.create', args: { id, ...sessionArgs(fields), recurrence: fields.recurrence } } : { name: 'session.create', args: { id, ...sessionArgs(fields) } };
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const samePlans = (a: Record<string, string | null>, b: Record<string, string | null>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([k, v]) => b[k] === v);

/** The fields the user changed against the entry as it opened (only those are written). */
export function changedFields(entry: CalendarEntry, f: CheckedFields) {
  const out: Partial<ReturnType<typeof sessionArgs>> = {};
  if (f.title !== entry.title) out.title = f.title;
  if (f.type !== entry.type) out.type = f.type;
  if (!sameList(f.clientIds, entry.clientIds)) out.clientIds = f.clientIds;
  if (!samePlans(f.planByClient, entry.planByClient)) out.planByClient = f.planByClient;
  if (f.date !== entry.date) out.date = f.date;
  if (f.time !== entry.time) out.time = f.time;
  if (f.durationMinutes !== entry.durationMinutes) out.durationMinutes = f.durationMinutes;
  if ((f.notes ?? null) !== (entry.notes ?? null)) out.notes = f.notes;
  if ((f.billable ?? false) !== (entry.billable ?? false)) out.billable = f.billable ?? false;
  return out;
}

/** The repetition when it changed against the series (null: unchanged or not a series). */
function changedRecurrence(series: SessionSeriesRow | null, f: CheckedFields, repeat: boolean): Recurrence | null {
  if (!series || !repeat) return null;
  return sameRecurrence(series.recurrence, f.recurrence) ? null : f.recurrence;
}

/**
 * "This session" can change only what one occurrence can (date, time,
 * title, plans, duration, notes): not the type, the clients, whether it is
 * billed or the repetition.
 */
export function thisScopeAllowed(entry: CalendarEntry, series: SessionSeriesRow | null, f: CheckedFields, repeat: boolean): boolean {
  const c = changedFields(entry, f);
  return c.type === undefined && c.clientIds === undefined && c.billable === undefined && changedRecurrence(series, f, repeat) === null;
}

/** The series' start after the occurrence moved by the days its date moved ("all"). */
function shiftedStart(series: SessionSeriesRow, entry: CalendarEntry, date: string): string {
  return addDays(series.date, dateToDay(date) - dateToDay(entry.date));
}

/**
 * "All sessions" is refused when the series has begun and the edit moves
 * its start, time or pattern (past.ts): the scope step then offers
 * "this and following" instead.
 */
export function allScopeAllowed(entry: CalendarEntry, series: SessionSeriesRow | null, f: CheckedFields, repeat: boolean, now: number): boolean {
  if (!series) return false;
  const c = changedFields(entry, f);
  const rec = changedRecurrence(series, f, repeat);
  const patch = {
    ...(c.date !== undefined ? { date: shiftedStart(series, entry, c.date) } : {}),
    ...(c.time !== undefined ? { time: c.time } : {}),
    ...(rec ? { recurrence: rec } : {}),
  };
  return seriesPastViolations(series, patch, now).length === 0;
}

/**
 * An edit: `session.update` with the changed fields for a session row
 * (and `session.makeRecurring` when a single session's repeat is turned
 * on); for an occurrence of a series, by scope: `occurrence.edit`,
 * `series.split` or `series.update`. No steps when nothing changed.
 */
export function editPlan(
  entry: CalendarEntry,
  series: SessionSeriesRow | null,
  f: CheckedFields,
  repeat: boolean,
  scope: Scope | null,
  newId: () => string,
): MutationStep[] {
  const c = changedFields(entry, f);
  const changed = Object.keys(c).length > 0;
  if (!isSeriesOccurrence(entry)) {
    const steps: MutationStep[] = [];
    if (changed) steps.push({ name: 'session.update', args: { id: entry.sessionId, ...c } });
    if (repeat && entry.seriesId === null) steps.push({ name: 'session.makeRecurring', args: { id: entry.sessionId, seriesId: newId(), recurrence: f.recurrence } });
    return steps;
  }
  const seriesId = entry.seriesId!;
  const occurrenceDate = entry.occurrenceDate!;
  const rec = changedRecurrence(series, f, repeat);
  if (!changed && !rec) return [];
  if (scope === 'this') {
    const { type: _t, clientIds: _c, billable: _b, ...changes } = c;
    return [{ name: 'occurrence.edit', args: { seriesId, occurrenceDate, exceptionId: entry.exceptionId ?? newId(), changes } }];
  }
  if (scope === 'following') {
    return [{ name: 'series.split', args: { id: seriesId, occurrenceDate, newSeriesId: newId(), changes: { ...c, ...(rec ? { recurrence: rec } : {}) } } }];
  }
  if (scope === 'all') {
    const { date, ...rest } = c;
    const start = date !== undefined && series ? { date: shiftedStart(series, entry, date) } : {};
    return [{ name: 'series.update', args: { id: seriesId, ...rest, ...start, ...(rec ? { recurrence: rec } : {}) } }];
  }
  throw new Error('An occurrence of a series is edited with a scope.');
}

/**
 * A delete: a session → `session.delete`; an occurrence by scope: this →
 * `occurrence.cancel` (an occurrence made a session row loses the row too),
 * this and following → `series.delete` from its date, all → `series.delete`.
 */
export function deletePlan(entry: CalendarEntry, scope: Scope | null, newId: () => string): MutationStep[] {
  const steps: MutationStep[] = [];
  if (entry.sessionId !== null) steps.push({ name: 'session.delete', args: { id: entry.sessionId } });
  if (entry.seriesId === null) return steps;
  const seriesId = entry.seriesId;
  const occurrenceDate = entry.occurrenceDate!;
  if (scope === 'this') steps.push({ name: 'occurrence.cancel', args: { seriesId, occurrenceDate, exceptionId: entry.exceptionId ?? newId() } });
  else if (scope === 'following') steps.push({ name: 'series.delete', args: { id: seriesId, fromDate: occurrenceDate } });
  else if (scope === 'all') steps.push({ name: 'series.delete', args: { id: seriesId } });
  else throw new Error('An occurrence of a series is deleted with a scope.');
  return steps;
}

/** The entry belongs to a series (saving or deleting asks for a scope). */
export const asksScope = (entry: CalendarEntry | undefined) => !!entry && entry.seriesId !== null;

/**
 * Some client approved it and the edit moves it (date, time, duration or
 * repetition): they will be asked again (approval.ts).
 */
export function needsReapproval(entry: CalendarEntry, series: SessionSeriesRow | null, f: CheckedFields, repeat: boolean): boolean {
  if (!Object.values(entry.approvalByClient).includes('approved')) return false;
  const c = changedFields(entry, f);
  return c.date !== undefined || c.time !== undefined || c.durationMinutes !== undefined || changedRecurrence(series, f, repeat) !== null || (repeat && !series && entry.seriesId === null);
}

/** Past sessions keep date, time and repetition (past.ts); notes and the rest stay editable. */
export type LockableField = 'date' | 'time' | 'repeat';

export function lockedFields(entry: CalendarEntry | undefined, now: number): LockableField[] {
  if (!entry) return [];
  return Date.parse(entry.start) < now ? ['date', 'time', 'repeat'] : [];
}
