import { describe, expect, it } from 'vitest';
import { groupPlates } from './PlateCalculator';
import { parseWeight } from './PlateSettings';

describe('plate calculator helpers', () => {
  it('groups plates of one weight', () => {
    expect(groupPlates([20, 20, 5, 2.5, 2.5])).toEqual([
      [20, 2],
      [5, 1],
      [2.5, 2],
    ]);
    expect(groupPlates([])).toEqual([]);
  });

  it('reads typed weights with a comma or a point', () => {
    expect(parseWeight('20')).toBe(20);
    expect(parseWeight(' 12,5 ')).toBe(12.5);
    expect(parseWeight('7.5')).toBe(7.5);
    expect(parseWeight('')).toBeNull();
    expect(parseWeight('abc')).toBeNull();
  });
});
