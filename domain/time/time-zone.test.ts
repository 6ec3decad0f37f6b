import { describe, expect, it } from 'vitest';
import { instantToWall, isTimeZone, offsetAt, wallToInstant } from './time-zone';

const iso = (date: string, time: string, zone: string) => wallToInstant(date, time, zone).toISOString();

describe('wall time in a zone', () => {
  it('knows zone names', () => {
    expect(isTimeZone('Europe/Bratislava')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Europe/Nowhere')).toBe(false);
  });

  it('maps ordinary wall times with the offset of the day', () => {
    expect(iso('2025-01-15', '18:00', 'Europe/Bratislava')).toBe('2025-01-15T17:00:00.000Z');
    expect(iso('2025-07-15', '18:00', 'Europe/Bratislava')).toBe('2025-07-15T16:00:00.000Z');
    expect(iso('2025-07-15', '18:00', 'America/New_York')).toBe('2025-07-15T22:00:00.000Z');
    expect(iso('2025-07-15', '18:00', 'Asia/Kolkata')).toBe('2025-07-15T12:30:00.000Z');
    expect(iso('2025-07-15', '18:00', 'UTC')).toBe('2025-07-15T18:00:00.000Z');
  });

  it('keeps the wall time on the days the clocks change', () => {
    expect(iso('2025-03-30', '18:00', 'Europe/Bratislava')).toBe('2025-03-30T16:00:00.000Z');
    expect(iso('2025-03-30', '01:30', 'Europe/Bratislava')).toBe('2025-03-30T00:30:00.000Z');
    expect(iso('2025-10-26', '18:00', 'Europe/Bratislava')).toBe('2025-10-26T17:00:00.000Z');
    expect(iso('2025-10-26', '00:30', 'Europe/Bratislava')).toBe('2025-10-25T22:30:00.000Z');
  });

  it('reads a wall time in the spring gap with the offset from before it (02:30 → 03:30)', () => {
    const gap = wallToInstant('2025-03-30', '02:30', 'Europe/Bratislava');
    expect(gap.toISOString()).toBe('2025-03-30T01:30:00.000Z');
    expect(instantToWall(gap, 'Europe/Bratislava')).toEqual({ date: '2025-03-30', time: '03:30' });
    expect(iso('2025-03-09', '02:30', 'America/New_York')).toBe('2025-03-09T07:30:00.000Z');
  });

  it('takes the first of the two autumn wall times (summer time)', () => {
    expect(iso('2025-10-26', '02:30', 'Europe/Bratislava')).toBe('2025-10-26T00:30:00.000Z');
    expect(iso('2025-11-02', '01:30', 'America/New_York')).toBe('2025-11-02T05:30:00.000Z');
  });

  it('reads an instant back as wall time', () => {
    expect(instantToWall(new Date('2025-10-26T01:30:00Z'), 'Europe/Bratislava')).toEqual({ date: '2025-10-26', time: '02:30' });
    expect(instantToWall(new Date('2025-12-31T23:30:00Z'), 'Europe/Bratislava')).toEqual({ date: '2026-01-01', time: '00:30' });
    expect(offsetAt('Europe/Bratislava', Date.parse('2025-07-01T00:00:00Z'))).toBe(7_200_000);
  });
});
