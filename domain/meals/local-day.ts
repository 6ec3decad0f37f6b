import { instantToWall, wallToInstant } from '../time/time-zone';
import { dateToDay, dayToDate, isWallDate } from '../time/wall-time';

/**
 * A client's local days (docs/rules/meals.md "Daily totals": "today's logs"). Instants are stored in UTC;
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
 * A test of whether an instant falls on a local date in a zone: the same
 * answer as `localDateOf(instant, timeZone) === date`, but the zone is asked
 * only for the day's two midnights (the first instant of the date and of the
 * next one), so a day view and its week chart over hundreds of logs cost a
 * few Intl calls rather than one per log. A local date is one unbroken span
 * of instants; a midnight skipped by a change begins the day at the change.
 */
export function onLocalDate(date: string, timeZone: string): (instant: string | Date) => boolean {
  const start = wallToInstant(date, '00:00', timeZone);
  const end = wallToInstant(dayToDate(dateToDay(date) + 1), '00:00', timeZone);
  const [from, to] = [start.getTime(), end.getTime()];
  const [fromIso, toIso] = [start.toISOString(), end.toISOString()];
  return (instant) => {
    // Stored instants are ISO in UTC with milliseconds ('2026-03-10T07:00:00.000Z'), which sort as text.
    if (typeof instant === 'string' && instant.length === 24 && instant.charCodeAt(23) === 90 /* Z */ && instant.charCodeAt(10) === 84 /* T */) {
      return instant >= fromIso && instant < toIso;
    }
    // Whole seconds, as localDateOf reads an instant; both midnights are whole minutes.
    const t = Math.floor(+new Date(instant) / 1000) * 1000;
    return t >= from && t < to;
  };
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
