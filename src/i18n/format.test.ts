import { describe, expect, it } from 'vitest';
import { currencyOf, formatDate, formatMoney, formatNumber } from './format';

const norm = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const date = new Date(Date.UTC(2025, 2, 7, 12));

describe('money through the i18n formatter', () => {
  it('uses the language currency', () => {
    expect(currencyOf('sk')).toBe('EUR');
    expect(norm(formatMoney(49.9, 'cz'))).toBe('49,90 Kč');
    expect(norm(formatMoney(0.01, 'en'))).toBe('€0.01');
  });
});

describe('dates and numbers', () => {
  it('format dates with the language locale', () => {
    expect(norm(formatDate(date, 'sk', { day: 'numeric', month: 'numeric', year: 'numeric', timeZone: 'UTC' }))).toBe('7. 3. 2025');
    expect(norm(formatDate(date, 'cz', { day: 'numeric', month: 'long', timeZone: 'UTC' }))).toBe('7. března');
    expect(formatDate(date, 'en', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })).toBe('March 7, 2025');
  });
  it('translate month and day names through Intl', () => {
    expect(formatDate(date, 'sk', { weekday: 'long', timeZone: 'UTC' })).toBe('piatok');
    expect(formatDate(date, 'cz', { weekday: 'long', timeZone: 'UTC' })).toBe('pátek');
    expect(formatDate(date, 'en', { weekday: 'long', timeZone: 'UTC' })).toBe('Friday');
    expect(norm(formatDate(date, 'sk', { day: 'numeric', month: 'short', timeZone: 'UTC' }))).toBe('7. 3.');
  });
  it('format numbers with the decimal comma where due', () => {
    expect(formatNumber(70.5, 'sk')).toBe('70,5');
    expect(formatNumber(70.5, 'en')).toBe('70.5');
  });
});
