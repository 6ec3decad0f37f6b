import { instantToWall } from '../../../domain/time/time-zone';
import { minutesToTime, timeToMinutes } from '../../../domain/time/wall-time';

/** What a session's time is read from: its stored wall date, time and zone, and (an entry) its start instant. */
export interface SessionClockSource {
  date: string;
  time: string;
  timeZone: string;
  durationMinutes: number;
  /** The start instant (ISO); a series row has none and is shown at its own wall time. */
  start?: string;
}

/** A session's wall date and times in the zone it is shown in. */
export interface SessionWall {
  date: string;
  time: string;
  /** Wall time of the end ('HH:mm', past midnight wrapping round). */
  end: string;
  /** The zone these are in. */
  zone: string;
}

/**
 * A session's wall date and time in `zone` (the trainer's): the stored ones
 * when it was planned in that zone, which is nearly always; else its start
 * instant read on that zone's clock. Every screen goes through this, so the
 * calendar, the dashboards and the schedule show one session at one time
 * whatever the device's zone. Null `zone`: the session's own.
 */
export function sessionWall(s: SessionClockSource, zone: string | null): SessionWall {
  const own = zone === null || zone === s.timeZone || s.start === undefined;
  const wall = own ? { date: s.date, time: s.time } : instantToWall(Date.parse(s.start!), zone);
  const end = minutesToTime((((timeToMinutes(wall.time) + s.durationMinutes) % 1440) + 1440) % 1440);
  return { ...wall, end, zone: own ? s.timeZone : zone };
}

/** The device's own zone (the browser's). */
export const deviceZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The zone named beside a time, " (Europe/Bratislava)", only when the device's clock is in another. */
export function zoneNote(zone: string, device: string = deviceZone()): string {
  return zone === device ? '' : ` (${zone})`;
}
