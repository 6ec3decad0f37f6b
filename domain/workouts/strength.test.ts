import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SetType } from './rows';
import { e1rm, setE1rm, setVolume, totalVolume } from './strength';

const done = '2025-01-01T10:00:00.000Z';
const set = (weightKg: number | null, reps: number | null, setType: SetType = 'working', completedAt: string | null = done) => ({
  id: 's',
  sessionId: 'x',
  setType,
  weightKg,
  reps,
  completedAt,
});

describe('e1RM (docs/rules/workouts.md "Strength estimate": weight × (1 + reps / 30))', () => {
  it('follows Epley above one rep', () => {
    expect(e1rm(100, 5)).toBeCloseTo(116.667, 3);
    expect(e1rm(60, 10)).toBeCloseTo(80, 10);
    expect(e1rm(100, 2)).toBeCloseTo(106.667, 3);
  });

  it('is the weight itself for a single, and nothing for 0 reps, no load or missing values', () => {
    expect(e1rm(140, 1)).toBe(140);
    expect(e1rm(100, 0)).toBeNull();
    expect(e1rm(0, 10)).toBeNull();
    expect(e1rm(null, 5)).toBeNull();
    expect(e1rm(80, null)).toBeNull();
    expect(e1rm(-5, 5)).toBeNull();
  });

  it('counts no warm-ups and no undone sets', () => {
    expect(setE1rm(set(100, 5, 'warmup'))).toBeNull();
    expect(setE1rm(set(100, 5, 'working', null))).toBeNull();
    expect(setE1rm(set(100, 5, 'drop'))).toBeCloseTo(116.667, 3);
  });

  it('never falls when weight or reps rise', () => {
    const w = fc.double({ min: 0.5, max: 500, noNaN: true });
    const r = fc.integer({ min: 1, max: 100 });
    fc.assert(
      fc.property(w, w, r, r, (w1, w2, r1, r2) => {
        const [wl, wh] = w1 <= w2 ? [w1, w2] : [w2, w1];
        const [rl, rh] = r1 <= r2 ? [r1, r2] : [r2, r1];
        expect(e1rm(wh, rl)!).toBeGreaterThanOrEqual(e1rm(wl, rl)!);
        expect(e1rm(wl, rh)!).toBeGreaterThanOrEqual(e1rm(wl, rl)!);
      }),
    );
  });
});

describe('volume', () => {
  it('is weight × reps of working, drop and failure sets; warm-ups and undone sets count 0', () => {
    expect(setVolume(set(100, 5))).toBe(500);
    expect(setVolume(set(60, 10, 'warmup'))).toBe(0);
    expect(setVolume(set(60, 10, 'working', null))).toBe(0);
    expect(setVolume(set(null, 10))).toBe(0);
    expect(totalVolume([set(100, 5), set(90, 6, 'drop'), set(40, 10, 'warmup')])).toBe(1040);
  });

  it('adds up across any split of the sets', () => {
    const arb = fc.array(
      fc.record({
        weightKg: fc.option(fc.integer({ min: 0, max: 400 }), { nil: null }),
        reps: fc.option(fc.integer({ min: 0, max: 50 }), { nil: null }),
        setType: fc.constantFrom<SetType>('warmup', 'working', 'failure', 'drop'),
        completedAt: fc.constantFrom<string | null>(done, null),
      }),
    );
    fc.assert(
      fc.property(arb, arb, (a, b) => {
        expect(totalVolume([...a, ...b])).toBe(totalVolume(a) + totalVolume(b));
        expect(totalVolume(a)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
