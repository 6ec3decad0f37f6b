import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadPlates, STANDARD_BAR, standardPlates } from './plates';

describe('plate calculator', () => {
  it('loads heaviest first with a standard kg set', () => {
    expect(loadPlates(100, 20, standardPlates('kg'))).toEqual({ perSide: [25, 15], loaded: 100, remainder: 0 });
    expect(loadPlates(142.5, 20, standardPlates('kg'))).toEqual({ perSide: [25, 25, 10, 1.25], loaded: 142.5, remainder: 0 });
  });

  it('works in pounds', () => {
    expect(loadPlates(225, STANDARD_BAR.lb, standardPlates('lb'))).toEqual({ perSide: [45, 45], loaded: 225, remainder: 0 });
    expect(loadPlates(185, 45, standardPlates('lb'))).toEqual({ perSide: [45, 25], loaded: 185, remainder: 0 });
  });

  it('finds an exact load where greedy would fail', () => {
    // 80 kg: 30 per side. Greedy takes the single 25 and is stuck at 5 short.
    const plates = [{ weight: 25, pairs: 1 }, { weight: 15, pairs: 2 }];
    expect(loadPlates(80, 20, plates)).toEqual({ perSide: [15, 15], loaded: 80, remainder: 0 });
  });

  it('reports what cannot be loaded', () => {
    expect(loadPlates(101, 20, standardPlates('kg'))).toEqual({ perSide: [25, 15], loaded: 100, remainder: 1 });
    expect(loadPlates(300, 20, [{ weight: 20, pairs: 2 }])).toEqual({ perSide: [20, 20], loaded: 100, remainder: 200 });
    expect(loadPlates(15, 20, standardPlates('kg'))).toEqual({ perSide: [], loaded: 20, remainder: -5 });
    expect(loadPlates(20, 20, standardPlates('kg'))).toEqual({ perSide: [], loaded: 20, remainder: 0 });
    expect(loadPlates(60, 20, [])).toEqual({ perSide: [], loaded: 20, remainder: 40 });
  });

  it('never loads more than the target or more plates than there are, and is exact on the 2.5 kg grid', () => {
    const plates = fc.array(fc.record({ weight: fc.constantFrom(25, 20, 15, 10, 5, 2.5, 1.25), pairs: fc.integer({ min: 1, max: 4 }) }), { maxLength: 6 });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), plates, (t, set) => {
        const r = loadPlates(t, 20, set);
        expect(r.loaded).toBeLessThanOrEqual(Math.max(t, 20));
        expect(r.loaded).toBeCloseTo(20 + 2 * r.perSide.reduce((a, b) => a + b, 0), 6);
        for (const w of new Set(r.perSide)) {
          const pairs = set.filter((p) => p.weight === w).reduce((a, p) => a + p.pairs, 0);
          expect(r.perSide.filter((x) => x === w).length).toBeLessThanOrEqual(pairs);
        }
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 8, max: 160 }), (n) => {
        expect(loadPlates(n * 2.5, 20, standardPlates('kg')).remainder).toBe(0);
      }),
    );
  });
});
