import type { CalendarEntry } from '../../../domain/sessions/entries';
import type { ApprovalStatus, ProgressStatus, SessionType } from '../../../domain/sessions/rows';
import { syncWindow, type SyncWindow } from '../../../domain/protocol/window';
import { addDays, dateToDay, dayToDate } from '../../../domain/time/wall-time';
import type { CalendarRange } from '../../../domain/sessions/calendar';

/**
 * Sessions outside the sync window (architecture: the device holds sessions
 * from 120 days back to 90 ahead; series are not windowed, so their
 * occurrences are always expanded on the device). A range reaching outside
 * asks the server (GET /api/training-sessions, wall dates inclusive) and
 * merges what only the server has.
 */
export interface OutsideWindow {
  /** The range starts before the window: sessions before this wall date are not on the device. */
  before: string | null;
  /** The range ends after the window: sessions from this wall date on are not on the device. */
  after: string | null;
}

export function outsideWindow(range: Pick<CalendarRange, 'start' | 'end'>, now: number, w: SyncWindow = syncWindow(now)): OutsideWindow {
  const start = Date.parse(range.start);
  const end = Date.parse(range.end);
  return {
    before: start < w.from ? dayToDate(Math.floor(w.from / 86_400_000)) : null,
    after: end > w.to ? dayToDate(Math.floor(w.to / 86_400_000)) : null,
  };
}

/**
 * The wall dates (inclusive) to ask the server for: only the part of the range
 * outside the window, one day wider on each side for zones far from UTC.
 * Null when all of it is on the device.
 */
export function remoteQuery(range: Pick<CalendarRange, 'fromDate' | 'toDate'>, out: OutsideWindow): { start: string; end: string } | null {
  if (!out.before && !out.after) return null;
  if (out.before && out.after) return { start: range.fromDate, end: range.toDate };
  if (out.before) return { start: range.fromDate, end: minDate(range.toDate, addDays(out.before, 1)) };
  return { start: maxDate(range.fromDate, addDays(out.after!, -1)), end: range.toDate };
}

const minDate = (a: string, b: string) => (dateToDay(a) <= dateToDay(b) ? a : b);
const maxDate = (a: string, b: string) => (dateToDay(a) >= dateToDay(b) ? a : b);

/** One entry as GET /api/training-sessions answers it (snake_case). */
export interface SessionDto {
  id: string | null;
  title: string;
  type: SessionType;
  client_ids: string[];
  plan_by_client: Record<string, string | null>;
  date: string;
  time: string;
  time_zone: string;
  duration_minutes: number;
  notes: string | null;
  approval_by_client: Record<string, ApprovalStatus>;
  approval_status: ApprovalStatus;
  schedule_version: number;
  series_id: string | null;
  occurrence_date: string | null;
  exception_id: string | null;
  exception_version: number;
  progress_status: ProgressStatus;
  start: string;
  end: string;
}

export function entryOfDto(d: SessionDto): CalendarEntry {
  return {
    sessionId: d.id,
    seriesId: d.series_id,
    occurrenceDate: d.occurrence_date,
    exceptionId: d.exception_id,
    title: d.title,
    type: d.type,
    clientIds: d.client_ids,
    planByClient: d.plan_by_client,
    date: d.date,
    time: d.time,
    timeZone: d.time_zone,
    durationMinutes: d.duration_minutes,
    notes: d.notes,
    start: d.start,
    end: d.end,
    approvalByClient: d.approval_by_client,
    approvalStatus: d.approval_status,
    progressStatus: d.progress_status,
    scheduleVersion: d.schedule_version,
    exceptionVersion: d.exception_version,
  };
}

/**
 * The device's entries plus the server's sessions the device does not hold
 * (outside the window), in order of start. Occurrences the server expands
 * from a series are the device's own (series are not windowed) and are
 * skipped; a concrete occurrence from the server replaces the device's
 * expanded one for the same series and date, so nothing shows twice.
 */
export function mergeRemote(local: readonly CalendarEntry[], remote: readonly CalendarEntry[], w: SyncWindow): CalendarEntry[] {
  const localIds = new Set<string>();
  for (const e of local) if (e.sessionId) localIds.add(e.sessionId);
  const extra = remote.filter((r) => r.sessionId !== null && !localIds.has(r.sessionId) && !(Date.parse(r.start) >= w.from && Date.parse(r.start) < w.to));
  if (extra.length === 0) return local as CalendarEntry[];
  const concrete = new Set(extra.filter((r) => r.seriesId).map((r) => `${r.seriesId}|${r.occurrenceDate}`));
  const kept = local.filter((e) => e.sessionId !== null || !concrete.has(`${e.seriesId}|${e.occurrenceDate}`));
  return [...kept, ...extra].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}
