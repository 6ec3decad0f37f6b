import { describe, expect, it } from 'vitest';
import { availabilityOf } from './availability';

const start = Date.parse('2025-03-03T17:00:00Z');
const at = (msBefore: number) => availabilityOf(start, start - msBefore);
const MIN = 60_000;

describe('availability text data', () => {
  it('is "now" from the start on', () => {
    expect(at(0)).toEqual({ kind: 'now' });
    expect(at(-3 * 60 * MIN)).toEqual({ kind: 'now' });
  });

  it('counts minutes rounded up under an hour', () => {
    expect(at(30_000)).toEqual({ kind: 'in', unit: 'minutes', n: 1 });
    expect(at(5 * MIN)).toEqual({ kind: 'in', unit: 'minutes', n: 5 });
    expect(at(59 * MIN)).toEqual({ kind: 'in', unit: 'minutes', n: 59 });
    expect(at(59 * MIN + 1)).toEqual({ kind: 'in', unit: 'hours', n: 1 });
  });

  it('then hours and days rounded to the nearest', () => {
    expect(at(89 * MIN)).toEqual({ kind: 'in', unit: 'hours', n: 1 });
    expect(at(90 * MIN)).toEqual({ kind: 'in', unit: 'hours', n: 2 });
    expect(at(23 * 60 * MIN)).toEqual({ kind: 'in', unit: 'hours', n: 23 });
    expect(at(23 * 60 * MIN + 30 * MIN)).toEqual({ kind: 'in', unit: 'days', n: 1 });
    expect(at(60 * 60 * MIN)).toEqual({ kind: 'in', unit: 'days', n: 3 });
  });

  it('never goes up as time passes', () => {
    const rank = (a: ReturnType<typeof at>) => (a.kind === 'now' ? 0 : { minutes: 1, hours: 100, days: 10_000 }[a.unit] * a.n);
    let last = Infinity;
    for (let left = 5 * 24 * 60 * MIN; left >= 0; left -= 7 * MIN) {
      const r = rank(at(left));
      expect(r).toBeLessThanOrEqual(last);
      last = r;
    }
  });
});
