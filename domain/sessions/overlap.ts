import type { CalendarEntry } from './entries';
import { expandSeries, toMs, type Instant } from './expand';
import type { Recurrence } from './recurrence';
import type { SessionFields, SessionType } from './rows';
import { wallToInstant } from '../time/time-zone';
import { isoOfMs } from '../time/wall-time';

/**
 * Does a session being planned clash with the trainer's calendar? A warning,
 * never a refusal (a trainer may well mean to double-book): the session form
 * lists what a new session, or each session of a new series, overlaps.
 *
 * Two sessions clash when their times intersect (half-open: one ending at
 * 18:00 and one starting at 18:00 do not) and one person would have to be in
 * both: the trainer, who runs every in-person and group session, or a client
 * of both. A solo session is the client's own, so the trainer is free then;
 * it clashes only through its client. A session every client declined is not
 * going to happen and clashes with nothing.
 */

const MINUTE_MS = 60_000;

/** What a clash looks at. */
export interface Slot {
  startMs: number;
  endMs: number;
  type: SessionType;
  clientIds: readonly string[];
}

/** A session as planned in the form: its wall date and time, instants and the original date of a series' session. */
export interface Planned extends Slot {
  date: string;
  time: string;
  /** The series' own date of this session (null for a single session). */
  occurrenceDate: string | null;
}

/** One planned session and the existing ones it overlaps (in order of start). */
export interface Clash<E> {
  planned: Planned;
  existing: E[];
}

const needsTrainer = (type: SessionType) => type !== 'solo';

export function clashes(a: Slot, b: Slot): boolean {
  if (!(a.startMs < b.endMs && b.startMs < a.endMs)) return false;
  if (needsTrainer(a.type) && needsTrainer(b.type)) return true;
  return a.clientIds.some((id) => b.clientIds.includes(id));
}

/** An entry's slot. */
export function slotOf(e: Pick<CalendarEntry, 'start' | 'end' | 'type' | 'clientIds'>): Slot {
  return { startMs: toMs(e.start), endMs: toMs(e.end), type: e.type, clientIds: e.clientIds };
}

/**
 * The sessions the form's fields make: the one session, or with a repetition
 * the series' sessions that start before `until` (the device knows the
 * calendar only as far as its sync window reaches).
 */
export function plannedSessions(fields: SessionFields, recurrence: Recurrence | null, until: Instant): Planned[] {
  const base = { type: fields.type, clientIds: fields.clientIds };
  if (!recurrence) {
    const startMs = wallToInstant(fields.date, fields.time, fields.timeZone).getTime();
    return [{ ...base, date: fields.date, time: fields.time, occurrenceDate: null, startMs, endMs: startMs + fields.durationMinutes * MINUTE_MS }];
  }
  const stamp = isoOfMs(0);
  const series = { ...fields, id: '', recurrence, approvalByClient: {}, scheduleVersion: 0, createdAt: stamp, updatedAt: stamp };
  const from = wallToInstant(fields.date, '00:00', fields.timeZone).getTime();
  return expandSeries(series, [], from, until).map((o) => ({ ...base, date: o.date, time: o.time, occurrenceDate: o.occurrenceDate, startMs: o.startMs, endMs: toMs(o.end) }));
}

/**
 * Each planned session with the existing entries it clashes with; planned
 * sessions that clash with nothing are left out. `isSelf` leaves out what
 * the form is editing (the session itself, or the series it belongs to).
 */
export function findClashes<E extends Pick<CalendarEntry, 'start' | 'end' | 'type' | 'clientIds' | 'approvalStatus'>>(
  planned: readonly Planned[],
  existing: readonly E[],
  isSelf: (e: E) => boolean = () => false,
): Clash<E>[] {
  const others = existing
    .filter((e) => e.approvalStatus !== 'declined' && !isSelf(e))
    .map((e) => ({ e, slot: slotOf(e) }))
    .sort((a, b) => a.slot.startMs - b.slot.startMs);
  const out: Clash<E>[] = [];
  for (const p of planned) {
    const hit = others.filter((o) => clashes(p, o.slot)).map((o) => o.e);
    if (hit.length) out.push({ planned: p, existing: hit });
  }
  return out;
}
