import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatMinor, fromMinor, parseMoney, toMinor } from './money';

describe('money in minor units', () => {
  it('reads typed amounts with a point or a comma, never through a float', () => {
    expect(parseMoney('12,50')).toBe(1250);
    expect(parseMoney('12.50')).toBe(1250);
    expect(parseMoney(' 12.5 ')).toBe(1250);
    expect(parseMoney('12')).toBe(1200);
    expect(parseMoney('0,01')).toBe(1);
    expect(parseMoney('0.29')).toBe(29);
    expect(parseMoney(0.29)).toBe(29);
    expect(parseMoney(0.1 + 0.2)).toBe(30);
    expect(parseMoney(42.5)).toBe(4250);
  });

  it('refuses what is not money', () => {
    for (const bad of ['', '12.345', '-1', '1 000', '1,000.00', 'abc', '12.', '.5', '1e3']) expect(parseMoney(bad), bad).toBeNull();
    for (const bad of [12.345, -0.01, Number.NaN, Number.POSITIVE_INFINITY, 1e300]) expect(parseMoney(bad), String(bad)).toBeNull();
  });

  it('round-trips every amount with up to two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (minor) => {
        const text = `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;
        expect(parseMoney(text)).toBe(minor);
        expect(parseMoney(text.replace('.', ','))).toBe(minor);
        expect(parseMoney(fromMinor(minor))).toBe(minor);
      }),
    );
  });

  it('keeps null rates null', () => {
    expect(toMinor(null)).toBeNull();
    expect(toMinor(35)).toBe(3500);
  });

  it('formats for the language with 0 to 2 decimals', () => {
    expect(formatMinor(1250, 'en', 'EUR')).toBe('€12.50');
    expect(formatMinor(1200, 'en', 'EUR')).toBe('€12');
    expect(formatMinor(1250, 'sk', 'EUR').replace(/\s/g, ' ')).toBe('12,50 €');
    expect(formatMinor(150000, 'cz', 'CZK').replace(/\s/g, ' ')).toBe('1 500 Kč');
  });
});
