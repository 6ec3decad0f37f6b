import { describe, expect, it } from 'vitest';
import { BACKOFF_MAX_MS, BACKOFF_MIN_MS, backoffDelay } from './backoff';

describe('backoff schedule', () => {
  it('doubles from 30 ms up to 60 s without jitter (random = 0.5)', () => {
    const mid = () => 0.5;
    const delays = Array.from({ length: 14 }, (_, i) => backoffDelay(i, mid));
    expect(delays.slice(0, 6)).toEqual([30, 60, 120, 240, 480, 960]);
    expect(delays[11]).toBe(60_000);
    expect(delays[13]).toBe(60_000);
  });

  it('jitters within ±25% and never leaves [30 ms, 60 s]', () => {
    for (let attempt = 0; attempt < 40; attempt++) {
      for (const r of [0, 0.25, 0.999]) {
        const d = backoffDelay(attempt, () => r);
        expect(d).toBeGreaterThanOrEqual(BACKOFF_MIN_MS);
        expect(d).toBeLessThanOrEqual(BACKOFF_MAX_MS);
      }
    }
    expect(backoffDelay(5, () => 0)).toBe(720);
    expect(backoffDelay(5, () => 0.999)).toBe(1200);
  });

  it('survives silly attempt numbers', () => {
    expect(backoffDelay(-3, () => 0.5)).toBe(30);
    expect(backoffDelay(10_000, () => 0.5)).toBe(60_000);
  });
});
