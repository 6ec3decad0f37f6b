import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countBeforeDay, firstOccurrenceDay, isOccurrenceDay, lastOccurrenceDay, occurrenceDays } from './pattern';
import { SERIES_MAX_SPAN_DAYS, type Recurrence } from './recurrence';
import { rruleValue } from './recurrence-rule';
import { rrulestr } from './rrule';
import { addDays, dateToDay, dayToDate, icalWall, type Weekday } from '../time/wall-time';

const rec = (r: Partial<Recurrence>): Recurrence => ({ unit: 'weeks', interval: 1, weekdays: [], dayOfMonth: null, endDate: null, maxSessions: null, ...r });
const dates = (r: Recurrence, start: string, from: string, to: string) => occurrenceDays(r, start, dateToDay(from), dateToDay(to)).map(dayToDate);

describe('occurrence days', () => {
  it('weekly on two weekdays, from the first matching day on or after the start', () => {
    const r = rec({ weekdays: [0, 3], maxSessions: 5 });
    expect(dates(r, '2025-03-05', '2025-01-01', '2025-12-31')).toEqual(['2025-03-06', '2025-03-10', '2025-03-13', '2025-03-17', '2025-03-20']);
  });

  it('every 2 weeks counts periods from the start week and stops at the maximum', () => {
    const r = rec({ interval: 2, weekdays: [1], maxSessions: 3 });
    expect(dates(r, '2025-03-04', '2025-01-01', '2025-12-31')).toEqual(['2025-03-04', '2025-03-18', '2025-04-01']);
    // a window after the start still counts from the start
    expect(dates(r, '2025-03-04', '2025-03-10', '2025-12-31')).toEqual(['2025-03-18', '2025-04-01']);
  });

  it('monthly on day 31 clamps to the last day of shorter months', () => {
    const r = rec({ unit: 'months', dayOfMonth: 31, endDate: '2025-06-30' });
    expect(dates(r, '2025-01-31', '2025-01-01', '2025-12-31')).toEqual(['2025-01-31', '2025-02-28', '2025-03-31', '2025-04-30', '2025-05-31', '2025-06-30']);
    expect(dates(rec({ unit: 'months', dayOfMonth: 30, maxSessions: 2 }), '2024-02-01', '2024-01-01', '2024-12-31')).toEqual(['2024-02-29', '2024-03-30']);
  });

  it('every 3 days up to an inclusive end date, skipping ahead to a late window', () => {
    const r = rec({ unit: 'days', interval: 3, endDate: '2025-12-31' });
    expect(dates(r, '2025-01-01', '2025-12-20', '2026-01-10')).toEqual(['2025-12-21', '2025-12-24', '2025-12-27', '2025-12-30']);
  });

  it('answers membership, first, last and count-before', () => {
    const r = rec({ weekdays: [0, 3], endDate: '2025-03-31' });
    expect(isOccurrenceDay(r, '2025-03-03', dateToDay('2025-03-06'))).toBe(true);
    expect(isOccurrenceDay(r, '2025-03-03', dateToDay('2025-03-07'))).toBe(false);
    expect(isOccurrenceDay(r, '2025-03-03', dateToDay('2025-04-03'))).toBe(false);
    expect(dayToDate(firstOccurrenceDay(r, '2025-03-04')!)).toBe('2025-03-06');
    expect(dayToDate(lastOccurrenceDay(r, '2025-03-03')!)).toBe('2025-03-31');
    expect(countBeforeDay(r, '2025-03-03', dateToDay('2025-03-13'))).toBe(3);
    expect(firstOccurrenceDay(rec({ weekdays: [0], endDate: '2025-03-04' }), '2025-03-04')).toBeNull();
  });
});

const recurrenceArb: fc.Arbitrary<Recurrence> = fc
  .record({
    unit: fc.constantFrom('days', 'weeks', 'months' as const),
    interval: fc.integer({ min: 1, max: 5 }),
    weekdays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
    dayOfMonth: fc.integer({ min: 1, max: 31 }),
    byCount: fc.boolean(),
    maxSessions: fc.integer({ min: 1, max: 40 }),
    endOffset: fc.integer({ min: 0, max: 500 }),
  })
  .map((r) => ({
    unit: r.unit,
    interval: r.interval,
    weekdays: r.unit === 'weeks' ? ([...r.weekdays].sort((a, b) => a - b) as Weekday[]) : [],
    dayOfMonth: r.unit === 'months' ? r.dayOfMonth : null,
    maxSessions: r.byCount ? r.maxSessions : null,
    endDate: r.byCount ? null : addDays('2024-01-01', r.endOffset),
  }));

describe('occurrence days agree with rrule', () => {
  it('for any repetition, the walk and rrule over our RRULE give the same days', () => {
    fc.assert(
      fc.property(recurrenceArb, fc.integer({ min: 0, max: 60 }), (r, startOffset) => {
        const start = addDays('2024-01-01', startOffset);
        const ours = dates(r, start, '2000-01-01', '2100-01-01');
        const first = ours[0];
        if (first === undefined) return;
        const text = `DTSTART:${icalWall(first, '18:00')}\nRRULE:${rruleValue(r)}`;
        // Our walk ends SERIES_MAX_SPAN_DAYS after the start (longer series are refused); rrule's goes on.
        const last = addDays(start, SERIES_MAX_SPAN_DAYS);
        const theirs = rrulestr(text).all().map((d: Date) => d.toISOString().slice(0, 10)).filter((d: string) => d <= last);
        expect(theirs).toEqual(ours);
      }),
      { numRuns: 200 },
    );
  });
});
