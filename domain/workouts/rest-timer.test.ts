import { describe, expect, it } from 'vitest';
import { exerciseRest, extendRest, IDLE, isDone, parseRestSeconds, pauseRest, progress, remaining, restoreRestTimer, resumeRest, skipRest, startRest } from './rest-timer';

const t0 = Date.parse('2025-03-01T10:00:00.000Z');
const sec = (n: number) => t0 + n * 1000;

describe('rest timer', () => {
  it('counts down from the stored end time', () => {
    const timer = startRest(t0, 90);
    expect(timer).toEqual({ state: 'running', endsAt: '2025-03-01T10:01:30.000Z', durationSeconds: 90 });
    expect(remaining(timer, t0)).toBe(90);
    expect(remaining(timer, sec(30.2))).toBe(60);
    expect(isDone(timer, sec(89.9))).toBe(false);
    expect(isDone(timer, sec(90))).toBe(true);
    expect(remaining(timer, sec(200))).toBe(0);
    expect(progress(timer, sec(45))).toBeCloseTo(0.5);
  });

  it('survives a reload: the stored value alone gives the same countdown', () => {
    const stored = JSON.parse(JSON.stringify(startRest(t0, 60)));
    expect(remaining(restoreRestTimer(stored), sec(20))).toBe(40);
    expect(restoreRestTimer({ state: 'running', endsAt: 'soon' })).toEqual(IDLE);
    expect(restoreRestTimer(null)).toEqual(IDLE);
    const paused = JSON.parse(JSON.stringify(pauseRest(startRest(t0, 60), sec(15))));
    expect(restoreRestTimer(paused)).toEqual({ state: 'paused', remainingMs: 45_000, durationSeconds: 60 });
    expect(restoreRestTimer({ ...paused, remainingMs: -1 })).toEqual(IDLE);
    expect(restoreRestTimer({ state: 'running', endsAt: '2025-03-01T10:01:30+01:00', durationSeconds: 60, extra: 1 })).toEqual({ state: 'running', endsAt: '2025-03-01T10:01:30+01:00', durationSeconds: 60 });
    expect(restoreRestTimer({ state: 'running', endsAt: '2025-03-01T10:01:30', durationSeconds: 60 })).toEqual(IDLE);
    expect(restoreRestTimer({ state: 'stopped' })).toEqual(IDLE);
  });

  it('extends, shortens and restarts a finished timer', () => {
    const timer = startRest(t0, 60);
    expect(remaining(extendRest(timer, 30, sec(10)), sec(10))).toBe(80);
    expect(remaining(extendRest(timer, -15, sec(10)), sec(10))).toBe(35);
    expect(remaining(extendRest(timer, -100, sec(10)), sec(10))).toBe(0);
    // Finished at 60 s; +30 at 100 s gives 30 s from then.
    expect(remaining(extendRest(timer, 30, sec(100)), sec(100))).toBe(30);
    expect(extendRest(IDLE, 30, t0)).toEqual(IDLE);
  });

  it('pauses and resumes without losing time, and skips', () => {
    const paused = pauseRest(startRest(t0, 60), sec(20));
    expect(remaining(paused, sec(500))).toBe(40);
    expect(isDone(paused, sec(500))).toBe(false);
    const resumed = resumeRest(paused, sec(500));
    expect(remaining(resumed, sec(510))).toBe(30);
    expect(skipRest()).toEqual(IDLE);
    expect(remaining(IDLE, t0)).toBe(0);
    expect(isDone(IDLE, t0)).toBe(false);
  });

  it('keeps the length between 0 and an hour', () => {
    expect(startRest(t0, -5)).toMatchObject({ durationSeconds: 0 });
    expect(startRest(t0, 99_999)).toMatchObject({ durationSeconds: 3600 });
  });
});

describe('the rest of an exercise', () => {
  it("is the plan block's, else the last one used after the exercise, else the default", () => {
    expect(exerciseRest(120, 45, 90)).toBe(120);
    expect(exerciseRest(0, 45, 90)).toBe(0);
    expect(exerciseRest(null, 45, 90)).toBe(45);
    expect(exerciseRest(undefined, undefined, 75)).toBe(75);
    expect(exerciseRest(null, Number.NaN, 60)).toBe(60);
    expect(exerciseRest(null, 99_999, 60)).toBe(3600);
  });

  it('is typed as seconds or m:ss', () => {
    expect(parseRestSeconds('90')).toBe(90);
    expect(parseRestSeconds(' 1:30 ')).toBe(90);
    expect(parseRestSeconds('0:05')).toBe(5);
    expect(parseRestSeconds('60:00')).toBe(3600);
    for (const bad of ['', '0', '1:7', '1:60', 'abc', '3601', '1.5', '-5']) expect(parseRestSeconds(bad)).toBeNull();
  });
});
