import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expandAll, expandSeries, nextOccurrences, occurrenceOn } from './expand';
import type { Recurrence } from './recurrence';
import { CLIENT_A, exceptionRow, seriesRow } from '../../tests/fixtures/session-rows';
import { addDays, type Weekday } from '../time/wall-time';

const rec = (r: Partial<Recurrence>): Recurrence => ({ unit: 'weeks', interval: 1, weekdays: [0, 3], dayOfMonth: null, endDate: null, maxSessions: null, ...r });
const starts = (os: { start: string }[]) => os.map((o) => o.start);

describe('expanding a series in Europe/Bratislava', () => {
  it('keeps Monday and Thursday 18:00 on the wall clock across the March change (17:00Z → 16:00Z)', () => {
    const s = seriesRow({ date: '2025-03-20', recurrence: rec({ endDate: '2025-04-06' }) });
    expect(starts(expandSeries(s, [], '2025-03-01T00:00:00Z', '2025-05-01T00:00:00Z'))).toEqual([
      '2025-03-20T17:00:00.000Z',
      '2025-03-24T17:00:00.000Z',
      '2025-03-27T17:00:00.000Z',
      // clocks go forward on Sunday 30 March
      '2025-03-31T16:00:00.000Z',
      '2025-04-03T16:00:00.000Z',
    ]);
  });

  it('and across the October change (16:00Z → 17:00Z), with the wall time kept', () => {
    const s = seriesRow({ date: '2025-10-16', recurrence: rec({ maxSessions: 5 }) });
    const os = expandSeries(s, [], '2025-10-01T00:00:00Z', '2025-12-01T00:00:00Z');
    expect(starts(os)).toEqual([
      '2025-10-16T16:00:00.000Z',
      '2025-10-20T16:00:00.000Z',
      '2025-10-23T16:00:00.000Z',
      // clocks go back on Sunday 26 October
      '2025-10-27T17:00:00.000Z',
      '2025-10-30T17:00:00.000Z',
    ]);
    expect(os.every((o) => o.time === '18:00')).toBe(true);
    expect(os[3]!.end).toBe('2025-10-27T18:00:00.000Z');
  });

  it('puts a 02:30 series on the spring-forward Sunday at 03:30 and on the autumn Sunday at the first 02:30', () => {
    const s = seriesRow({ date: '2025-03-23', time: '02:30', recurrence: rec({ weekdays: [6], maxSessions: 2 }) });
    expect(starts(expandSeries(s, [], '2025-03-01T00:00:00Z', '2025-04-30T00:00:00Z'))).toEqual(['2025-03-23T01:30:00.000Z', '2025-03-30T01:30:00.000Z']);
    const autumn = seriesRow({ date: '2025-10-26', time: '02:30', recurrence: rec({ weekdays: [6], maxSessions: 1 }) });
    expect(starts(expandSeries(autumn, [], '2025-10-01T00:00:00Z', '2025-11-30T00:00:00Z'))).toEqual(['2025-10-26T00:30:00.000Z']);
  });

  it('monthly on day 31 clamps to the month\'s last day', () => {
    const s = seriesRow({ date: '2025-01-01', recurrence: rec({ unit: 'months', weekdays: [], dayOfMonth: 31, maxSessions: 5 }) });
    expect(expandSeries(s, [], '2025-01-01T00:00:00Z', '2026-01-01T00:00:00Z').map((o) => o.date)).toEqual(['2025-01-31', '2025-02-28', '2025-03-31', '2025-04-30', '2025-05-31']);
  });

  it('every 2 weeks up to the maximum, counted from the first session whatever the window', () => {
    const s = seriesRow({ date: '2025-03-03', recurrence: rec({ interval: 2, weekdays: [0], maxSessions: 4 }) });
    expect(expandSeries(s, [], '2025-01-01T00:00:00Z', '2026-01-01T00:00:00Z').map((o) => o.date)).toEqual(['2025-03-03', '2025-03-17', '2025-03-31', '2025-04-14']);
    expect(expandSeries(s, [], '2025-03-20T00:00:00Z', '2026-01-01T00:00:00Z').map((o) => o.date)).toEqual(['2025-03-31', '2025-04-14']);
  });

  it('stops on the end date, which is inclusive', () => {
    const s = seriesRow({ date: '2025-03-03', recurrence: rec({ endDate: '2025-03-13' }) });
    expect(expandSeries(s, [], '2025-01-01T00:00:00Z', '2026-01-01T00:00:00Z').map((o) => o.date)).toEqual(['2025-03-03', '2025-03-06', '2025-03-10', '2025-03-13']);
  });

  it('takes sessions that start in [start, end) only', () => {
    const s = seriesRow({ date: '2025-03-03', recurrence: rec({ maxSessions: 4 }) });
    expect(expandSeries(s, [], '2025-03-03T17:00:00Z', '2025-03-10T17:00:00Z').map((o) => o.date)).toEqual(['2025-03-03', '2025-03-06']);
    expect(expandSeries(s, [], '2025-03-10T17:00:00Z', '2025-03-03T17:00:00Z')).toEqual([]);
  });
});

