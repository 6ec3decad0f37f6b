import { describe, expect, it } from 'vitest';
import { SessionCreateArgs } from '../../../domain/sessions/mutations';
import type { CalendarEntry } from '../../../domain/sessions/entries';
import { concreteOccurrenceArgs, trainerLogPath } from './logSession';

const A = '0190a0b0-0000-7000-8000-00000000000a';
const B = '0190a0b0-0000-7000-8000-00000000000b';
const SERIES = '0190a0b0-0000-7000-8000-0000000000s1'.replace('s1', '51');
const occurrence: CalendarEntry = {
  sessionId: null,
  seriesId: SERIES,
  occurrenceDate: '2026-12-03',
  exceptionId: null,
  title: 'Strength',
  type: 'in_person',
  clientIds: [A],
  planByClient: { [A]: null },
  date: '2026-12-04',
  time: '18:00',
  timeZone: 'Europe/Bratislava',
  durationMinutes: 60,
  notes: null,
  start: '2026-12-04T17:00:00.000Z',
  end: '2026-12-04T18:00:00.000Z',
  approvalByClient: { [A]: 'approved' },
  approvalStatus: 'approved',
  progressStatus: 'not_started',
  scheduleVersion: 1,
  exceptionVersion: 0,
};

describe('logging a session from the calendar', () => {
  it('sends in-person sessions to the per-client log, groups to the group log, and leaves solo sessions to the client', () => {
    expect(trainerLogPath(occurrence, 'S1')).toBe(`/trainer/sessions/S1/log?client_id=${A}`);
    expect(trainerLogPath({ type: 'group', clientIds: [A, B] }, 'S2')).toBe('/trainer/group-sessions/S2/log');
    expect(trainerLogPath({ type: 'solo', clientIds: [A] }, 'S3')).toBeNull();
  });

  it('makes a moved occurrence concrete on its own date and time, keyed by its original date', () => {
    const args = SessionCreateArgs.parse(concreteOccurrenceArgs(occurrence, '0190a0b0-0000-7000-8000-0000000000cc'));
    expect(args).toMatchObject({ seriesId: SERIES, occurrenceDate: '2026-12-03', date: '2026-12-04', time: '18:00', clientIds: [A] });
  });

  it('keeps the series\' "Bill this session" on a solo occurrence made concrete', () => {
    const solo = { ...occurrence, type: 'solo' as const, billable: true };
    expect(SessionCreateArgs.parse(concreteOccurrenceArgs(solo, '0190a0b0-0000-7000-8000-0000000000cd')).billable).toBe(true);
  });
});
