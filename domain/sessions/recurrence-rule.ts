import type { Recurrence } from './recurrence';
import { wallDayToMs } from '../time/time-zone';
import { dateToDay } from '../time/wall-time';

/**
 * The RFC 5545 RRULE value of a repetition, for iCal feeds and for checking
 * the walk in pattern.ts against rrule. The rule must be read with DTSTART on
 * the series' first session (RFC 5545 leaves an unsynchronised DTSTART
 * undefined).
 */

const BYDAY = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

/** 'YYYY-MM-DDTHH:mm:ss.sssZ' → '20250303T170000Z'. */
function icalUtc(ms: number): string {
  return new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/**
 * RRULE value (without the 'RRULE:' name). With `timeZone` (DTSTART carries
 * TZID) UNTIL is the UTC instant of the end date's last second on the wall
 * clock, as RFC 5545 requires; without it (floating DTSTART) UNTIL is
 * floating too.
 */
export function rruleValue(rec: Recurrence, timeZone?: string): string {
  const parts: string[] = [];
  if (rec.unit === 'days') parts.push('FREQ=DAILY');
  if (rec.unit === 'weeks') parts.push('FREQ=WEEKLY');
  if (rec.unit === 'months') parts.push('FREQ=MONTHLY');
  parts.push(`INTERVAL=${rec.interval}`);
  if (rec.unit === 'weeks') parts.push('WKST=MO', `BYDAY=${rec.weekdays.map((d) => BYDAY[d]).join(',')}`);
  if (rec.unit === 'months' && rec.dayOfMonth !== null) {
    // Clamp rule: the last of 28..dayOfMonth that the month has (31 → 30 April, 28/29 February).
    if (rec.dayOfMonth <= 28) parts.push(`BYMONTHDAY=${rec.dayOfMonth}`);
    else {
      const days: number[] = [];
      for (let d = 28; d <= rec.dayOfMonth; d++) days.push(d);
      parts.push(`BYMONTHDAY=${days.join(',')}`, 'BYSETPOS=-1');
    }
  }
  if (rec.maxSessions !== null) parts.push(`COUNT=${rec.maxSessions}`);
  if (rec.endDate !== null) {
    const untilDay = dateToDay(rec.endDate);
    parts.push(
      timeZone === undefined
        ? `UNTIL=${rec.endDate.replaceAll('-', '')}T235959`
        : `UNTIL=${icalUtc(wallDayToMs(untilDay, 23 * 60 + 59, timeZone) + 59_000)}`,
    );
  }
  return parts.join(';');
}