describe('exceptions', () => {
  const s = seriesRow({ date: '2025-03-03', recurrence: rec({ maxSessions: 6 }) });
  const window = ['2025-03-01T00:00:00Z', '2025-04-01T00:00:00Z'] as const;

  it('leave cancelled sessions out; they still count toward the maximum', () => {
    const os = expandSeries(s, [exceptionRow({ occurrenceDate: '2025-03-06', kind: 'cancelled' })], ...window);
    expect(os.map((o) => o.date)).toEqual(['2025-03-03', '2025-03-10', '2025-03-13', '2025-03-17', '2025-03-20']);
  });

  it('move, retime and change one session, keeping its occurrence date as the key', () => {
    const moved = exceptionRow({ occurrenceDate: '2025-03-06', changes: { date: '2025-03-07', time: '07:00' } });
    const retimed = exceptionRow({ occurrenceDate: '2025-03-10', changes: { time: '19:30', durationMinutes: 90, notes: 'Legs', title: 'Legs day' } });
    const os = expandSeries(s, [moved, retimed], ...window);
    expect(os.map((o) => [o.occurrenceDate, o.date, o.time, o.start])).toEqual([
      ['2025-03-03', '2025-03-03', '18:00', '2025-03-03T17:00:00.000Z'],
      ['2025-03-06', '2025-03-07', '07:00', '2025-03-07T06:00:00.000Z'],
      ['2025-03-10', '2025-03-10', '19:30', '2025-03-10T18:30:00.000Z'],
      ['2025-03-13', '2025-03-13', '18:00', '2025-03-13T17:00:00.000Z'],
      ['2025-03-17', '2025-03-17', '18:00', '2025-03-17T17:00:00.000Z'],
      ['2025-03-20', '2025-03-20', '18:00', '2025-03-20T17:00:00.000Z'],
    ]);
    expect(os[2]).toMatchObject({ end: '2025-03-10T20:00:00.000Z', notes: 'Legs', title: 'Legs day', exception: retimed });
  });

  it('bring a session moved from outside the window into it, and take one moved out away', () => {
    const inward = exceptionRow({ occurrenceDate: '2025-03-20', changes: { date: '2025-03-04' } });
    const outward = exceptionRow({ occurrenceDate: '2025-03-03', changes: { date: '2025-03-25' } });
    expect(expandSeries(s, [inward, outward], '2025-03-01T00:00:00Z', '2025-03-08T00:00:00Z').map((o) => o.occurrenceDate)).toEqual(['2025-03-20', '2025-03-06']);
  });

  it('ignore exceptions of dates that are not sessions of the series, and of other series', () => {
    const stray = exceptionRow({ occurrenceDate: '2025-03-04', changes: { time: '08:00' } });
    const other = exceptionRow({ occurrenceDate: '2025-03-06', seriesId: '0190a0b0-0000-7000-8000-0000000000ff', kind: 'cancelled' });
    expect(expandSeries(s, [stray, other], ...window)).toHaveLength(6);
  });

  it('use the exception\'s own approval over the series\'', () => {
    const approved = seriesRow({ ...s, approvalByClient: { [CLIENT_A]: 'approved' } });
    const e = exceptionRow({ occurrenceDate: '2025-03-06', changes: { time: '19:00' }, approvalByClient: { [CLIENT_A]: 'pending' } });
    expect(expandSeries(approved, [e], ...window).map((o) => o.approvalByClient[CLIENT_A])).toEqual(['approved', 'pending', 'approved', 'approved', 'approved', 'approved']);
  });

  it('give the next sessions from an instant, and one session by its date', () => {
    const moved = exceptionRow({ occurrenceDate: '2025-03-20', changes: { date: '2025-03-11' } });
    const cancelled = exceptionRow({ occurrenceDate: '2025-03-13', kind: 'cancelled' });
    expect(nextOccurrences(s, [moved, cancelled], '2025-03-07T00:00:00Z', 3).map((o) => o.date)).toEqual(['2025-03-10', '2025-03-11', '2025-03-17']);
    expect(nextOccurrences(s, [], '2025-03-20T17:00:00Z', 5).map((o) => o.date)).toEqual(['2025-03-20']);
    expect(occurrenceOn(s, [moved], '2025-03-20')?.date).toBe('2025-03-11');
    expect(occurrenceOn(s, [cancelled], '2025-03-13')).toBeNull();
    expect(occurrenceOn(s, [], '2025-03-14')).toBeNull();
  });

  it('merge a season of sessions at one instant on two wall dates by original date, whatever order the series come in', () => {
    // 00:30 in Bratislava is 18:30 the evening before in New York, all winter (until New York's clocks change on 9 March).
    const late = seriesRow({ id: '0190a0b0-0000-7000-8000-0000000000e1', time: '00:30', date: '2025-01-02', recurrence: rec({ unit: 'days', weekdays: [], endDate: '2025-03-09' }) });
    const early = seriesRow({ id: '0190a0b0-0000-7000-8000-0000000000e2', time: '18:30', timeZone: 'America/New_York', date: '2025-01-01', recurrence: rec({ unit: 'days', weekdays: [], endDate: '2025-03-08' }) });
    const os = expandAll([late, early], [], '2025-01-01T00:00:00Z', '2025-03-10T00:00:00Z');
    expect(os).toHaveLength(2 * 67);
    for (let i = 0; i < os.length; i += 2) {
      expect(os[i]!.start).toBe(os[i + 1]!.start);
      expect([os[i]!.seriesId, os[i + 1]!.seriesId]).toEqual([early.id, late.id]);
      expect(os[i + 1]!.occurrenceDate).toBe(addDays(os[i]!.occurrenceDate, 1));
    }
    expect(expandAll([early, late], [], '2025-01-01T00:00:00Z', '2025-03-10T00:00:00Z')).toEqual(os);
  });

  it('merge many series in order of start', () => {
    const later = seriesRow({ id: '0190a0b0-0000-7000-8000-0000000000ee', time: '19:00', recurrence: rec({ maxSessions: 2 }) });
    expect(expandAll([later, s], [], '2025-03-03T00:00:00Z', '2025-03-05T00:00:00Z').map((o) => o.time)).toEqual(['18:00', '19:00']);
  });
});

