import { describe, expect, it } from 'vitest';
import { calendarEntries } from '../../../domain/sessions/entries';
import { CLIENT_A, CLIENT_B, exceptionRow, seriesRow, sessionRow, SERIES_ID, TRAINER_ZONE } from '../../../tests/fixtures/session-rows';
import { answerKeyOf, answerMutation, changedAnswers } from './answers';
import { matchScheduleLink, parseScheduleLink } from './deep-link';
import { clientSchedule, endTime, nextSession, occurrenceKey, seriesKey, sessionKey } from './schedule';
import { awaitingApproval, sessionsInProgress, todaysSessions, upcomingSession } from './trainer';

const RANGE = ['2025-01-01T00:00:00.000Z', '2025-06-01T00:00:00.000Z'] as const;
const NOW = '2025-03-05T12:00:00.000Z'; // Wednesday; the series met on Monday 3 March, next on Thursday 6 March
const S1 = '0190a0b0-0000-7000-8000-0000000000c1';
const S2 = '0190a0b0-0000-7000-8000-0000000000c2';
const S3 = '0190a0b0-0000-7000-8000-0000000000c3';

const single = (id: string, date: string, startsAt: string, over: Parameters<typeof sessionRow>[0] = {}) =>
  sessionRow({ id, date, startsAt, time: startsAt.slice(11, 16), ...over });

function build(sessions: ReturnType<typeof sessionRow>[], series: ReturnType<typeof seriesRow>[], exceptions: ReturnType<typeof exceptionRow>[] = []) {
  return { entries: calendarEntries(sessions, series, exceptions, RANGE[0], RANGE[1]), series };
}

