import { instantToWall, wallToInstant } from '../time/time-zone';
import { dateToDay, isWallDate } from '../time/wall-time';

/**
 * A client's local days (spec §9: "today's logs"). Instants are stored in UTC;
 * which day a log belongs to depends on the client's IANA time zone
 * ('Europe/Bratislava'), resolved with Intl (domain/time) so nothing extra
 * ships. An unknown zone throws Intl's RangeError.
 */

/** True for a calendar date written YYYY-MM-DD that exists. */
export const isLocalDate = (text: string): boolean => isWallDate(text);

/** The local date (YYYY-MM-DD) an instant falls on in a time zone. */
export function localDateOf(instant: string | Date, timeZone: string): string {
  return instantToWall(new Date(instant), timeZone).date;
}

/**
 * The UTC instant (ISO, with ms) of a local date and wall time (HH:mm) in a
 * zone. A wall time skipped by a spring-forward change lands an hour later.
 */
export function instantAt(date: string, time: string, timeZone: string): string {
  return wallToInstant(date, time, timeZone).toISOString();
}

/** Whole days from one local date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dateToDay(to) - dateToDay(from);
}
