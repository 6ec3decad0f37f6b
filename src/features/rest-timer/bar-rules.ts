import { isDone, remaining, type RestTimer } from '../../../domain/workouts/rest-timer';

/*
 * What the rest bar shows and when it sounds, as pure rules of the stored
 * timer and the clock (the bar itself only renders them).
 */

/** How long the bar says "Rest over" after it sounded, before it goes. */
export const OVER_SHOW_MS = 4_000;
/**
 * The end sounds only if it is noticed at most this long after it passed. A
 * page open when the rest ends notices it within a second (a background tab
 * whose timers the browser slows, within a minute); a reload or a reopened
 * app minutes after the end finds it too late and stays silent: the beep
 * would be a surprise then, not a signal.
 */
export const ALERT_GRACE_MS = 60_000;

export type RestPhase = 'idle' | 'running' | 'paused' | 'ended';

/** idle: nothing to show. running / paused: the countdown. ended: a running timer whose end passed (sound if due, then clear it). */
export function restPhase(timer: RestTimer, now: number): RestPhase {
  if (timer.state === 'idle') return 'idle';
  if (timer.state === 'paused') return 'paused';
  return isDone(timer, now) ? 'ended' : 'running';
}

/**
 * Whether to beep and vibrate now: a running timer whose end has passed, not
 * more than ALERT_GRACE_MS ago, and not already sounded for this very end
 * (`alertedEndsAt`: the end last sounded on this device, so a second tab, a
 * re-render or a reload does not sound it again). A timer extended after its
 * end has a new end and sounds again when that one passes.
 */
export function shouldAlert(timer: RestTimer, now: number, alertedEndsAt: string | null): boolean {
  if (timer.state !== 'running' || !isDone(timer, now)) return false;
  if (timer.endsAt === alertedEndsAt) return false;
  return now - Date.parse(timer.endsAt) <= ALERT_GRACE_MS;
}

/** Seconds as a countdown reads them: m:ss (0:05, 1:30, 12:00). */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(Number.isFinite(totalSeconds) ? totalSeconds : 0));
  const m = Math.floor(s / 60);
  return `${m}:${String(s % 60).padStart(2, '0')}`;
}

/** The countdown text of a timer at `now`. */
export const clockOf = (timer: RestTimer, now: number) => formatClock(remaining(timer, now));

/**
 * Milliseconds until the shown second changes (the bar re-renders then and
 * not more often): the fraction of a second left, or a whole second.
 */
export function msToNextTick(timer: RestTimer, now: number): number {
  if (timer.state !== 'running') return 1000;
  const left = Date.parse(timer.endsAt) - now;
  if (left <= 0) return 1000;
  return left % 1000 || 1000;
}
