import { describe, expect, it } from 'vitest';
import { answerIsCurrent, answerOccurrence, answerSeries, answerSession, approvalAfterEdit, overallApproval, pendingFor, scheduleChanged, seriesApprovalAfterEdit } from './approval';
import { CLIENT_A, CLIENT_B, exceptionRow, seriesRow, sessionRow } from '../../tests/fixtures/session-rows';

const NOW = '2025-03-01T10:00:00.000Z';

describe('approval after a trainer\'s edit', () => {
  const approved = sessionRow({ approvalByClient: { [CLIENT_A]: 'approved' } });
  const declined = sessionRow({ approvalByClient: { [CLIENT_A]: 'declined' } });
  const pending = { [CLIENT_A]: 'pending' };

  it('goes back to pending when date, time, zone or duration change', () => {
    expect(approvalAfterEdit(approved, { ...approved, date: '2025-03-04' })).toEqual(pending);
    expect(approvalAfterEdit(approved, { ...approved, time: '18:30' })).toEqual(pending);
    expect(approvalAfterEdit(approved, { ...approved, timeZone: 'Europe/London' })).toEqual(pending);
    expect(approvalAfterEdit(approved, { ...approved, durationMinutes: 90 })).toEqual(pending);
    expect(approvalAfterEdit(declined, { ...approved, time: '07:00' })).toEqual(pending);
  });

  it('keeps the answer when only title, notes or plans change', () => {
    expect(approvalAfterEdit(approved, sessionRow({ title: 'Mobility', notes: 'Bring a mat' }))).toEqual({ [CLIENT_A]: 'approved' });
    expect(approvalAfterEdit(declined, sessionRow({ planByClient: { [CLIENT_A]: null } }))).toEqual({ [CLIENT_A]: 'declined' });
  });

  it('sums up a group\'s answers, and knows a stale answer', () => {
    expect(overallApproval({ [CLIENT_A]: 'approved', [CLIENT_B]: 'pending' })).toBe('pending');
    expect(overallApproval({ [CLIENT_A]: 'approved', [CLIENT_B]: 'declined' })).toBe('approved');
    expect(overallApproval({ [CLIENT_A]: 'declined', [CLIENT_B]: 'declined' })).toBe('declined');
    expect(overallApproval({})).toBe('pending');
    expect(answerIsCurrent(sessionRow({ scheduleVersion: 3 }), 3)).toBe(true);
    expect(answerIsCurrent(sessionRow({ scheduleVersion: 3 }), 2)).toBe(false);
  });

  it('asks every client again when a series\' recurrence changes; keeps answers otherwise', () => {
    const s = seriesRow({ type: 'group', clientIds: [CLIENT_A, CLIENT_B], approvalByClient: { [CLIENT_A]: 'approved', [CLIENT_B]: 'declined' } });
    expect(scheduleChanged(s, { ...s, recurrence: { ...s.recurrence, weekdays: [1] } })).toBe(true);
    expect(seriesApprovalAfterEdit(s, { ...s, recurrence: { ...s.recurrence, maxSessions: 20 } })).toEqual(pendingFor([CLIENT_A, CLIENT_B]));
    expect(seriesApprovalAfterEdit(s, seriesRow({ ...s, title: 'Group HIIT' }))).toEqual(s.approvalByClient);
    // a client added to the group is asked; a removed one's answer goes
    expect(seriesApprovalAfterEdit(s, { ...s, clientIds: [CLIENT_B, CLIENT_A.replace('a', 'c')] })).toEqual({ [CLIENT_B]: 'declined', [CLIENT_A.replace('a', 'c')]: 'pending' });
  });
});

describe('client answers', () => {
  it('a session, by one of its clients only', () => {
    expect(answerSession(sessionRow(), CLIENT_A, 'approved', NOW)).toEqual({ ok: true, row: sessionRow({ approvalByClient: { [CLIENT_A]: 'approved' }, updatedAt: NOW }) });
    expect(answerSession(sessionRow(), CLIENT_B, 'approved', NOW)).toEqual({ ok: false, code: 'forbidden' });
  });

  it('a whole series, each client their own answer', () => {
    const s = seriesRow({ type: 'group', clientIds: [CLIENT_A, CLIENT_B], approvalByClient: { [CLIENT_A]: 'pending', [CLIENT_B]: 'pending' } });
    const r = answerSeries(s, CLIENT_B, 'declined', NOW);
    expect(r.ok && r.row.approvalByClient).toEqual({ [CLIENT_A]: 'pending', [CLIENT_B]: 'declined' });
  });

  it('one occurrence of an approved series on its own', () => {
    const s = seriesRow({ approvalByClient: { [CLIENT_A]: 'approved' } });
    const r = answerOccurrence(s, null, '2025-03-06', CLIENT_A, 'declined', { exceptionId: 'e1', now: NOW });
    expect(r).toEqual({
      ok: true,
      row: { id: 'e1', seriesId: s.id, clientIds: s.clientIds, scheduleVersion: 0, occurrenceDate: '2025-03-06', kind: 'changed', changes: {}, approvalByClient: { [CLIENT_A]: 'declined' }, createdAt: NOW, updatedAt: NOW },
    });
    const moved = exceptionRow({ occurrenceDate: '2025-03-10', changes: { time: '19:00' }, approvalByClient: { [CLIENT_A]: 'pending' } });
    const again = answerOccurrence(s, moved, '2025-03-10', CLIENT_A, 'approved', { exceptionId: 'unused', now: NOW });
    expect(again.ok && again.row).toMatchObject({ id: moved.id, changes: { time: '19:00' }, approvalByClient: { [CLIENT_A]: 'approved' } });
  });
});