const recurrenceArb: fc.Arbitrary<Recurrence> = fc
  .record({
    unit: fc.constantFrom('days', 'weeks', 'months' as const),
    interval: fc.integer({ min: 1, max: 6 }),
    weekdays: fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
    dayOfMonth: fc.integer({ min: 1, max: 31 }),
    byCount: fc.boolean(),
    maxSessions: fc.integer({ min: 1, max: 60 }),
    endOffset: fc.integer({ min: 0, max: 700 }),
  })
  .map((r) => ({
    unit: r.unit,
    interval: r.interval,
    weekdays: r.unit === 'weeks' ? ([...r.weekdays].sort((a, b) => a - b) as Weekday[]) : [],
    dayOfMonth: r.unit === 'months' ? r.dayOfMonth : null,
    maxSessions: r.byCount ? r.maxSessions : null,
    endDate: r.byCount ? null : addDays('2025-01-01', r.endOffset),
  }));

const timeArb = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45)).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const zoneArb = fc.constantFrom('Europe/Bratislava', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'UTC');

describe('expansion, for any repetition', () => {
  it('never yields a session after the end date or beyond the maximum, and windows add up', () => {
    fc.assert(
      fc.property(recurrenceArb, timeArb, zoneArb, fc.integer({ min: 0, max: 400 }), (r, time, timeZone, cut) => {
        const s = seriesRow({ date: '2025-01-01', time, timeZone, recurrence: r });
        const all = expandSeries(s, [], '2024-12-01T00:00:00Z', '2028-01-01T00:00:00Z');
        if (r.maxSessions !== null) expect(all.length).toBeLessThanOrEqual(r.maxSessions);
        if (r.endDate !== null) expect(all.every((o) => o.date <= r.endDate!)).toBe(true);
        expect(all.every((o) => o.date >= s.date)).toBe(true);
        // two adjacent windows give the whole
        const mid = Date.parse('2025-01-01T00:00:00Z') + cut * 86_400_000 + 7_777_000;
        const left = expandSeries(s, [], '2024-12-01T00:00:00Z', mid);
        const right = expandSeries(s, [], mid, '2028-01-01T00:00:00Z');
        expect([...left, ...right].map((o) => o.start)).toEqual(all.map((o) => o.start));
      }),
      { numRuns: 150 },
    );
  });

  it('moving one session changes only that one', () => {
    fc.assert(
      fc.property(recurrenceArb, fc.nat(), fc.integer({ min: -20, max: 20 }), timeArb, (r, pick, shift, time) => {
        const s = seriesRow({ date: '2025-01-01', recurrence: r });
        const window = ['2024-11-01T00:00:00Z', '2028-06-01T00:00:00Z'] as const;
        const before = expandSeries(s, [], ...window);
        // A session moved by up to 20 days must stay inside the window to be compared.
        const movable = before.filter((o) => o.start >= '2024-11-22' && o.start < '2028-05-10');
        if (movable.length === 0) return;
        const target = movable[pick % movable.length]!;
        const moved = exceptionRow({ occurrenceDate: target.occurrenceDate, changes: { date: addDays(target.date, shift), time } });
        const after = expandSeries(s, [moved], ...window);
        expect(after).toHaveLength(before.length);
        const key = (o: { occurrenceDate: string; start: string }) => `${o.occurrenceDate} ${o.start}`;
        const unchanged = (os: typeof before) => os.filter((o) => o.occurrenceDate !== target.occurrenceDate).map(key);
        expect(unchanged(after).sort()).toEqual(unchanged(before).sort());
        const m = after.find((o) => o.occurrenceDate === target.occurrenceDate)!;
        expect([m.date, m.time]).toEqual([addDays(target.date, shift), time]);
      }),
      { numRuns: 150 },
    );
  });
});
