import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampHlc, decodeHlc, encodeHlc, HLC_MAX_DRIFT_MS, hlcNode, isHlc, maxHlc, receiveHlc, tickHlc } from './hlc';

describe('hybrid logical clock', () => {
  it('encodes so that string order is time order, and decodes back', () => {
    const a = encodeHlc({ ms: 1_700_000_000_000, counter: 2, node: 'dev-a' });
    const b = encodeHlc({ ms: 1_700_000_000_000, counter: 10, node: 'dev-a' });
    const c = encodeHlc({ ms: 1_700_000_000_001, counter: 0, node: 'dev-a' });
    expect([c, b, a].sort()).toEqual([a, b, c]);
    expect(decodeHlc(b)).toEqual({ ms: 1_700_000_000_000, counter: 10, node: 'dev-a' });
    expect(hlcNode(b)).toBe('dev-a');
    expect(isHlc(b)).toBe(true);
    expect(isHlc('yesterday')).toBe(false);
  });

  it('ticks past the last clock even when the wall clock stands still or goes back', () => {
    const t1 = tickHlc(null, 1000, 'a');
    const t2 = tickHlc(t1, 1000, 'a');
    const t3 = tickHlc(t2, 500, 'a');
    expect(t1 < t2 && t2 < t3).toBe(true);
    expect(decodeHlc(t3)!.ms).toBe(1000);
  });

  it('an edit made after receiving another clock is later than it, even on a device whose clock is behind', () => {
    const remote = tickHlc(null, 5_000, 'fast');
    const local = receiveHlc(tickHlc(null, 1_000, 'slow'), remote, 1_001, 'slow');
    expect(tickHlc(local, 1_002, 'slow') > remote).toBe(true);
  });

  it('is monotonic for any sequence of ticks and receives', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 10_000 })), { maxLength: 60 }), (steps) => {
        let clock: string | null = null;
        for (const [receive, now, remoteMs] of steps) {
          const before: string | null = clock;
          const remote = encodeHlc({ ms: remoteMs, counter: 0, node: 'r' });
          clock = receive ? receiveHlc(clock, remote, now, 'n') : tickHlc(clock, now, 'n');
          if (before) expect(clock > before).toBe(true);
          if (receive) expect(decodeHlc(clock)!.ms >= remoteMs).toBe(true);
        }
      }),
    );
  });

  it('the server takes a clock far ahead as made now, keeps one within the drift', () => {
    const now = 2_000_000_000_000;
    const near = encodeHlc({ ms: now + HLC_MAX_DRIFT_MS, counter: 3, node: 'p' });
    expect(clampHlc(near, now)).toBe(near);
    const far = encodeHlc({ ms: now + 365 * 86_400_000, counter: 3, node: 'p' });
    expect(decodeHlc(clampHlc(far, now))).toEqual({ ms: now, counter: 3, node: 'p' });
  });

  it('maxHlc picks the later clock', () => {
    expect(maxHlc(null, 'x')).toBe('x');
    expect(maxHlc(tickHlc(null, 2, 'a'), tickHlc(null, 1, 'b'))).toBe(tickHlc(null, 2, 'a'));
  });
});
