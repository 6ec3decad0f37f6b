import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openingMinute, WORKING_DAY_START_MIN } from './working-day';

describe('where the calendar opens', () => {
  it('at the working day (07:00) when every session is later, or there is none', () => {
    expect(openingMinute([])).toBe(7 * 60);
    expect(openingMinute([12 * 60, 18 * 60])).toBe(7 * 60);
    expect(openingMinute([7 * 60 + 30])).toBe(7 * 60);
  });

  it("at an earlier session's hour", () => {
    expect(openingMinute([18 * 60, 6 * 60 + 15])).toBe(6 * 60);
    expect(openingMinute([0])).toBe(0);
  });

  it('never below any session, never after the working day, on a whole hour', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 24 * 60 - 1 })), (starts) => {
        const m = openingMinute(starts);
        return m % 60 === 0 && m <= WORKING_DAY_START_MIN && starts.every((s) => m <= s) && (starts.length === 0 || Math.min(...starts) - m < 60 || m === WORKING_DAY_START_MIN);
      }),
    );
  });
});