describe('clientSchedule', () => {
  it('shows a pending series as one waiting item with its next session, and leaves its occurrences out of upcoming', () => {
    const { entries, series } = build([], [seriesRow()]);
    const s = clientSchedule(entries, series, CLIENT_A, NOW);
    expect(s.pending).toHaveLength(1);
    const item = s.pending[0]!;
    expect(item.kind).toBe('series');
    expect(item.key).toBe(seriesKey(SERIES_ID));
    expect(item.kind === 'series' && item.first?.date).toBe('2025-03-06');
    expect(s.upcoming).toEqual([]);
    // The past occurrence (3 March) is in the past list, still pending.
    expect(s.past.map((p) => p.entry.date)).toEqual(['2025-03-03']);
  });

  it('puts pending single sessions first, approved ones in upcoming grouped by day, completed ones in the past', () => {
    const { entries, series } = build(
      [
        single(S1, '2025-03-07', '2025-03-07T08:00:00.000Z'),
        single(S2, '2025-03-07', '2025-03-07T15:00:00.000Z', { approvalByClient: { [CLIENT_A]: 'approved' } }),
        single(S3, '2025-03-05', '2025-03-05T11:30:00.000Z', { approvalByClient: { [CLIENT_A]: 'approved' }, progressStatus: 'completed' }),
      ],
      [],
    );
    const s = clientSchedule(entries, series, CLIENT_A, NOW);
    expect(s.pending.map((p) => p.key)).toEqual([sessionKey(S1)]);
    expect(s.upcoming).toEqual([{ date: '2025-03-07', items: [expect.objectContaining({ key: sessionKey(S2), mine: 'approved' })] }]);
    expect(s.past.map((p) => p.key)).toEqual([sessionKey(S3)]);
  });

  it('keeps a running session in upcoming until it ends or is completed', () => {
    const { entries, series } = build([single(S1, '2025-03-05', '2025-03-05T11:30:00.000Z', { approvalByClient: { [CLIENT_A]: 'approved' } })], []);
    expect(clientSchedule(entries, series, CLIENT_A, NOW).upcoming[0]!.items[0]!.key).toBe(sessionKey(S1));
    expect(clientSchedule(entries, series, CLIENT_A, '2025-03-05T12:31:00.000Z').past[0]!.key).toBe(sessionKey(S1));
  });

  it('counts only the client’s own answer in a group', () => {
    const group = single(S1, '2025-03-07', '2025-03-07T08:00:00.000Z', {
      type: 'group',
      clientIds: [CLIENT_A, CLIENT_B],
      planByClient: { [CLIENT_A]: null, [CLIENT_B]: null },
      approvalByClient: { [CLIENT_A]: 'approved', [CLIENT_B]: 'pending' },
    });
    const { entries, series } = build([group], []);
    expect(clientSchedule(entries, series, CLIENT_A, NOW).pending).toEqual([]);
    expect(clientSchedule(entries, series, CLIENT_B, NOW).pending.map((p) => p.key)).toEqual([sessionKey(S1)]);
  });

  it('asks about an occurrence of an approved series that is pending on its own (moved), and nothing else of the series', () => {
    const { entries, series } = build(
      [],
      [seriesRow({ approvalByClient: { [CLIENT_A]: 'approved' } })],
      [exceptionRow({ occurrenceDate: '2025-03-10', scheduleVersion: 1, changes: { time: '19:00' }, approvalByClient: { [CLIENT_A]: 'pending' } })],
    );
    const s = clientSchedule(entries, series, CLIENT_A, NOW);
    expect(s.pending.map((p) => p.key)).toEqual([occurrenceKey(SERIES_ID, '2025-03-10')]);
    const first = s.upcoming[0]!.items[0]!;
    expect(first).toMatchObject({ kind: 'occurrence', mine: 'approved' });
    expect(first.entry.date).toBe('2025-03-06');
  });

  it('leaves other clients’ sessions out and drops a pending series that is wholly in the past', () => {
    const { entries, series } = build([single(S1, '2025-03-07', '2025-03-07T08:00:00.000Z', { clientIds: [CLIENT_B], planByClient: { [CLIENT_B]: null }, approvalByClient: { [CLIENT_B]: 'pending' } })], [
      seriesRow({ recurrence: { unit: 'weeks', interval: 1, weekdays: [0], dayOfMonth: null, endDate: null, maxSessions: 1 } }),
    ]);
    const s = clientSchedule(entries, series, CLIENT_A, NOW);
    expect(s.pending).toEqual([]);
    expect(s.upcoming).toEqual([]);
    expect(s.past).toHaveLength(1);
  });

  it('picks the next session that is not declined', () => {
    const { entries } = build(
      [
        single(S1, '2025-03-06', '2025-03-06T08:00:00.000Z', { approvalByClient: { [CLIENT_A]: 'declined' } }),
        single(S2, '2025-03-07', '2025-03-07T08:00:00.000Z'),
      ],
      [],
    );
    expect(nextSession(entries, CLIENT_A, NOW)?.sessionId).toBe(S2);
    expect(nextSession(entries, CLIENT_B, NOW)).toBeNull();
  });

  it('computes the end time on the wall clock', () => {
    expect(endTime('18:00', 90)).toBe('19:30');
    expect(endTime('23:30', 60)).toBe('00:30');
  });
});

