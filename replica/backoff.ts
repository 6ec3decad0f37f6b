/**
 * Retry delays after failed syncs: exponential from 30 ms to 60 s
 * (architecture: "exponential backoff (30 ms to 60 s)") with jitter, so
 * devices that lost the server together do not come back in lockstep.
 */
export const BACKOFF_MIN_MS = 30;
export const BACKOFF_MAX_MS = 60_000;

/**
 * The delay before retry number `attempt` (0 = first retry): the base doubles
 * each attempt up to the cap, and a uniform jitter of ±25% is applied, clamped
 * to [min, max].
 */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_MIN_MS * 2 ** Math.max(0, Math.min(attempt, 32)));
  const jittered = base * (0.75 + 0.5 * random());
  return Math.round(Math.min(BACKOFF_MAX_MS, Math.max(BACKOFF_MIN_MS, jittered)));
}
