/**
 * Where a trainer's calendar opens (week and day views). The data model has
 * no working hours (availability.ts is the "available in N" text of a
 * session), so the day is taken to start at 07:00; a session earlier in the
 * days shown moves the opening to its hour, so it is never above the fold.
 */
export const WORKING_DAY_START_MIN = 7 * 60;

/** The minute after midnight to open at: the working day's start or the first session's hour, whichever is earlier. */
export function openingMinute(sessionStartsMin: readonly number[], workingDayStart = WORKING_DAY_START_MIN): number {
  let first = workingDayStart;
  for (const m of sessionStartsMin) if (m >= 0 && m < first) first = m;
  return Math.floor(first / 60) * 60;
}
