import { REST_MAX_SECONDS } from '../plans/blocks';

/*
 * The rest timer. Only the instant it ends is stored (or, while paused, the
 * time left), never a ticking count, so it survives a reload, a locked
 * screen and a switch of screens: the remaining time is always computed from
 * the clock. `now` is epoch milliseconds (Date.now()).
 */

export type RestTimer =
  | { state: 'idle' }
  | { state: 'running'; endsAt: string; durationSeconds: number }
  | { state: 'paused'; remainingMs: number; durationSeconds: number };

/** An ISO instant with its offset, as toISOString() writes it. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const isDuration = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

export const IDLE: RestTimer = { state: 'idle' };

const clampSeconds = (s: number) => Math.min(REST_MAX_SECONDS, Math.max(0, Number.isFinite(s) ? s : 0));
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * A stored value read back: a broken or foreign value gives an idle timer rather than an error.
 * Checked by hand, not by a zod schema: the app's frame restores the timer before its first
 * screen, and zod is not needed there yet.
 */
export function restoreRestTimer(stored: unknown): RestTimer {
  if (typeof stored !== 'object' || stored === null) return IDLE;
  const t = stored as Record<string, unknown>;
  if (t.state === 'running' && typeof t.endsAt === 'string' && ISO_INSTANT.test(t.endsAt) && !Number.isNaN(Date.parse(t.endsAt)) && isDuration(t.durationSeconds)) {
    return { state: 'running', endsAt: t.endsAt, durationSeconds: t.durationSeconds };
  }
  if (t.state === 'paused' && isDuration(t.remainingMs) && isDuration(t.durationSeconds)) {
    return { state: 'paused', remainingMs: t.remainingMs, durationSeconds: t.durationSeconds };
  }
  return IDLE;
}

export function startRest(now: number, seconds: number): RestTimer {
  const s = clampSeconds(seconds);
  return { state: 'running', endsAt: iso(now + s * 1000), durationSeconds: s };
}

/** Milliseconds left, never below 0. */
export function remainingMs(timer: RestTimer, now: number): number {
  if (timer.state === 'idle') return 0;
  if (timer.state === 'paused') return timer.remainingMs;
  return Math.max(0, Date.parse(timer.endsAt) - now);
}

/** Whole seconds left as a countdown shows them: 0.2 s left still reads 1. */
export function remaining(timer: RestTimer, now: number): number {
  return Math.ceil(remainingMs(timer, now) / 1000);
}

/** A running timer whose end has passed (this is when to sound and vibrate). Idle and paused timers are not done. */
export function isDone(timer: RestTimer, now: number): boolean {
  return timer.state === 'running' && Date.parse(timer.endsAt) <= now;
}

/**
 * Adds (or with a negative `by`, takes off) seconds. A finished timer
 * extended starts again from now; the total never goes below 0.
 */
export function extendRest(timer: RestTimer, by: number, now: number): RestTimer {
  if (timer.state === 'idle') return timer;
  const left = remainingMs(timer, now) + by * 1000;
  const durationSeconds = clampSeconds(timer.durationSeconds + by);
  if (timer.state === 'paused') return { ...timer, remainingMs: Math.max(0, left), durationSeconds };
  return { state: 'running', endsAt: iso(now + Math.max(0, left)), durationSeconds };
}

export function skipRest(): RestTimer {
  return IDLE;
}

export function pauseRest(timer: RestTimer, now: number): RestTimer {
  if (timer.state !== 'running') return timer;
  return { state: 'paused', remainingMs: remainingMs(timer, now), durationSeconds: timer.durationSeconds };
}

export function resumeRest(timer: RestTimer, now: number): RestTimer {
  if (timer.state !== 'paused') return timer;
  return { state: 'running', endsAt: iso(now + timer.remainingMs), durationSeconds: timer.durationSeconds };
}

/** Share of the rest gone by, 0 to 1, for a progress ring. */
export function progress(timer: RestTimer, now: number): number {
  if (timer.state === 'idle' || timer.durationSeconds === 0) return timer.state === 'idle' ? 0 : 1;
  return Math.min(1, Math.max(0, 1 - remainingMs(timer, now) / (timer.durationSeconds * 1000)));
}

/** The rest after a set when neither the plan nor the user has said one (the user may change it in settings). */
export const DEFAULT_REST_SECONDS = 90;

/**
 * The rest of an exercise: its plan block's when the plan sets one, else the
 * rest the user last took after that exercise, else their default. Every
 * exercise has one, so a workout without a plan rests too.
 */
export function exerciseRest(blockRest: number | null | undefined, lastUsed: number | null | undefined, fallback: number): number {
  if (typeof blockRest === 'number' && Number.isFinite(blockRest)) return clampSeconds(blockRest);
  if (typeof lastUsed === 'number' && Number.isFinite(lastUsed)) return clampSeconds(lastUsed);
  return clampSeconds(fallback);
}

/**
 * A rest typed by hand: whole seconds ("90") or minutes and seconds
 * ("1:30"); null when it is not one, or is outside 1 s to an hour.
 */
export function parseRestSeconds(text: string): number | null {
  const s = text.trim();
  const m = /^(\d{1,2}):([0-5]\d)$/.exec(s);
  const seconds = m ? Number(m[1]) * 60 + Number(m[2]) : /^\d{1,4}$/.test(s) ? Number(s) : NaN;
  return Number.isInteger(seconds) && seconds >= 1 && seconds <= REST_MAX_SECONDS ? seconds : null;
}
