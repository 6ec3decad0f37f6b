import { describe, expect, it } from 'vitest';
import { canRefund, countedKey, daysLeft, formatCharge, trialDaysLeft } from './labels';

const NOW = Date.parse('2026-11-25T12:00:00Z');

describe('subscription labels', () => {
  it('counts the days left, rounded up, and 0 once past', () => {
    expect(daysLeft('2026-11-25T13:00:00Z', NOW)).toBe(1);
    expect(daysLeft('2026-12-09T12:00:00Z', NOW)).toBe(14);
    expect(daysLeft('2026-11-25T11:00:00Z', NOW)).toBe(0);
    expect(daysLeft(null, NOW)).toBe(0);
  });
  it('shows trial days only while in the trial', () => {
    expect(trialDaysLeft({ plan: 'trial', status: 'trialing', trialEndsAt: '2026-11-28T12:00:00Z' }, NOW)).toBe(3);
    expect(trialDaysLeft({ plan: 'standard', status: 'trialing', trialEndsAt: '2026-11-28T12:00:00Z' }, NOW)).toBe(3);
    expect(trialDaysLeft({ plan: 'standard', status: 'active', trialEndsAt: '2026-11-28T12:00:00Z' }, NOW)).toBeNull();
  });
  it('offers the refund only before refundableUntil', () => {
    expect(canRefund({ refundableUntil: '2026-12-01T00:00:00Z' }, NOW)).toBe(true);
    expect(canRefund({ refundableUntil: '2026-11-01T00:00:00Z' }, NOW)).toBe(false);
    expect(canRefund({ refundableUntil: null }, NOW)).toBe(false);
  });
  it('formats a charge per language from minor units', () => {
    expect(formatCharge(1500, 'EUR', 'en')).toBe('€15');
    expect(formatCharge(750, 'EUR', 'en')).toBe('€7.50');
    expect(formatCharge(750, 'eur', 'sk')).toMatch(/^7,50\s€$/);
    expect(formatCharge(37500, 'CZK', 'cz')).toMatch(/^375\sKč$/);
  });
  it('picks the plural form by language', () => {
    expect(countedKey('k', 1, 'en')).toBe('k.one');
    expect(countedKey('k', 3, 'cz')).toBe('k.few');
    expect(countedKey('k', 5, 'sk')).toBe('k.other');
  });
});
