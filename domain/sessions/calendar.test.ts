import { describe, expect, it } from 'vitest';
import { CALENDAR_RANGE_MAX_DAYS, calendarRangeProblem, dayRange, defaultSessionRange, monthGrid, todayIn, weekRange } from './calendar';
import { SESSION_MESSAGES } from './messages';
import { addDays } from '../time/wall-time';

const ZONE = 'Europe/Bratislava';

describe('calendar ranges', () => {
  it('default to the current Monday-Sunday week in the trainer\'s zone', () => {
    // Sunday 23:30 UTC is already Monday in Bratislava
    expect(defaultSessionRange('2025-03-09T23:30:00Z', ZONE)).toEqual({
      fromDate: '2025-03-10', toDate: '2025-03-16', start: '2025-03-09T23:00:00.000Z', end: '2025-03-16T23:00:00.000Z',
    });
    expect(defaultSessionRange('2025-03-09T22:30:00Z', ZONE).fromDate).toBe('2025-03-03');
    expect(todayIn('2025-03-09T23:30:00Z', ZONE)).toBe('2025-03-10');
  });

  it('cover a week across the clock change by wall midnights (167 hours)', () => {
    const w = weekRange('2025-03-30', ZONE);
    expect(w).toMatchObject({ fromDate: '2025-03-24', toDate: '2025-03-30', start: '2025-03-23T23:00:00.000Z', end: '2025-03-30T22:00:00.000Z' });
    expect(dayRange('2025-10-26', ZONE)).toMatchObject({ start: '2025-10-25T22:00:00.000Z', end: '2025-10-26T23:00:00.000Z' });
  });

  it('lay a month out in whole Monday-first weeks', () => {
    const g = monthGrid('2025-02', ZONE);
    expect(g.weeks).toHaveLength(5);
    expect(g.weeks[0]![0]).toEqual({ date: '2025-01-27', inMonth: false });
    expect(g.weeks[0]![5]).toEqual({ date: '2025-02-01', inMonth: true });
    expect(g.weeks[4]![6]).toEqual({ date: '2025-03-02', inMonth: false });
    expect(g).toMatchObject({ fromDate: '2025-01-27', toDate: '2025-03-02', start: '2025-01-26T23:00:00.000Z', end: '2025-03-02T23:00:00.000Z' });
    expect(monthGrid('2021-02', ZONE).weeks).toHaveLength(4);
    expect(monthGrid('2025-03', ZONE).weeks).toHaveLength(6);
    expect(monthGrid('2025-12', ZONE).toDate).toBe('2026-01-04');
  });
});

describe('calendar range limit', () => {
  it('a range of at most CALENDAR_RANGE_MAX_DAYS wall days, not reversed', () => {
    expect(calendarRangeProblem('2025-01-01', '2025-01-01')).toBeNull();
    expect(calendarRangeProblem('2024-01-01', addDays('2024-01-01', CALENDAR_RANGE_MAX_DAYS - 1))).toBeNull();
    expect(calendarRangeProblem('2024-01-01', addDays('2024-01-01', CALENDAR_RANGE_MAX_DAYS))).toBe(SESSION_MESSAGES.calendarRangeTooLong);
    expect(calendarRangeProblem('0001-01-01', '9999-12-31')).toBe(SESSION_MESSAGES.calendarRangeTooLong);
    expect(calendarRangeProblem('2025-01-02', '2025-01-01')).toBe(SESSION_MESSAGES.calendarRangeReversed);
    expect(SESSION_MESSAGES.calendarRangeTooLong).toContain(String(CALENDAR_RANGE_MAX_DAYS));
  });
});
