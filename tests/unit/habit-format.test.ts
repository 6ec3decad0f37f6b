import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../domain/constants';
import { parseAmount, typedAmount } from '../../src/features/habits/format';

describe('habit amounts as typed (src/features/habits/format.ts)', () => {
  it('a value shown in a field reads back as the same value in every language (8000 stays 8000, not 8)', () => {
    for (const locale of LOCALES) for (const v of [8000, 2.5, 120, 1_000_000, 0.25, 0]) expect(parseAmount(typedAmount(v, locale)), `${locale} ${v}`).toBe(v);
  });

  it('takes a space as grouping and a point or comma as the decimal mark; empty clears; anything else is no number', () => {
    expect(parseAmount('9 500')).toBe(9500);
    expect(parseAmount('2,5')).toBe(2.5);
    expect(parseAmount(' ')).toBeNull();
    expect(parseAmount('-5')).toBeNaN();
    expect(parseAmount('abc')).toBeNaN();
  });
});