describe('answers', () => {
  it('carries the versions the client saw', () => {
    const { entries, series } = build(
      [single(S1, '2025-03-07', '2025-03-07T08:00:00.000Z', { scheduleVersion: 3 })],
      [seriesRow({ scheduleVersion: 2, approvalByClient: { [CLIENT_A]: 'approved' } })],
      [exceptionRow({ id: '0190a0b0-0000-7000-8000-0000000000e1', occurrenceDate: '2025-03-10', scheduleVersion: 4, changes: { time: '19:00' }, approvalByClient: { [CLIENT_A]: 'pending' } })],
    );
    const s = clientSchedule(entries, series, CLIENT_A, NOW);
    const byKey = new Map(s.pending.map((p) => [p.key, p]));
    expect(answerMutation(byKey.get(sessionKey(S1))!, 'approved', () => 'x')).toEqual({ name: 'session.answer', args: { id: S1, decision: 'approved', baseVersion: 3 } });
    expect(answerMutation(byKey.get(occurrenceKey(SERIES_ID, '2025-03-10'))!, 'declined', () => 'x')).toEqual({
      name: 'occurrence.answer',
      args: { seriesId: SERIES_ID, occurrenceDate: '2025-03-10', exceptionId: '0190a0b0-0000-7000-8000-0000000000e1', decision: 'declined', baseVersion: 2, exceptionVersion: 4 },
    });
    // An occurrence without an exception gets a new id for it.
    const plain = s.upcoming[0]!.items[0]!;
    expect(answerMutation(plain, 'declined', () => 'new-id').args).toMatchObject({ exceptionId: 'new-id', occurrenceDate: '2025-03-06', exceptionVersion: 0 });
    const pendingSeries = clientSchedule(build([], [seriesRow({ scheduleVersion: 5 })]).entries, [seriesRow({ scheduleVersion: 5 })], CLIENT_A, NOW).pending[0]!;
    expect(answerMutation(pendingSeries, 'approved', () => 'x')).toEqual({ name: 'series.answer', args: { id: SERIES_ID, decision: 'approved', baseVersion: 5 } });
  });

  it('finds the items whose answers came back with session_changed', () => {
    const err = (code: string) => ({ code, message: code });
    const map = changedAnswers([
      { mutationId: 1, name: 'series.answer', args: { id: SERIES_ID }, error: err('session_changed') },
      { mutationId: 2, name: 'occurrence.answer', args: { seriesId: SERIES_ID, occurrenceDate: '2025-03-10' }, error: err('session_changed') },
      { mutationId: 3, name: 'session.answer', args: { id: S1 }, error: err('forbidden') },
      { mutationId: 4, name: 'weightLog.create', args: { id: S1 }, error: err('session_changed') },
    ] as never);
    expect([...map.entries()]).toEqual([
      [seriesKey(SERIES_ID), [1]],
      [occurrenceKey(SERIES_ID, '2025-03-10'), [2]],
    ]);
    expect(answerKeyOf({ name: 'session.answer', args: { id: S1 } })).toBe(sessionKey(S1));
    expect(answerKeyOf({ name: 'session.answer', args: null })).toBeNull();
  });
});

describe('deep link', () => {
  const { entries, series } = build(
    [single(S1, '2025-03-07', '2025-03-07T08:00:00.000Z'), single(S2, '2025-03-04', '2025-03-04T08:00:00.000Z', { approvalByClient: { [CLIENT_A]: 'approved' } })],
    [seriesRow()],
    [exceptionRow({ id: '0190a0b0-0000-7000-8000-0000000000e2', occurrenceDate: '2025-03-13', changes: { title: 'Legs' } })],
  );
  const data = clientSchedule(entries, series, CLIENT_A, NOW);
  const link = (q: string) => parseScheduleLink(new URLSearchParams(q))!;

  it('parses the query and ignores a link that names nothing', () => {
    expect(parseScheduleLink(new URLSearchParams('openApproval=1'))).toBeNull();
    expect(link(`openApproval=1&sessionId=${S1}`)).toEqual({ openApproval: true, seriesId: null, sessionId: S1, exceptionDate: null, exceptionId: null });
    expect(link(`sessionId=${S1}`).openApproval).toBe(false);
  });

  it('matches a session, in whatever section it is', () => {
    expect(matchScheduleLink(link(`sessionId=${S1}`), data)).toEqual({ key: sessionKey(S1), section: 'pending' });
    expect(matchScheduleLink(link(`sessionId=${S2}`), data)).toEqual({ key: sessionKey(S2), section: 'past' });
  });

  it('points an occurrence of a pending series at the series’ waiting item', () => {
    expect(matchScheduleLink(link(`seriesId=${SERIES_ID}&exceptionDate=2025-03-13`), data)).toEqual({ key: seriesKey(SERIES_ID), section: 'pending' });
    expect(matchScheduleLink(link(`seriesId=${SERIES_ID}`), data)).toEqual({ key: seriesKey(SERIES_ID), section: 'pending' });
  });

  it('matches an occurrence by its exception or date once the series is approved', () => {
    const approved = [seriesRow({ approvalByClient: { [CLIENT_A]: 'approved' } })];
    const d = clientSchedule(build([], approved, [exceptionRow({ id: '0190a0b0-0000-7000-8000-0000000000e3', occurrenceDate: '2025-03-13', changes: { title: 'Legs' } })]).entries, approved, CLIENT_A, NOW);
    expect(matchScheduleLink(link(`seriesId=${SERIES_ID}&exceptionDate=2025-03-10`), d)).toEqual({ key: occurrenceKey(SERIES_ID, '2025-03-10'), section: 'upcoming' });
    expect(matchScheduleLink(link('exceptionId=0190a0b0-0000-7000-8000-0000000000e3'), d)).toEqual({ key: occurrenceKey(SERIES_ID, '2025-03-13'), section: 'upcoming' });
    expect(matchScheduleLink(link(`seriesId=${SERIES_ID}`), d)).toEqual({ key: occurrenceKey(SERIES_ID, '2025-03-06'), section: 'upcoming' });
    expect(matchScheduleLink(link('sessionId=0190a0b0-0000-7000-8000-0000000000ff'), d)).toBeNull();
  });
});

