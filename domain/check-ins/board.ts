import type { CheckInAssignmentRow, CheckInSubmissionRow } from './entity';
import { checkInStatus, checkInTimeline, type CheckInState } from './status';
import { latestDue } from './schedule';

/**
 * What the check-in screens list (docs/rules/check-ins.md "Review"), from the
 * rows on the device: each assignment's check-ins due since `fromMs`, with
 * their state and submission. Pure, so the trainer's list of a hundred
 * clients is one pass over the rows.
 */
export interface BoardItem {
  assignment: CheckInAssignmentRow;
  date: string;
  state: CheckInState;
  dueMs: number;
  submission: CheckInSubmissionRow | null;
}

/** Submissions by assignment, then date. */
export function submissionsByAssignment(subs: readonly CheckInSubmissionRow[]): Map<string, Map<string, CheckInSubmissionRow>> {
  const out = new Map<string, Map<string, CheckInSubmissionRow>>();
  for (const s of subs) {
    let m = out.get(s.assignmentId);
    if (!m) out.set(s.assignmentId, (m = new Map()));
    m.set(s.date, s);
  }
  return out;
}

/**
 * Every check-in of the assignments due from `fromMs` to `nowMs`, newest
 * first: submitted ones (whatever their assignment's state now), and for an
 * active assignment the due, late and missed ones. A submission of an
 * assignment since ended or deleted still shows.
 */
export function checkInBoard(assignments: readonly CheckInAssignmentRow[], subs: readonly CheckInSubmissionRow[], fromMs: number, nowMs: number): BoardItem[] {
  const byA = submissionsByAssignment(subs);
  const items: BoardItem[] = [];
  const seen = new Set<string>();
  for (const a of assignments) {
    const mine = byA.get(a.id) ?? new Map<string, CheckInSubmissionRow>();
    const at = new Map([...mine].map(([d, s]) => [d, Date.parse(s.submittedAt)]));
    for (const st of a.active ? checkInTimeline(a.schedule, a.timeZone, at, fromMs, nowMs) : []) {
      const submission = mine.get(st.date) ?? null;
      if (submission) seen.add(submission.id);
      items.push({ assignment: a, date: st.date, state: st.state, dueMs: st.dueMs, submission });
    }
    for (const s of mine.values()) {
      if (seen.has(s.id) || Date.parse(s.submittedAt) < fromMs) continue;
      seen.add(s.id);
      items.push({ assignment: a, date: s.date, state: s.late ? 'submittedLate' : 'submitted', dueMs: Date.parse(`${s.date}T12:00:00Z`), submission: s });
    }
  }
  return items.sort((x, y) => y.dueMs - x.dueMs || (x.assignment.id < y.assignment.id ? -1 : 1));
}

/** The check-in a client should answer now for an assignment (due or late, not submitted), or null. */
export function openCheckIn(a: CheckInAssignmentRow, subs: ReadonlyMap<string, CheckInSubmissionRow> | undefined, nowMs: number): { date: string; state: 'due' | 'late'; dueMs: number } | null {
  if (!a.active) return null;
  const o = latestDue(a.schedule, a.timeZone, nowMs);
  if (!o || subs?.has(o.date)) return null;
  const st = checkInStatus(a.schedule, a.timeZone, o.date, nowMs, null);
  return st.state === 'due' || st.state === 'late' ? { date: o.date, state: st.state, dueMs: st.dueMs } : null;
}

/** The submission before this one of the same assignment (last week's), or null. */
export function previousSubmission(subs: readonly CheckInSubmissionRow[], s: { assignmentId: string; date: string }): CheckInSubmissionRow | null {
  let best: CheckInSubmissionRow | null = null;
  for (const x of subs) if (x.assignmentId === s.assignmentId && x.date < s.date && (!best || x.date > best.date)) best = x;
  return best;
}
