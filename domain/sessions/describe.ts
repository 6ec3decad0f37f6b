import type { Recurrence, RecurrenceUnit } from './recurrence';
import type { Weekday } from '../time/wall-time';

/**
 * A repetition in plain language, as data: the app renders it through i18n
 * ("Every Monday and Thursday at 18:00, 12 sessions"); `recurrenceInEnglish`
 * is the English reading, for tests and docs only.
 */
export interface RecurrenceDescription {
  unit: RecurrenceUnit;
  interval: number;
  /** Weeks only, Monday first (0 = Monday … 6 = Sunday). */
  weekdays: Weekday[];
  /** Months only; `clamped` when some months lack the day (29-31: the last day of those months). */
  dayOfMonth: number | null;
  clamped: boolean;
  time: string;
  end: { kind: 'count'; count: number } | { kind: 'until'; date: string };
}

export function describeRecurrence(rec: Recurrence, time: string): RecurrenceDescription {
  return {
    unit: rec.unit,
    interval: rec.interval,
    weekdays: rec.unit === 'weeks' ? [...rec.weekdays].sort((a, b) => a - b) : [],
    dayOfMonth: rec.unit === 'months' ? rec.dayOfMonth : null,
    clamped: rec.unit === 'months' && rec.dayOfMonth !== null && rec.dayOfMonth > 28,
    time,
    end: rec.maxSessions !== null ? { kind: 'count', count: rec.maxSessions } : { kind: 'until', date: rec.endDate ?? '' },
  };
}

const DAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const SINGULAR: Record<RecurrenceUnit, string> = { days: 'day', weeks: 'week', months: 'month' };

const list = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

/** English reading of a description: 'Every 2 weeks on Monday and Thursday at 18:00, 12 sessions'. */
export function recurrenceInEnglish(d: RecurrenceDescription): string {
  const days = list(d.weekdays.map((w) => DAY_NAMES[w]!));
  let every: string;
  if (d.unit === 'weeks' && d.interval === 1) every = `Every ${days}`;
  else if (d.interval === 1) every = `Every ${SINGULAR[d.unit]}`;
  else every = `Every ${d.interval} ${d.unit}`;
  if (d.unit === 'weeks' && d.interval > 1) every += ` on ${days}`;
  if (d.unit === 'months') every += ` on day ${d.dayOfMonth}${d.clamped ? ' (or the last day of shorter months)' : ''}`;
  const end = d.end.kind === 'count' ? `${d.end.count} ${d.end.count === 1 ? 'session' : 'sessions'}` : `until ${d.end.date}`;
  return `${every} at ${d.time}, ${end}`;
}
