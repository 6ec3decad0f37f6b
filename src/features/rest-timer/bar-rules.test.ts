import { describe, expect, it } from 'vitest';
import { extendRest, pauseRest, startRest } from '../../../domain/workouts/rest-timer';
import { ALERT_GRACE_MS, clockOf, formatClock, msToNextTick, restPhase, shouldAlert } from './bar-rules';

const T0 = Date.parse('2026-11-24T10:00:00Z');

describe('formatClock', () => {
  it('reads m:ss, rounding part seconds up as a countdown does', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(5)).toBe('0:05');
    expect(formatClock(59.2)).toBe('1:00');
    expect(formatClock(90)).toBe('1:30');
    expect(formatClock(720)).toBe('12:00');
    expect(formatClock(-3)).toBe('0:00');
    expect(formatClock(Number.NaN)).toBe('0:00');
  });

  it('shows a timer counting down from its stored end', () => {
    const timer = startRest(T0, 90);
    expect(clockOf(timer, T0)).toBe('1:30');
    expect(clockOf(timer, T0 + 200)).toBe('1:30');
    expect(clockOf(timer, T0 + 1000)).toBe('1:29');
    expect(clockOf(timer, T0 + 89_500)).toBe('0:01');
    expect(clockOf(timer, T0 + 95_000)).toBe('0:00');
  });
});

describe('restPhase', () => {
  it('follows the timer and the clock', () => {
    const timer = startRest(T0, 60);
    expect(restPhase({ state: 'idle' }, T0)).toBe('idle');
    expect(restPhase(timer, T0 + 59_999)).toBe('running');
    expect(restPhase(timer, T0 + 60_000)).toBe('ended');
    expect(restPhase(pauseRest(timer, T0 + 10_000), T0 + 600_000)).toBe('paused');
  });
});

describe('shouldAlert: the end sounds exactly once', () => {
  const timer = startRest(T0, 60);
  const end = T0 + 60_000;

  it('not before the end, nor for a paused or idle timer', () => {
    expect(shouldAlert(timer, end - 1, null)).toBe(false);
    expect(shouldAlert(pauseRest(timer, T0), end + 1000, null)).toBe(false);
    expect(shouldAlert({ state: 'idle' }, end + 1000, null)).toBe(false);
  });

  it('once at the end: not again for the same end (another render, tab or reload)', () => {
    expect(shouldAlert(timer, end, null)).toBe(true);
    expect(shouldAlert(timer, end + 400, null)).toBe(true);
    const alerted = timer.state === 'running' ? timer.endsAt : null;
    expect(shouldAlert(timer, end + 1000, alerted)).toBe(false);
  });

  it('not when the app comes back minutes after the end passed while it was closed', () => {
    expect(shouldAlert(timer, end + ALERT_GRACE_MS, null)).toBe(true);
    expect(shouldAlert(timer, end + ALERT_GRACE_MS + 1, null)).toBe(false);
    expect(shouldAlert(timer, end + 5 * 60_000, null)).toBe(false);
  });

  it('again for a new end: a rest extended after it sounded', () => {
    const alerted = timer.state === 'running' ? timer.endsAt : null;
    const extended = extendRest(timer, 15, end + 2000);
    expect(shouldAlert(extended, end + 2000, alerted)).toBe(false);
    expect(shouldAlert(extended, end + 17_000, alerted)).toBe(true);
  });
});

describe('msToNextTick', () => {
  it('waits until the shown second changes', () => {
    const timer = startRest(T0, 90);
    expect(msToNextTick(timer, T0)).toBe(1000);
    expect(msToNextTick(timer, T0 + 250)).toBe(750);
    expect(msToNextTick(timer, T0 + 90_000)).toBe(1000);
    expect(msToNextTick({ state: 'idle' }, T0)).toBe(1000);
  });
});
