import { describe, expect, it } from 'vitest';
import { currencyOf, formatMoney } from './currency';

// Intl uses narrow no-break spaces in some locales; normalise for readable expectations.
const norm = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('currencyOf', () => {
  it('is EUR for en and sk, CZK for cz', () => {
    expect(currencyOf('en')).toBe('EUR');
    expect(currencyOf('sk')).toBe('EUR');
    expect(currencyOf('cz')).toBe('CZK');
  });
});

describe('formatMoney', () => {
  it('formats whole amounts without decimals', () => {
    expect(norm(formatMoney(15, 'en'))).toBe('€15');
    expect(norm(formatMoney(15, 'sk'))).toBe('15 €');
    expect(norm(formatMoney(15, 'cz'))).toBe('15 Kč');
  });
  it('shows other amounts with two decimals in every language, rounding beyond', () => {
    expect(norm(formatMoney(34.5, 'en'))).toBe('€34.50');
    expect(norm(formatMoney(34.5, 'sk'))).toBe('34,50 €');
    expect(norm(formatMoney(7.5, 'cz', 'EUR'))).toBe('7,50 €');
    expect(norm(formatMoney(12.345, 'sk'))).toBe('12,35 €');
    expect(norm(formatMoney(1234.5, 'cz'))).toBe('1 234,50 Kč');
  });
  it('shows an amount that rounds to whole cents of zero without decimals', () => {
    expect(norm(formatMoney(14.999, 'en'))).toBe('€15');
  });
  it('accepts an explicit currency (a euro price shown in Czech)', () => {
    expect(norm(formatMoney(15, 'cz', 'EUR'))).toBe('15 €');
  });
});
