import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { isValidWeightKg, parseWeight, WEIGHT_MAX_KG, WEIGHT_MIN_KG, weightKgInput, weightKgNumber } from './weight';

describe('parseWeight', () => {
  it('accepts a point or a comma as the decimal separator', () => {
    expect(parseWeight('70.5')).toBe(70.5);
    expect(parseWeight('70,5')).toBe(70.5);
    expect(parseWeight(' 82,25 ')).toBe(82.25);
    expect(parseWeight('70')).toBe(70);
  });

  it('rejects text that is not a single number', () => {
    for (const bad of ['', ' ', 'abc', '70.5.1', '70,5,1', '1,000.5', '70 5', '-70', '+70', '70kg', '.5', '70.', '0x40', '7e1', 'NaN', 'Infinity']) {
      expect(parseWeight(bad), bad).toBeNull();
    }
  });

  it('rejects weights outside the bounds and more than two decimals', () => {
    expect(parseWeight(String(WEIGHT_MIN_KG))).toBe(WEIGHT_MIN_KG);
    expect(parseWeight(String(WEIGHT_MAX_KG))).toBe(WEIGHT_MAX_KG);
    expect(parseWeight('19.99')).toBeNull();
    expect(parseWeight('500.01')).toBeNull();
    expect(parseWeight('705')).toBeNull();
    expect(parseWeight('7.05')).toBeNull();
    expect(parseWeight('70.123')).toBeNull();
  });
});

describe('isValidWeightKg', () => {
  it('checks finiteness, bounds and precision', () => {
    expect(isValidWeightKg(70.1)).toBe(true);
    expect(isValidWeightKg(99.99)).toBe(true);
    expect(isValidWeightKg(70.001)).toBe(false);
    expect(isValidWeightKg(Number.NaN)).toBe(false);
    expect(isValidWeightKg(Number.POSITIVE_INFINITY)).toBe(false);
    expect(isValidWeightKg(0)).toBe(false);
  });
});

describe('weight schemas', () => {
  it('give the documented message on failure', () => {
    const r = weightKgInput.safeParse('abc');
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(MESSAGES.weightInvalid);
    expect(weightKgNumber.safeParse(10).error?.issues[0]?.message).toBe(MESSAGES.weightInvalid);
    expect(weightKgInput.safeParse(null).error?.issues[0]?.message).toBe(MESSAGES.weightInvalid);
  });

  it('parse text and numbers to kg', () => {
    expect(weightKgInput.parse('70,5')).toBe(70.5);
    expect(weightKgInput.parse(70.5)).toBe(70.5);
  });
});
