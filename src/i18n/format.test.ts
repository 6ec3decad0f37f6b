import { describe, expect, it } from 'vitest';
import { currencyOf, formatDate, formatDatePattern, formatMoney, formatNumber } from './format';

const norm = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const date = new Date(Date.UTC(2025, 2, 7, 12));

describe('money through the i18n formatter', () => {
  it('uses the language currency', () => {
    expect(currencyOf('sk')).toBe('EUR');
    expect(norm(formatMoney(49.9, 'cz'))).toBe('49,9 Kč');
    expect(norm(formatMoney(0.01, 'en'))).toBe('€0.01');
  });
});

describe('dates and numbers', () => {
  it('format dates with the language locale', () => {
    expect(norm(formatDate(date, 'sk', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC' }))).toBe('7. 3. 2025');
    expect(norm(formatDate(date, 'cz', { day: 'numeric', month: 'long', timeZone: 'UTC' }))).toBe('7. března');
    expect(formatDate(date, 'en', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })).toBe('March 7, 2025');
  });
  it('translate month and day names with date-fns', () => {
    expect(formatDatePattern(date, 'EEEE', 'sk')).toBe('piatok');
    expect(formatDatePattern(date, 'EEEE', 'cz')).toBe('pátek');
    expect(formatDatePattern(date, 'EEEE', 'en')).toBe('Friday');
  });
  it('format numbers with the decimal comma where due', () => {
    expect(formatNumber(70.5, 'sk')).toBe('70,5');
    expect(formatNumber(70.5, 'en')).toBe('70.5');
  });
});
