import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoOfMs, addDays, clampedDayInMonth, dateToDay, dayToDate, icalWall, isWallDate, isWallTime, mondayOf, monthIndexOfDay, weekdayOf } from './wall-time';

describe('wall dates and times', () => {
  it('accept real dates and 24-hour times only', () => {
    expect(isWallDate('2024-02-29')).toBe(true);
    expect(isWallDate('2025-02-29')).toBe(false);
    expect(isWallDate('2025-04-31')).toBe(false);
    expect(isWallDate('2025-4-1')).toBe(false);
    expect(isWallTime('00:00')).toBe(true);
    expect(isWallTime('23:59')).toBe(true);
    expect(isWallTime('24:00')).toBe(false);
    expect(isWallTime('7:30')).toBe(false);
  });

  it('count days and weekdays (0 = Monday)', () => {
    expect(dayToDate(dateToDay('2025-03-30'))).toBe('2025-03-30');
    expect(weekdayOf('2025-03-03')).toBe(0);
    expect(weekdayOf('2025-03-09')).toBe(6);
    expect(weekdayOf('1969-12-29')).toBe(0);
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(mondayOf('2025-03-09')).toBe('2025-03-03');
    expect(mondayOf('2025-03-03')).toBe('2025-03-03');
  });

  it('clamp a day of month to the month\'s last day', () => {
    const month = (date: string) => monthIndexOfDay(dateToDay(date));
    expect(dayToDate(clampedDayInMonth(month('2025-04-01'), 31))).toBe('2025-04-30');
    expect(dayToDate(clampedDayInMonth(month('2025-02-01'), 31))).toBe('2025-02-28');
    expect(dayToDate(clampedDayInMonth(month('2024-02-01'), 30))).toBe('2024-02-29');
    expect(dayToDate(clampedDayInMonth(month('2025-01-01'), 31))).toBe('2025-01-31');
  });

  it('write instants exactly as Date#toISOString does', () => {
    for (const ms of [0, 1, 999, 86_399_999, Date.parse('2025-03-30T01:30:00Z'), Date.parse('1999-12-31T23:59:59.123Z'), 4_102_444_800_000 - 1]) {
      expect(isoOfMs(ms)).toBe(new Date(ms).toISOString());
    }
    // Whole minutes take the table's way, the rest the long way.
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_799_999 }), fc.boolean(), (ms, whole) => {
        const at = whole ? ms - (ms % 60_000) : ms;
        expect(isoOfMs(at)).toBe(new Date(at).toISOString());
      }),
    );
  });

  it('write the iCal local form', () => {
    expect(icalWall('2025-03-03', '18:05')).toBe('20250303T180500');
  });
});
