import type { CalendarEntry } from '../../../domain/sessions/entries';
import type { OccurrenceEditArgs, SessionUpdateArgs } from '../../../domain/sessions/mutations';
import { instantToWall, wallToInstant } from '../../../domain/time/time-zone';
import { minutesToTime } from '../../../domain/time/wall-time';

/**
 * Dragging an entry to another slot: snapping, the past rule (docs/rules/sessions.md "Past sessions": a
 * session that has started keeps its date and time, and nothing moves into
 * the past) and the mutation a drop makes.
 */
export const SNAP_MINUTES = 15;
export const LAST_START_MINUTES = 24 * 60 - SNAP_MINUTES;

/** Minutes after midnight snapped to the nearest 15, kept inside the day. */
export function snapMinutes(minutes: number, step = SNAP_MINUTES): number {
  const snapped = Math.round(minutes / step) * step;
  return Math.min(Math.max(snapped, 0), 24 * 60 - step);
}

/** True when the entry has started (its start is before now): it can no longer move. */
export function hasStarted(entry: Pick<CalendarEntry, 'start'>, now: number): boolean {
  return Date.parse(entry.start) < now;
}

export type DropMutation =
  | { name: 'session.update'; args: SessionUpdateArgs }
  | { name: 'occurrence.edit'; args: OccurrenceEditArgs };

export type DropResult = { ok: true; mutation: DropMutation } | { ok: false; reason: 'sessionInPast' } | { ok: false; reason: 'unchanged' };

/**
 * The mutation for dropping `entry` at wall `date` and `minutes` in the
 * trainer's zone `timeZone` (converted to the entry's own zone when it has
 * another). A concrete session (single, or an occurrence made concrete) is
 * updated; an occurrence that lives only in its series gets (or changes) its
 * exception. Refused when the entry has started or the target is before now.
 */
export function dropMutation(entry: CalendarEntry, date: string, minutes: number, timeZone: string, now: number, newId: () => string): DropResult {
  if (hasStarted(entry, now)) return { ok: false, reason: 'sessionInPast' };
  let target = { date, time: minutesToTime(minutes) };
  const at = wallToInstant(target.date, target.time, timeZone).getTime();
  if (at < now) return { ok: false, reason: 'sessionInPast' };
  if (entry.timeZone !== timeZone) target = instantToWall(at, entry.timeZone);
  if (target.date === entry.date && target.time === entry.time) return { ok: false, reason: 'unchanged' };
  if (entry.sessionId) return { ok: true, mutation: { name: 'session.update', args: { id: entry.sessionId, date: target.date, time: target.time } } };
  return {
    ok: true,
    mutation: {
      name: 'occurrence.edit',
      args: {
        seriesId: entry.seriesId!,
        occurrenceDate: entry.occurrenceDate!,
        exceptionId: entry.exceptionId ?? newId(),
        changes: { date: target.date, time: target.time },
      },
    },
  };
}
