import { describe, expect, it } from 'vitest';
import { cancelThisOccurrence, deleteThisAndFollowing, editAllOccurrences, editSession, editThisAndFollowing, editThisOccurrence } from './edit-scope';
import { expandSeries } from './expand';
import type { SeriesExceptionRow, SessionSeriesRow } from './rows';
import { CLIENT_A, exceptionRow, seriesRow, sessionRow } from '../../tests/fixtures/session-rows';

const NOW = '2025-03-01T10:00:00.000Z';
const NEW_ID = '0190a0b0-0000-7000-8000-0000000000dd';
const window = ['2025-01-01T00:00:00Z', '2026-01-01T00:00:00Z'] as const;
const approvedSeries = (over: Partial<SessionSeriesRow> = {}) => seriesRow({ approvalByClient: { [CLIENT_A]: 'approved' }, ...over });

/** What a calendar shows after the writes: all series' sessions as date and time. */
function calendar(series: SessionSeriesRow[], exceptions: SeriesExceptionRow[]) {
  return series.flatMap((s) => expandSeries(s, exceptions.filter((e) => e.seriesId === s.id), ...window).map((o) => `${o.date} ${o.time}`)).sort();
}

describe('this occurrence', () => {
  it('becomes an exception; a new time asks the client again for that one only', () => {
    const s = approvedSeries();
    const w = editThisOccurrence(s, [], '2025-03-06', { time: '19:00', notes: 'Hips' }, { exceptionId: 'e1', now: NOW });
    expect(w.updateSeries).toBeNull();
    expect(w.upsertExceptions).toEqual([
      { id: 'e1', seriesId: s.id, clientIds: [CLIENT_A], scheduleVersion: 1, occurrenceDate: '2025-03-06', kind: 'changed', changes: { time: '19:00', notes: 'Hips' }, approvalByClient: { [CLIENT_A]: 'pending' }, createdAt: NOW, updatedAt: NOW },
    ]);
  });

  it('notes only keep the series\' answer; changes back to the series\' values drop the exception', () => {
    const s = approvedSeries();
    const w = editThisOccurrence(s, [], '2025-03-06', { notes: 'Hips' }, { exceptionId: 'e1', now: NOW });
    expect(w.upsertExceptions[0]).toMatchObject({ changes: { notes: 'Hips' }, approvalByClient: null });
    const back = editThisOccurrence(s, w.upsertExceptions, '2025-03-06', { notes: null }, { exceptionId: 'e2', now: NOW });
    expect(back).toMatchObject({ upsertExceptions: [], deleteExceptionIds: ['e1'] });
  });

  it('merges into an existing exception and restores a cancelled one', () => {
    const s = approvedSeries();
    const existing = exceptionRow({ occurrenceDate: '2025-03-10', changes: { title: 'Legs' } });
    expect(editThisOccurrence(s, [existing], '2025-03-10', { durationMinutes: 45 }, { exceptionId: 'x', now: NOW }).upsertExceptions[0]).toMatchObject({
      id: existing.id,
      changes: { title: 'Legs', durationMinutes: 45 },
    });
    const cancelled = cancelThisOccurrence(s, [existing], '2025-03-10', { exceptionId: 'x', now: NOW }).upsertExceptions[0]!;
    expect(cancelled).toMatchObject({ id: existing.id, kind: 'cancelled', changes: {} });
    expect(editThisOccurrence(s, [cancelled], '2025-03-10', { time: '07:00' }, { exceptionId: 'x', now: NOW }).upsertExceptions[0]).toMatchObject({ kind: 'changed', changes: { time: '07:00' } });
  });

  it('does nothing on a date that is not a session of the series', () => {
    expect(editThisOccurrence(approvedSeries(), [], '2025-03-05', { time: '07:00' }, { exceptionId: 'x', now: NOW }).upsertExceptions).toEqual([]);
    expect(cancelThisOccurrence(approvedSeries(), [], '2025-03-05', { exceptionId: 'x', now: NOW }).upsertExceptions).toEqual([]);
  });
});

