import { dueMsOf, isCheckInDate, nextDueMs, occurrencesBetween, type CheckInSchedule } from './schedule';
import type { CheckInMessageKey } from './messages';

/**
 * Due, late and missed (docs/rules/check-ins.md "Due, late, missed"): a
 * check-in is due from its scheduled instant; after the grace period it is
 * late, still taken and marked late; once the next one is due it is missed
 * and no longer taken. A submission is judged by when it was made on the
 * device (`submittedAt`), so one answered offline in time stays in time.
 */
export const CHECK_IN_GRACE_HOURS = 48;
const GRACE_MS = CHECK_IN_GRACE_HOURS * 3_600_000;

export type CheckInState = 'upcoming' | 'due' | 'late' | 'missed' | 'submitted' | 'submittedLate';

export interface CheckInStatus {
  date: string;
  state: CheckInState;
  dueMs: number;
  /** From here on it is late (due + grace, or the next one's due when that is sooner). */
  lateMs: number;
  /** From here on it is missed: the next one's due. */
  closesMs: number;
}

const boundsOf = (dueMs: number, closesMs: number) => ({ dueMs, closesMs, lateMs: Math.min(dueMs + GRACE_MS, closesMs) });
const bounds = (s: CheckInSchedule, timeZone: string, date: string) => boundsOf(dueMsOf(s, timeZone, date), nextDueMs(s, timeZone, date));

/** The state of the check-in of `date` at `nowMs`, given when it was submitted (null: not). */
export function checkInStatus(s: CheckInSchedule, timeZone: string, date: string, nowMs: number, submittedAtMs: number | null): CheckInStatus {
  return statusOf(date, bounds(s, timeZone, date), nowMs, submittedAtMs);
}

function statusOf(date: string, b: ReturnType<typeof boundsOf>, nowMs: number, submittedAtMs: number | null): CheckInStatus {
  let state: CheckInState;
  if (submittedAtMs !== null) state = submittedAtMs >= b.lateMs ? 'submittedLate' : 'submitted';
  else if (nowMs < b.dueMs) state = 'upcoming';
  else if (nowMs < b.lateMs) state = 'due';
  else if (nowMs < b.closesMs) state = 'late';
  else state = 'missed';
  return { date, state, ...b };
}

/** Whether a submission made at `submittedAtMs` is taken, and whether late. */
export function judgeSubmission(s: CheckInSchedule, timeZone: string, date: string, submittedAtMs: number): { ok: true; late: boolean } | { ok: false; key: CheckInMessageKey } {
  if (!isCheckInDate(s, date)) return { ok: false, key: 'checkInNotOpen' };
  const b = bounds(s, timeZone, date);
  if (submittedAtMs < b.dueMs) return { ok: false, key: 'checkInNotOpen' };
  if (submittedAtMs >= b.closesMs) return { ok: false, key: 'checkInClosed' };
  return { ok: true, late: submittedAtMs >= b.lateMs };
}

/**
 * The schedule's check-ins due from `fromMs` up to `nowMs`, each with its
 * state, newest first (the trainer's list and the client's history).
 */
export function checkInTimeline(s: CheckInSchedule, timeZone: string, submittedAt: ReadonlyMap<string, number>, fromMs: number, nowMs: number): CheckInStatus[] {
  const occ = occurrencesBetween(s, timeZone, fromMs, nowMs + 1);
  const out: CheckInStatus[] = [];
  // Each one closes when the next is due: the list's next, or for the last one the schedule's next.
  for (let i = occ.length - 1; i >= 0; i--) {
    const o = occ[i]!;
    const closesMs = occ[i + 1]?.dueMs ?? nextDueMs(s, timeZone, o.date);
    out.push(statusOf(o.date, boundsOf(o.dueMs, closesMs), nowMs, submittedAt.get(o.date) ?? null));
  }
  return out;
}
