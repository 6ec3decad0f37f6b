import type { z } from 'zod';
import type { CalendarEntry } from '../../../domain/sessions/entries';
import { walkOccurrenceDays } from '../../../domain/sessions/pattern';
import { recurrenceSchema, type Recurrence, type RecurrenceUnit } from '../../../domain/sessions/recurrence';
import { sameRecurrence } from '../../../domain/sessions/same-recurrence';
import { seriesFieldsSchema, sessionFieldsSchema, type SessionSeriesRow, type SessionType } from '../../../domain/sessions/rows';
import { dateToDay, dayToDate, isWallDate, weekdayOf, type Weekday } from '../../../domain/time/wall-time';

/**
 * The session dialog's values as typed, and what they mean: checked by the
 * domain's own schemas (so the messages are the domain's), and read back
 * from a calendar entry (and its series) to edit it.
 */

export type EndKind = 'date' | 'count';

export interface SessionFormValues {
  type: SessionType;
  clientIds: string[];
  planByClient: Record<string, string | null>;
  title: string;
  date: string;
  time: string;
  /** As typed (a number of minutes). */
  durationMinutes: string;
  notes: string;
  /** Solo only: "Bill this session" (domain/billing/price.ts isBilled). */
  billable: boolean;
  repeat: boolean;
  unit: RecurrenceUnit;
  interval: string;
  weekdays: Weekday[];
  dayOfMonth: string;
  endKind: EndKind;
  endDate: string;
  maxSessions: string;
}

/** Where a message shows: one key per field of the form. */
export type FormField = 'type' | 'clients' | 'title' | 'date' | 'time' | 'durationMinutes' | 'notes' | 'repeat' | 'interval' | 'weekdays' | 'dayOfMonth' | 'end';
export type FormErrors = Partial<Record<FormField, string>>;

export const QUICK_DURATIONS = [30, 45, 60, 90] as const;
export const DEFAULT_DURATION = 60;
export const DEFAULT_MAX_SESSIONS = 12;

const dayOfMonthOf = (date: string) => Number(date.slice(8, 10));

/** A new session's values: the slot clicked, one client when given, a weekly repeat on the date's weekday ready for the switch. */
export function createValues(slot: { date: string; time: string; clientId?: string }): SessionFormValues {
  const valid = isWallDate(slot.date);
  return {
    type: 'in_person',
    clientIds: slot.clientId ? [slot.clientId] : [],
    planByClient: slot.clientId ? { [slot.clientId]: null } : {},
    title: '',
    date: slot.date,
    time: slot.time,
    durationMinutes: String(DEFAULT_DURATION),
    notes: '',
    billable: false,
    repeat: false,
    unit: 'weeks',
    interval: '1',
    weekdays: valid ? [weekdayOf(slot.date)] : [],
    dayOfMonth: valid ? String(dayOfMonthOf(slot.date)) : '1',
    endKind: 'count',
    endDate: '',
    maxSessions: String(DEFAULT_MAX_SESSIONS),
  };
}

/**
 * The values of an entry being edited: the entry's own fields (an
 * occurrence's as moved by its exception), and for an occurrence of a series
 * the series' repetition as it stands (its maximum counts the whole series).
 */
export function entryValues(entry: CalendarEntry, series: SessionSeriesRow | null): SessionFormValues {
  const base = createValues({ date: entry.date, time: entry.time });
  const rec = entry.sessionId === null && series ? series.recurrence : null;
  return {
    ...base,
    type: entry.type,
    clientIds: [...entry.clientIds],
    planByClient: { ...entry.planByClient },
    title: entry.title,
    durationMinutes: String(entry.durationMinutes),
    notes: entry.notes ?? '',
    billable: entry.billable ?? false,
    ...(rec ? recurrenceValues(rec) : {}),
  };
}

function recurrenceValues(rec: Recurrence): Partial<SessionFormValues> {
  return {
    repeat: true,
    unit: rec.unit,
    interval: String(rec.interval),
    weekdays: rec.unit === 'weeks' ? [...rec.weekdays] : [],
    dayOfMonth: rec.dayOfMonth !== null ? String(rec.dayOfMonth) : '',
    endKind: rec.maxSessions !== null ? 'count' : 'date',
    endDate: rec.endDate ?? '',
    maxSessions: rec.maxSessions !== null ? String(rec.maxSessions) : '',
  };
}

/**
 * The date changed: a repetition that followed the old date (its weekday
 * among the weekdays, its day as the day of month) follows the new one, as
 * calendars do when a session is dragged to another day.
 */
export function withDate(v: SessionFormValues, date: string): SessionFormValues {
  const next = { ...v, date };
  if (!isWallDate(date) || !isWallDate(v.date)) return next;
  const oldDay = weekdayOf(v.date);
  const newDay = weekdayOf(date);
  if (v.weekdays.includes(oldDay)) next.weekdays = sortDays([...v.weekdays.filter((d) => d !== oldDay), newDay]);
  else if (v.weekdays.length === 0) next.weekdays = [newDay];
  if (v.dayOfMonth === '' || Number(v.dayOfMonth) === dayOfMonthOf(v.date)) next.dayOfMonth = String(dayOfMonthOf(date));
  return next;
}

const sortDays = (days: Weekday[]) => [...new Set(days)].sort((a, b) => a - b);

/** Turn a weekday on or off. */
export function toggleWeekday(days: Weekday[], day: Weekday): Weekday[] {
  return days.includes(day) ? days.filter((d) => d !== day) : sortDays([...days, day]);
}

