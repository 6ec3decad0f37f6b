import { describe, expect, it } from 'vitest';
import { daysBetween, instantAt, isLocalDate, localDateOf, onLocalDate } from './local-day';

describe('local days', () => {
  it('put an instant on the client\'s local date', () => {
    expect(localDateOf('2025-03-09T23:30:00Z', 'Europe/Bratislava')).toBe('2025-03-10');
    expect(localDateOf('2025-03-09T23:30:00Z', 'UTC')).toBe('2025-03-09');
    expect(localDateOf('2025-07-01T21:59:59Z', 'Europe/Prague')).toBe('2025-07-01');
    expect(localDateOf('2025-07-01T22:00:00Z', 'Europe/Prague')).toBe('2025-07-02');
  });

  it('turn a local date and time into a UTC instant, across summer time', () => {
    expect(instantAt('2025-01-15', '08:00', 'Europe/Bratislava')).toBe('2025-01-15T07:00:00.000Z');
    expect(instantAt('2025-07-15', '08:00', 'Europe/Bratislava')).toBe('2025-07-15T06:00:00.000Z');
    // 30 March 2025: clocks go from 02:00 to 03:00; 08:00 is already summer time.
    expect(instantAt('2025-03-30', '08:00', 'Europe/Prague')).toBe('2025-03-30T06:00:00.000Z');
    expect(instantAt('2025-10-26', '12:00', 'Europe/Prague')).toBe('2025-10-26T11:00:00.000Z');
    expect(instantAt('2025-01-15', '18:00', 'America/New_York')).toBe('2025-01-15T23:00:00.000Z');
  });

  it('check dates and count days between them', () => {
    expect(isLocalDate('2024-02-29')).toBe(true);
    expect(isLocalDate('2025-02-29')).toBe(false);
    expect(isLocalDate('2025-1-01')).toBe(false);
    expect(daysBetween('2025-03-29', '2025-03-31')).toBe(2);
    expect(daysBetween('2025-01-10', '2025-01-03')).toBe(-7);
  });

  it('test an instant\'s local date as localDateOf does, across every change of 2025, midnight ones included', () => {
    // Santiago and Asunción change at midnight, Lord Howe by half an hour; every 45 minutes meets each midnight often, and a half second before it.
    for (const zone of ['America/Santiago', 'America/Asuncion', 'Australia/Lord_Howe']) {
      const tests = new Map<string, (instant: string | Date) => boolean>();
      const on = (date: string) => tests.get(date) ?? tests.set(date, onLocalDate(date, zone)).get(date)!;
      for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2026, 0, 1); t += 45 * 60_000) {
        for (const instant of [new Date(t), new Date(t - 500).toISOString()]) {
          const date = localDateOf(instant, zone);
          expect(on(date)(instant), `${zone} ${String(instant)}`).toBe(true);
          // Nor on the day before or after.
          const [before, after] = [-1, 1].map((d) => new Date(Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10) + d)).toISOString().slice(0, 10));
          expect(on(before!)(instant) || on(after!)(instant), `${zone} ${String(instant)}`).toBe(false);
        }
      }
    }
  }, 60_000);

  it('throw for an unknown time zone', () => {
    expect(() => localDateOf('2025-01-01T00:00:00Z', 'Mars/Olympus')).toThrow(RangeError);
  });
});
