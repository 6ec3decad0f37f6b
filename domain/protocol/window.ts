/**
 * The sync window of time-series tables (architecture: "Time-series tables
 * are bounded by a window"). A device holds the rows whose instant lies in
 * [from, to); older ones are fetched on demand through the REST endpoints.
 *
 * The window moves in whole UTC days, so its bounds change once a day, not
 * on every pull: the cursor remembers the day it was computed for and the
 * server sends only the rows that entered or left the window since.
 */
export const DAY_MS = 86_400_000;
export const SYNC_WINDOW_DAYS_BACK = 120;
export const SYNC_WINDOW_DAYS_AHEAD = 90;

export interface SyncWindow {
  /** The UTC day number (days since 1970-01-01) the window is anchored on. */
  day: number;
  /** Inclusive lower bound, ms since epoch. */
  from: number;
  /** Exclusive upper bound, ms since epoch: the whole 90th day ahead is inside. */
  to: number;
}

export function utcDayOf(instant: Date | number): number {
  return Math.floor((typeof instant === 'number' ? instant : instant.getTime()) / DAY_MS);
}

export function windowOfDay(day: number, back = SYNC_WINDOW_DAYS_BACK, ahead = SYNC_WINDOW_DAYS_AHEAD): SyncWindow {
  return { day, from: (day - back) * DAY_MS, to: (day + ahead + 1) * DAY_MS };
}

export function syncWindow(now: Date | number): SyncWindow {
  return windowOfDay(utcDayOf(now));
}

export function inWindow(w: SyncWindow, instant: Date | number | string): boolean {
  const t = instant instanceof Date ? instant.getTime() : typeof instant === 'string' ? Date.parse(instant) : instant;
  return t >= w.from && t < w.to;
}
