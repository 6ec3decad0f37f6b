import { toMs, type Instant } from './expand';

/**
 * docs/rules/sessions.md "Availability" text: "available to start" or "available in N
 * minutes, hours or days". Rounding, chosen so the number never reads 0 and
 * never jumps backwards as time passes:
 * - under an hour: minutes, rounded up (30 s to go → "in 1 minute");
 * - then hours, rounded to the nearest (1 h 29 min → 1, 1 h 30 min → 2), up
 *   to 23;
 * - from 23 h 30 min on: days, rounded to the nearest, at least 1.
 * A session is available from its start on (and stays so until completed).
 */
export type Availability = { kind: 'now' } | { kind: 'in'; unit: 'minutes' | 'hours' | 'days'; n: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function availabilityOf(start: Instant, now: Instant): Availability {
  const left = toMs(start) - toMs(now);
  if (left <= 0) return { kind: 'now' };
  const minutes = Math.ceil(left / MINUTE);
  if (minutes < 60) return { kind: 'in', unit: 'minutes', n: minutes };
  const hours = Math.round(left / HOUR);
  if (hours < 24) return { kind: 'in', unit: 'hours', n: hours };
  return { kind: 'in', unit: 'days', n: Math.max(1, Math.round(left / DAY)) };
}