describe('trainer dashboard', () => {
  const group = single(S2, '2025-03-05', '2025-03-05T16:00:00.000Z', {
    type: 'group',
    clientIds: [CLIENT_A, CLIENT_B],
    planByClient: { [CLIENT_A]: null, [CLIENT_B]: null },
    approvalByClient: { [CLIENT_A]: 'approved', [CLIENT_B]: 'pending' },
  });
  const running = single(S1, '2025-03-05', '2025-03-05T11:30:00.000Z', { approvalByClient: { [CLIENT_A]: 'approved' } });
  const started = single(S3, '2025-03-05', '2025-03-05T09:00:00.000Z', { approvalByClient: { [CLIENT_A]: 'approved' }, progressStatus: 'in_progress' });
  const { entries, series } = build([running, group, started], [seriesRow()]);

  it('finds sessions in progress: started, or happening now', () => {
    expect(sessionsInProgress(entries, NOW).map((e) => e.sessionId)).toEqual([S3, S1]);
  });

  it('lists today’s sessions and the next one', () => {
    expect(todaysSessions(entries, '2025-03-05', TRAINER_ZONE).map((e) => e.sessionId)).toEqual([S3, S1, S2]);
    expect(upcomingSession(entries, NOW)?.sessionId).toBe(S2);
  });

  it('puts a session kept in another zone on the day of the trainer’s calendar, not of its own clock', () => {
    // A workout a client started at 23:30 on a device in UTC: 00:30 the next day in Bratislava, where the calendar shows it.
    const late = single('0190a0b0-0000-7000-8000-0000000000c5', '2025-03-05', '2025-03-05T23:30:00.000Z', { timeZone: 'UTC', type: 'solo' });
    const e = build([late], []).entries;
    expect(todaysSessions(e, '2025-03-06', 'Europe/Bratislava').map((x) => x.sessionId)).toEqual([late.id]);
    expect(todaysSessions(e, '2025-03-05', 'Europe/Bratislava')).toEqual([]);
  });

  it('counts clients waiting to answer, a series once', () => {
    expect(awaitingApproval(entries, series, NOW)).toEqual([
      { clientId: CLIENT_B, count: 1, firstStart: '2025-03-05T16:00:00.000Z' },
      { clientId: CLIENT_A, count: 1, firstStart: '2025-03-06T17:00:00.000Z' },
    ]);
    const more = build([running, group, started, single('0190a0b0-0000-7000-8000-0000000000c4', '2025-03-09', '2025-03-09T08:00:00.000Z')], series).entries;
    expect(awaitingApproval(more, series, NOW).map((a) => [a.clientId, a.count])).toEqual([
      [CLIENT_A, 2],
      [CLIENT_B, 1],
    ]);
  });
});
