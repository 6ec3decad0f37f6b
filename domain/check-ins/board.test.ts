import { describe, expect, it } from 'vitest';
import { checkInBoard, openCheckIn, previousSubmission, submissionsByAssignment } from './board';
import type { CheckInAssignmentRow, CheckInSubmissionRow } from './entity';

const assignment = (over: Partial<CheckInAssignmentRow> = {}): CheckInAssignmentRow => ({
  id: 'a1',
  clientId: 'c1',
  formId: 'f1',
  title: 'Weekly',
  questions: [{ id: 'energy', label: 'Energy', kind: 'scale', required: true }],
  // Sundays at 18:00 in Bratislava (weekday 6: the house's weeks start on Monday).
  schedule: { type: 'weekly', weekday: 6, time: '18:00', startsOn: '2026-01-01', endsOn: null },
  timeZone: 'Europe/Bratislava',
  active: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});
const submission = (date: string, submittedAt: string, over: Partial<CheckInSubmissionRow> = {}): CheckInSubmissionRow => ({
  id: `s-${date}`,
  clientId: 'c1',
  assignmentId: 'a1',
  date,
  title: 'Weekly',
  questions: [],
  answers: { energy: 5 },
  submittedAt,
  late: false,
  reviewedAt: null,
  reviewNote: null,
  createdAt: submittedAt,
  updatedAt: submittedAt,
  ...over,
});

// Wednesday 18 March 2026, noon UTC: Sundays 1, 8 and 15 March are past.
const NOW = Date.parse('2026-03-18T12:00:00Z');
const FROM = Date.parse('2026-02-26T00:00:00Z');

describe('check-in board', () => {
  it('lists each Sunday newest first: submitted, missed; a submission of a paused assignment still shows', () => {
    const subs = [submission('2026-03-15', '2026-03-15T19:00:00Z'), submission('2026-03-01', '2026-03-01T18:30:00Z', { reviewedAt: '2026-03-02T08:00:00Z' })];
    const board = checkInBoard([assignment()], subs, FROM, NOW);
    expect(board.map((i) => [i.date, i.state, i.submission?.id ?? null])).toEqual([
      ['2026-03-15', 'submitted', 's-2026-03-15'],
      ['2026-03-08', 'missed', null],
      ['2026-03-01', 'submitted', 's-2026-03-01'],
    ]);
    const paused = checkInBoard([assignment({ active: false })], subs, FROM, NOW);
    expect(paused.map((i) => i.date)).toEqual(['2026-03-15', '2026-03-01']);
  });

  it('offers the client the check-in due now, late after 48 hours, and nothing once sent or paused', () => {
    const a = assignment();
    expect(openCheckIn(a, undefined, Date.parse('2026-03-15T16:59:00Z'))).toMatchObject({ date: '2026-03-08', state: 'late' });
    expect(openCheckIn(a, undefined, Date.parse('2026-03-15T17:00:00Z'))).toMatchObject({ date: '2026-03-15', state: 'due' });
    expect(openCheckIn(a, undefined, NOW)).toMatchObject({ date: '2026-03-15', state: 'late' });
    const sent = submissionsByAssignment([submission('2026-03-15', '2026-03-15T19:00:00Z')]).get('a1');
    expect(openCheckIn(a, sent, NOW)).toBeNull();
    expect(openCheckIn(assignment({ active: false }), undefined, NOW)).toBeNull();
  });

  it('finds last week\u2019s submission of the same assignment', () => {
    const subs = [submission('2026-03-01', 'x'), submission('2026-03-15', 'x'), submission('2026-03-08', 'x', { assignmentId: 'other' })];
    expect(previousSubmission(subs, { assignmentId: 'a1', date: '2026-03-15' })?.date).toBe('2026-03-01');
    expect(previousSubmission(subs, { assignmentId: 'a1', date: '2026-03-01' })).toBeNull();
  });
});
