import type { Recurrence } from './recurrence';

// Apart from recurrence.ts and its zod schema: the calendar's expansion (approval.ts) runs on the first screen, which carries no zod.
/** True when two repetitions give the same days (field by field). */
export function sameRecurrence(a: Recurrence, b: Recurrence): boolean {
  return (
    a.unit === b.unit &&
    a.interval === b.interval &&
    a.weekdays.length === b.weekdays.length &&
    a.weekdays.every((d, i) => d === b.weekdays[i]) &&
    a.dayOfMonth === b.dayOfMonth &&
    a.endDate === b.endDate &&
    a.maxSessions === b.maxSessions
  );
}
