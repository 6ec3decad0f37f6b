import { SeriesCreateArgs } from '../../domain/sessions/mutations';
import { lastOccurrenceDay, walkOccurrenceDays } from '../../domain/sessions/pattern';
import type { Recurrence } from '../../domain/sessions/recurrence';
import { checkSeriesDates, seriesFieldsSchema } from '../../domain/sessions/rows';
import { CLIENT_A } from '../fixtures/session-rows';

/**
 * Walks and checks that once never ended (issue 27 item 1), each run by
 * series-walk-ends.test.ts in a child process it kills at a deadline: a loop
 * that does not end cannot be stopped by a timer in its own thread.
 */

const rec = (r: Partial<Recurrence>): Recurrence => ({ unit: 'weeks', interval: 1, weekdays: [0], dayOfMonth: null, endDate: null, maxSessions: 10, ...r });

const countVisits = (r: Recurrence, start: string, fromDay = -Infinity) => {
  let n = 0;
  walkOccurrenceDays(r, start, fromDay, () => {
    n++;
  });
  return n;
};

/** Visits of walks over bounds that are not numbers: none, and each walk ends. */
export function walksOverBadBounds() {
  return {
    weeksFromX: countVisits(rec({}), 'x'),
    monthsFromX: countVisits(rec({ unit: 'months', weekdays: [], dayOfMonth: 5 }), 'x'),
    daysFromX: countVisits(rec({ unit: 'days', weekdays: [] }), 'x'),
    fromNaN: countVisits(rec({}), '2025-03-03', Number.NaN),
    endX: countVisits(rec({ maxSessions: null, endDate: 'x' }), '2025-03-03'),
    intervalZero: countVisits(rec({ unit: 'days', weekdays: [], interval: 0 }), '2025-03-03'),
    intervalNaN: countVisits(rec({ interval: Number.NaN }), '2025-03-03'),
    weekdayNaN: countVisits(rec({ weekdays: [Number.NaN as 0] }), '2025-03-03'),
    dayOfMonthNaN: countVisits(rec({ unit: 'months', weekdays: [], dayOfMonth: Number.NaN }), '2025-03-03'),
  };
}

/** A stored series with neither end (the schema refuses it, a row could still hold it) ends where every series must. */
export function walkWithoutEnd() {
  return { last: lastOccurrenceDay(rec({ unit: 'days', weekdays: [], maxSessions: null }), '2025-03-03') };
}

/** checkSeriesDates on a date that failed its own check adds nothing (the date's issue says it). */
export function checkOnBadDate() {
  const messages: string[] = [];
  const ctx = { addIssue: (i: { message?: string }) => void messages.push(i.message ?? '') } as never;
  checkSeriesDates({ date: 'x', recurrence: rec({}) }, ctx);
  checkSeriesDates({ date: 'x', recurrence: rec({ unit: 'months', weekdays: [], dayOfMonth: 5 }) }, ctx);
  checkSeriesDates({ date: '2025-02-30', recurrence: rec({}) }, ctx);
  return messages;
}

const fields = {
  title: 'Strength',
  type: 'in_person',
  clientIds: [CLIENT_A],
  planByClient: { [CLIENT_A]: null },
  date: 'x',
  time: '18:00',
  timeZone: 'Europe/Bratislava',
  durationMinutes: 60,
  recurrence: { unit: 'weeks', interval: 1, weekdays: [0], maxSessions: 10 },
};

/** The series' schemas (REST and sync push) answer a bad date with the date's message alone. */
export function schemasOnBadDate() {
  const messagesOf = (r: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) => (r.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);
  return {
    fields: messagesOf(seriesFieldsSchema.safeParse(fields)),
    monthly: messagesOf(seriesFieldsSchema.safeParse({ ...fields, recurrence: { unit: 'months', interval: 1, dayOfMonth: 5, endDate: '2025-12-31' } })),
    create: messagesOf(SeriesCreateArgs.safeParse({ ...fields, id: '0190a0b0-0000-7000-8000-000000000051' })),
  };
}
