import { toMs, type Instant } from './expand';
import { walkOccurrenceDays } from './pattern';
import type { Recurrence } from './recurrence';
import { sameRecurrence } from './same-recurrence';
import type { SessionSeriesRow } from './rows';
import { wallToInstant, zoneClock } from '../time/time-zone';
import { dateToDay, timeToMinutes } from '../time/wall-time';

export { SESSION_IN_PAST } from './messages';

/**
 * docs/rules/sessions.md "Past sessions": a session that has started (start before now) keeps its date,
 * time and recurrence; its notes and exercise logs can still change. The
 * zone is locked with them, since changing it moves the instant. A session
 * still in the future may change freely. The server answers a violation
 * with the code SESSION_IN_PAST and SESSION_MESSAGES.sessionInPast.
 */

export const PAST_LOCKED_FIELDS = ['date', 'time', 'timeZone', 'recurrence'] as const;
export type PastLockedField = (typeof PAST_LOCKED_FIELDS)[number];

export interface SchedulePatch {
  date?: string;
  time?: string;
  timeZone?: string;
  recurrence?: Recurrence | null;
}

/**
 * The locked fields `patch` would change on a session (or one occurrence,
 * given as its effective date and time) that started before `now`; empty
 * when the edit is allowed.
 */
export function pastSessionViolations(
  before: { date: string; time: string; timeZone: string; recurrence?: Recurrence | null },
  patch: SchedulePatch,
  now: Instant,
): PastLockedField[] {
  if (wallToInstant(before.date, before.time, before.timeZone).getTime() >= toMs(now)) return [];
  return changedLocked(before, patch);
}

function changedLocked(before: { date: string; time: string; timeZone: string; recurrence?: Recurrence | null }, patch: SchedulePatch): PastLockedField[] {
  const out: PastLockedField[] = [];
  if (patch.date !== undefined && patch.date !== before.date) out.push('date');
  if (patch.time !== undefined && patch.time !== before.time) out.push('time');
  if (patch.timeZone !== undefined && patch.timeZone !== before.timeZone) out.push('timeZone');
  if (patch.recurrence !== undefined) {
    const a = before.recurrence ?? null;
    const b = patch.recurrence;
    if (a === null || b === null ? a !== b : !sameRecurrence(a, b)) out.push('recurrence');
  }
  return out;
}

/** The series' sessions that started before `now`: how many, and the day of the last. */
export function pastOccurrences(series: SessionSeriesRow, now: Instant): { count: number; lastDate: number | null } {
  const nowMs = toMs(now);
  const clock = zoneClock(series.timeZone);
  const minutes = timeToMinutes(series.time);
  let count = 0;
  let lastDate: number | null = null;
  walkOccurrenceDays(series.recurrence, series.date, -Infinity, (day) => {
    if (clock(day, minutes) >= nowMs) return false;
    count++;
    lastDate = day;
  });
  return { count, lastDate };
}

/**
 * Editing a whole series ("all" scope) whose first session has started: its
 * sessions so far keep their date and time, so the start date, time, zone
 * and the repetition's pattern are locked (edit "this and following" from
 * the next session instead). Moving the end stays allowed as long as it
 * keeps every session that has already started.
 */
export function seriesPastViolations(series: SessionSeriesRow, patch: SchedulePatch, now: Instant): PastLockedField[] {
  const past = pastOccurrences(series, now);
  if (past.count === 0) return [];
  const locked = changedLocked({ ...series, recurrence: null }, { ...patch, recurrence: undefined });
  const next = patch.recurrence;
  if (next !== undefined && next !== null && !sameRecurrence(series.recurrence, next)) {
    const r = series.recurrence;
    const patternChanged = r.unit !== next.unit || r.interval !== next.interval || r.dayOfMonth !== next.dayOfMonth || r.weekdays.join() !== next.weekdays.join();
    const cutsPast =
      (next.maxSessions !== null && next.maxSessions < past.count) || (next.endDate !== null && past.lastDate !== null && dateToDay(next.endDate) < past.lastDate);
    if (patternChanged || cutsPast) locked.push('recurrence');
  } else if (next === null) locked.push('recurrence');
  return locked;
}