describe('this and following', () => {
  it('with a maximum: the two halves keep the original count, later sessions get the change', () => {
    const s = approvedSeries(); // Mon+Thu from 3 March, 12 sessions
    const w = editThisAndFollowing(s, [], '2025-03-13', { time: '19:00' }, { newSeriesId: NEW_ID, now: NOW });
    expect(w.updateSeries!.recurrence.maxSessions).toBe(3);
    expect(w.createSeries).toMatchObject({ id: NEW_ID, date: '2025-03-13', time: '19:00', recurrence: { maxSessions: 9 }, approvalByClient: { [CLIENT_A]: 'pending' } });
    const cal = calendar([w.updateSeries!, w.createSeries!], []);
    expect(cal).toHaveLength(12);
    expect(cal.slice(0, 4)).toEqual(['2025-03-03 18:00', '2025-03-06 18:00', '2025-03-10 18:00', '2025-03-13 19:00']);
  });

  it('with an end date: the old series ends the day before, the new one keeps the end', () => {
    const s = approvedSeries({ recurrence: { unit: 'weeks', interval: 1, weekdays: [0, 3], dayOfMonth: null, endDate: '2025-03-31', maxSessions: null } });
    const w = editThisAndFollowing(s, [], '2025-03-17', { title: 'Legs' }, { newSeriesId: NEW_ID, now: NOW });
    expect(w.updateSeries!.recurrence.endDate).toBe('2025-03-16');
    expect(w.createSeries).toMatchObject({ title: 'Legs', date: '2025-03-17', recurrence: { endDate: '2025-03-31' }, approvalByClient: { [CLIENT_A]: 'approved' } });
    expect(calendar([s], [])).toEqual(calendar([w.updateSeries!, w.createSeries!], []));
  });

  it('cancelled sessions before the split still count toward the maximum', () => {
    const s = approvedSeries();
    const cancelled = exceptionRow({ occurrenceDate: '2025-03-06', kind: 'cancelled' });
    const w = editThisAndFollowing(s, [cancelled], '2025-03-13', { time: '19:00' }, { newSeriesId: NEW_ID, now: NOW });
    expect(w.updateSeries!.recurrence.maxSessions).toBe(3);
    expect(w.createSeries!.recurrence.maxSessions).toBe(9);
    expect(calendar([w.updateSeries!, w.createSeries!], [cancelled])).toHaveLength(11);
  });

  it('moves later exceptions that still fall on a session and deletes the others', () => {
    const s = approvedSeries();
    const keep = exceptionRow({ occurrenceDate: '2025-03-20', changes: { notes: 'Test day' } });
    const drop = exceptionRow({ occurrenceDate: '2025-03-24', kind: 'cancelled' });
    const earlier = exceptionRow({ occurrenceDate: '2025-03-06', kind: 'cancelled' });
    const w = editThisAndFollowing(s, [keep, drop, earlier], '2025-03-13', { recurrence: { ...s.recurrence, weekdays: [3] } }, { newSeriesId: NEW_ID, now: NOW });
    expect(w.upsertExceptions).toEqual([{ ...keep, seriesId: NEW_ID, updatedAt: NOW }]);
    expect(w.deleteExceptionIds).toEqual([drop.id]);
  });

  it('from the first session is the same as all', () => {
    const s = approvedSeries();
    const w = editThisAndFollowing(s, [], '2025-03-03', { time: '07:00' }, { newSeriesId: NEW_ID, now: NOW });
    expect(w.createSeries).toBeNull();
    expect(w.updateSeries).toMatchObject({ id: s.id, time: '07:00', approvalByClient: { [CLIENT_A]: 'pending' } });
  });

  it('makes no new series when the new maximum leaves nothing', () => {
    const s = approvedSeries();
    const w = editThisAndFollowing(s, [], '2025-03-13', { recurrence: { ...s.recurrence, maxSessions: 3 } }, { newSeriesId: NEW_ID, now: NOW });
    expect(w.createSeries).toBeNull();
    expect(w.updateSeries!.recurrence.maxSessions).toBe(3);
  });

  it('deleting this and following ends the series, or deletes it from the first session', () => {
    const s = approvedSeries();
    const later = exceptionRow({ occurrenceDate: '2025-03-20', kind: 'cancelled' });
    expect(deleteThisAndFollowing(s, [later], '2025-03-13', { now: NOW })).toMatchObject({ updateSeries: { recurrence: { maxSessions: 3 } }, deleteExceptionIds: [later.id], deleteSeriesId: null });
    expect(deleteThisAndFollowing(s, [later], '2025-03-03', { now: NOW })).toMatchObject({ updateSeries: null, deleteExceptionIds: [later.id], deleteSeriesId: s.id });
  });
});

