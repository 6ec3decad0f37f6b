import { addDays } from '../time/wall-time';
import type { PausedRange } from './habit';

/** The open pause (paused with no end set), if any. */
export function openPause(paused: readonly PausedRange[]): PausedRange | undefined {
  return paused.find((p) => p.to === null);
}

/**
 * The pauses after pausing from `from` on, open-ended (docs/rules/habits.md
 * "Schedule"): unchanged when a pause is already open, so pausing twice (two
 * devices offline) is one pause.
 */
export function pausedFrom(paused: readonly PausedRange[], from: string): PausedRange[] {
  if (openPause(paused)) return [...paused];
  return [...paused, { from, to: null }].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));
}

/**
 * The pauses after resuming on `on`: the open pause ends the day before, so
 * `on` is asked again; a pause resumed on or before its first day never
 * rested a day and goes. Unchanged when nothing is paused.
 */
export function resumedOn(paused: readonly PausedRange[], on: string): PausedRange[] {
  const last = addDays(on, -1);
  return paused.flatMap((p) => (p.to !== null ? [p] : last < p.from ? [] : [{ from: p.from, to: last }]));
}
