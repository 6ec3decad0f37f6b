import { describe, expect, it } from 'vitest';
import { distanceUnitIn, parseDecimal, parseDuration, parseWallTime, toKg, toMeters, weightUnitIn } from './import-values';

describe('values of workout exports', () => {
  it('read decimal points and commas, and tell empty from wrong', () => {
    expect(parseDecimal('102,5')).toBe(102.5);
    expect(parseDecimal(' 60.25 ')).toBe(60.25);
    expect(parseDecimal('8')).toBe(8);
    expect(parseDecimal('')).toBeNull();
    expect(parseDecimal(undefined)).toBeNull();
    expect(parseDecimal('ten')).toBeNaN();
    expect(parseDecimal('1.000,5')).toBeNaN();
  });

  it('convert pounds and miles', () => {
    expect(toKg(225, 'lb')).toBe(102.06);
    expect(toKg(100, 'kg')).toBe(100);
    expect(toMeters(5, 'km')).toBe(5000);
    expect(toMeters(1, 'mi')).toBe(1609.3);
    expect(weightUnitIn('Weight (lbs)')).toBe('lb');
    expect(weightUnitIn('kg')).toBe('kg');
    expect(weightUnitIn('Weight')).toBeNull();
    expect(distanceUnitIn('Distance (mi)')).toBe('mi');
    expect(distanceUnitIn('distance_km')).toBeNull();
    expect(distanceUnitIn('km')).toBe('km');
    expect(distanceUnitIn('Distance (m)')).toBe('m');
  });

  it('read durations', () => {
    expect(parseDuration('1h 5m')).toBe(3900);
    expect(parseDuration('45m')).toBe(2700);
    expect(parseDuration('58m 30s')).toBe(3510);
    expect(parseDuration('1:05:00')).toBe(3900);
    expect(parseDuration('65:30')).toBe(3930);
    expect(parseDuration('75')).toBe(4500);
    expect(parseDuration('75', 'seconds')).toBe(75);
    expect(parseDuration('')).toBeNull();
    expect(parseDuration('long')).toBeNull();
  });

  it('read Strong and Hevy dates as wall time in a zone', () => {
    expect(parseWallTime('2024-01-05 07:30:00')).toBe('2024-01-05T07:30:00.000Z');
    expect(parseWallTime('2024-01-05 07:30:00', 'Europe/Bratislava')).toBe('2024-01-05T06:30:00.000Z');
    expect(parseWallTime('2024-07-05 07:30', 'Europe/Prague')).toBe('2024-07-05T05:30:00.000Z');
    expect(parseWallTime('21 Feb 2025, 07:17', 'Europe/Bratislava')).toBe('2025-02-21T06:17:00.000Z');
    expect(parseWallTime('21 February 2025 07:17')).toBe('2025-02-21T07:17:00.000Z');
    expect(parseWallTime('2025-02-21T07:17:00.000Z', 'Europe/Bratislava')).toBe('2025-02-21T07:17:00.000Z');
    expect(parseWallTime('2025-02-21 07:17:00+0100')).toBe('2025-02-21T06:17:00.000Z');
    expect(parseWallTime('2025-02-30 07:17')).toBeNull();
    expect(parseWallTime('21 Foo 2025, 07:17')).toBeNull();
    expect(parseWallTime('yesterday')).toBeNull();
  });
});