describe('all', () => {
  it('changes the series, drops exceptions that no longer fall on a session, asks again on a new schedule', () => {
    const s = approvedSeries();
    const onThursday = exceptionRow({ occurrenceDate: '2025-03-06', changes: { notes: 'x' } });
    const onMonday = exceptionRow({ occurrenceDate: '2025-03-10', changes: { notes: 'y' } });
    const w = editAllOccurrences(s, [onThursday, onMonday], { recurrence: { ...s.recurrence, weekdays: [0] } }, { now: NOW });
    expect(w.updateSeries).toMatchObject({ recurrence: { weekdays: [0] }, approvalByClient: { [CLIENT_A]: 'pending' }, updatedAt: NOW });
    expect(w.deleteExceptionIds).toEqual([onThursday.id]);
    expect(editAllOccurrences(s, [], { notes: 'Bring water' }, { now: NOW }).updateSeries).toMatchObject({ notes: 'Bring water', approvalByClient: { [CLIENT_A]: 'approved' } });
  });

  it('a date declined on its own is asked again when the series moves it, and keeps its answer when it does not', () => {
    const s = approvedSeries();
    const declined = exceptionRow({ occurrenceDate: '2025-03-06', approvalByClient: { [CLIENT_A]: 'declined' } });
    const ownTime = exceptionRow({ occurrenceDate: '2025-03-10', changes: { time: '07:00' }, approvalByClient: { [CLIENT_A]: 'approved' } });
    const moved = editAllOccurrences(s, [declined, ownTime], { time: '19:30' }, { now: NOW });
    expect(moved.upsertExceptions).toEqual([{ ...declined, approvalByClient: null, updatedAt: NOW }]);
    const longer = editAllOccurrences(s, [declined, ownTime], { durationMinutes: s.durationMinutes + 30 }, { now: NOW });
    expect(longer.upsertExceptions.map((e) => [e.id, e.approvalByClient])).toEqual([
      [declined.id, null],
      [ownTime.id, null],
    ]);
    expect(editAllOccurrences(s, [declined], { title: 'Renamed' }, { now: NOW }).upsertExceptions).toEqual([]);
    const split = editThisAndFollowing(s, [declined], '2025-03-03', { time: '19:30' }, { newSeriesId: NEW_ID, now: NOW });
    expect(split.upsertExceptions.find((e) => e.id === declined.id)?.approvalByClient ?? null).toBeNull();
  });

  it('a single session edit follows the same approval rule', () => {
    const s = sessionRow({ approvalByClient: { [CLIENT_A]: 'approved' } });
    expect(editSession(s, { time: '19:00' }, { now: NOW })).toMatchObject({
      time: '19:00',
      approvalByClient: { [CLIENT_A]: 'pending' },
      scheduleVersion: 2,
      startsAt: '2025-03-03T18:00:00.000Z',
      updatedAt: NOW,
    });
    expect(editSession(s, { notes: 'x' }, { now: NOW })).toMatchObject({ approvalByClient: { [CLIENT_A]: 'approved' }, scheduleVersion: 1 });
  });
});