/** The session type changed: in person and solo keep the first client only. */
export function withType(v: SessionFormValues, type: SessionType): SessionFormValues {
  if (type === 'group' || v.clientIds.length <= 1) return { ...v, type };
  return withClients({ ...v, type }, v.clientIds.slice(0, 1));
}

/** The clients changed: one plan entry per client (kept for those who stay). */
export function withClients(v: SessionFormValues, clientIds: string[]): SessionFormValues {
  const planByClient: Record<string, string | null> = {};
  for (const id of clientIds) planByClient[id] = v.planByClient[id] ?? null;
  return { ...v, clientIds, planByClient };
}

/** "Anna Nováková · In person"; a group: "Group: Anna, Peter". Texts come in already translated. */
export function suggestedTitle(typeLabel: string, names: string[], groupTemplate: (names: string) => string, singleTemplate: (name: string) => string): string {
  if (names.length === 0) return typeLabel;
  return names.length === 1 && typeLabel ? singleTemplate(names[0]!) : groupTemplate(names.join(', '));
}

const number = (s: string) => (s.trim() === '' ? Number.NaN : Number(s.trim()));

/** The repetition as typed, for the schema (may be invalid). */
export function recurrenceOf(v: SessionFormValues): Recurrence {
  return {
    unit: v.unit,
    interval: number(v.interval),
    weekdays: v.unit === 'weeks' ? v.weekdays : [],
    dayOfMonth: v.unit === 'months' ? number(v.dayOfMonth) : null,
    endDate: v.endKind === 'date' && v.endDate !== '' ? v.endDate : null,
    maxSessions: v.endKind === 'count' && v.maxSessions.trim() !== '' ? number(v.maxSessions) : null,
  };
}

/** The repetition when it is valid, else null (no summary, no preview). */
export function validRecurrence(v: SessionFormValues): Recurrence | null {
  const r = recurrenceSchema.safeParse(recurrenceOf(v));
  return r.success ? r.data : null;
}

/** The session's fields as the domain has them (may be invalid until checked). */
export function fieldsOf(v: SessionFormValues, timeZone: string) {
  return {
    title: v.title,
    type: v.type,
    clientIds: v.clientIds,
    planByClient: v.planByClient,
    date: v.date,
    time: v.time,
    timeZone,
    durationMinutes: number(v.durationMinutes),
    notes: v.notes,
    // Only a solo session carries the mark: the others are billed anyway, and a type changed away drops it.
    billable: v.type === 'solo' && v.billable,
  };
}

export type CheckedFields = z.output<typeof seriesFieldsSchema>;

const FIELD_OF: Record<string, FormField> = {
  title: 'title',
  type: 'type',
  clientIds: 'clients',
  planByClient: 'clients',
  date: 'date',
  time: 'time',
  timeZone: 'time',
  durationMinutes: 'durationMinutes',
  notes: 'notes',
  interval: 'interval',
  weekdays: 'weekdays',
  dayOfMonth: 'dayOfMonth',
  endDate: 'end',
  maxSessions: 'end',
  unit: 'interval',
};

/** The field a schema issue belongs to. */
export function fieldOfIssue(path: readonly PropertyKey[]): FormField {
  if (path[0] === 'recurrence') return path.length > 1 ? (FIELD_OF[String(path[1])] ?? 'repeat') : 'repeat';
  return FIELD_OF[String(path[0])] ?? 'title';
}

/** The first message per field of a schema error (English domain texts, translated where shown). */
export function errorsOf(issues: readonly z.core.$ZodIssue[]): FormErrors {
  const out: FormErrors = {};
  for (const issue of issues) {
    const f = fieldOfIssue(issue.path);
    if (!out[f]) out[f] = issue.message;
  }
  return out;
}

/**
 * Checks the values by the domain's rules: a series' fields when the repeat
 * is on, a session's otherwise. `fields` is the parsed result (trimmed
 * title, null notes, sorted weekdays).
 */
export function checkValues(v: SessionFormValues, timeZone: string): { ok: true; fields: CheckedFields } | { ok: false; errors: FormErrors } {
  const fields = fieldsOf(v, timeZone);
  if (v.repeat) {
    const r = seriesFieldsSchema.safeParse({ ...fields, recurrence: recurrenceOf(v) });
    return r.success ? { ok: true, fields: r.data } : { ok: false, errors: errorsOf(r.error.issues) };
  }
  const r = sessionFieldsSchema.safeParse(fields);
  // A session's fields with a placeholder repetition, so one type carries both.
  return r.success ? { ok: true, fields: { ...r.data, recurrence: PLACEHOLDER } } : { ok: false, errors: errorsOf(r.error.issues) };
}

const PLACEHOLDER: Recurrence = { unit: 'days', interval: 1, weekdays: [], dayOfMonth: null, endDate: null, maxSessions: 1 };

/** Up to `n` session dates of a repetition from `startDate`, on or after `fromDate`. */
export function nextDates(rec: Recurrence, startDate: string, fromDate: string, n = 5): string[] {
  const out: string[] = [];
  if (!isWallDate(startDate) || !isWallDate(fromDate)) return out;
  walkOccurrenceDays(rec, startDate, dateToDay(fromDate), (day) => {
    out.push(dayToDate(day));
    return out.length < n;
  });
  return out;
}

export { sameRecurrence };
