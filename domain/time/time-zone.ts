import { dateToDay, dayToDate, minutesToTime, timeToMinutes } from './wall-time';

/**
 * Wall time in an IANA zone ↔ instant, with Intl only (no zone database of
 * our own). Rules for the two hours a year that do not map one to one, the
 * same as RFC 5545 §3.3.5 and Temporal's "compatible" choice:
 * - a wall time that does not exist (spring forward, 02:30 in Europe/Bratislava
 *   on the last Sunday of March) is read with the offset from before the gap,
 *   so it lands as many minutes after the gap as it was into it (02:30 → 03:30);
 * - a wall time that happens twice (autumn, 02:30 on the last Sunday of
 *   October) is the first of the two (still summer time, 00:30Z).
 */

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** A user's zone until they or their browser say otherwise (the product's home market). */
export const DEFAULT_TIME_ZONE = 'Europe/Bratislava';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      era: 'short',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True for a zone name Intl knows ('Europe/Bratislava', 'UTC'). */
export function isTimeZone(timeZone: string): boolean {
  if (formatters.has(timeZone)) return true;
  try {
    formatterOf(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's wall clock at an instant, as milliseconds read as if UTC. */
function wallMsAt(timeZone: string, ms: number): number {
  const parts = formatterOf(timeZone).formatToParts(ms);
  let y = 0, mo = 0, d = 0, h = 0, mi = 0, s = 0, bc = false;
  for (const p of parts) {
    switch (p.type) {
      case 'year': y = Number(p.value); break;
      case 'month': mo = Number(p.value); break;
      case 'day': d = Number(p.value); break;
      case 'hour': h = Number(p.value); break;
      case 'minute': mi = Number(p.value); break;
      case 'second': s = Number(p.value); break;
      case 'era': bc = p.value.startsWith('B'); break;
    }
  }
  const wall = new Date(0);
  wall.setUTCFullYear(bc ? 1 - y : y, mo - 1, d);
  wall.setUTCHours(h, mi, s, 0);
  return wall.getTime();
}

/** Offset of the zone from UTC at an instant, in milliseconds (+01:00 → 3 600 000). */
export function offsetAt(timeZone: string, ms: number): number {
  const whole = Math.floor(ms / 1000) * 1000;
  return wallMsAt(timeZone, whole) - whole;
}

/**
 * Per zone and day: the offset when it is the same from a day before to two
 * days after (no change near that day), NaN otherwise. Most days of a year
 * have one offset, so expanding 200 series costs a few hundred Intl calls
 * rather than one per occurrence. Assumes a zone never changes offset and
 * back within three days, which no zone in use does.
 */
const steadyOffsets = new Map<string, Map<number, number>>();

function steadyOffsetsOf(timeZone: string): Map<number, number> {
  let byDay = steadyOffsets.get(timeZone);
  if (!byDay) steadyOffsets.set(timeZone, (byDay = new Map()));
  return byDay;
}

function steadyOffset(timeZone: string, day: number, byDay = steadyOffsetsOf(timeZone)): number {
  let offset = byDay.get(day);
  if (offset === undefined) {
    const before = offsetAt(timeZone, (day - 1) * DAY_MS);
    const after = offsetAt(timeZone, (day + 2) * DAY_MS);
    offset = before === after ? before : NaN;
    // Days come from stored dates anywhere in years 1-9999: bounded like the other caches of this folder.
    if (byDay.size > 50_000) byDay.clear();
    byDay.set(day, offset);
  }
  return offset;
}

/** The instant (ms since epoch) of a wall day number and minute of day in a zone. */
export function wallDayToMs(day: number, minutes: number, timeZone: string): number {
  return zoneClock(timeZone)(day, minutes);
}

/**
 * Per zone: the instant of each wall time read near an offset change. The few
 * days around a change hold a twentieth of a calendar year's sessions, and each
 * costs four Intl calls; remembered, a year's expansion repeats none of them.
 */
const nearChange = new Map<string, Map<number, number>>();

function nearChangeOf(timeZone: string): Map<number, number> {
  let byWall = nearChange.get(timeZone);
  if (!byWall) nearChange.set(timeZone, (byWall = new Map()));
  return byWall;
}

/** wallDayToMs for one zone, with the zone's lookups done once (for loops over many days). */
export function zoneClock(timeZone: string): (day: number, minutes: number) => number {
  const byDay = steadyOffsetsOf(timeZone);
  const byWall = nearChangeOf(timeZone);
  return (day, minutes) => {
    const steady = steadyOffset(timeZone, day, byDay);
    const wall = day * DAY_MS + minutes * MINUTE_MS;
    if (!Number.isNaN(steady)) return wall - steady;
    let ms = byWall.get(wall);
    if (ms === undefined) {
      ms = exactWallToMs(wall, timeZone);
      if (byWall.size > 50_000) byWall.clear();
      byWall.set(wall, ms);
    }
    return ms;
  };
}

/** A wall time near an offset change: try the offsets from either side. */
function exactWallToMs(wall: number, timeZone: string): number {
  const before = offsetAt(timeZone, wall - DAY_MS);
  const after = offsetAt(timeZone, wall + DAY_MS);
  const early = wall - before;
  const late = wall - after;
  const earlyFits = offsetAt(timeZone, early) === before;
  const lateFits = offsetAt(timeZone, late) === after;
  if (earlyFits && lateFits) return Math.min(early, late);
  if (lateFits) return late;
  // earlyFits alone, or neither (a gap): the offset from before the change.
  return early;
}

/** The instant of a wall date 'YYYY-MM-DD' and time 'HH:mm' in a zone. */
export function wallToInstant(date: string, time: string, timeZone: string): Date {
  return new Date(wallDayToMs(dateToDay(date), timeToMinutes(time), timeZone));
}

/** The wall date and time ('HH:mm', seconds dropped) in a zone at an instant. */
export function instantToWall(instant: Date | number, timeZone: string): { date: string; time: string } {
  const wall = wallMsAt(timeZone, Math.floor(+instant / 1000) * 1000);
  const day = Math.floor(wall / DAY_MS);
  return { date: dayToDate(day), time: minutesToTime(Math.floor((wall - day * DAY_MS) / MINUTE_MS)) };
}
