import type { SeriesExceptionRow, SessionSeriesRow, TrainingSessionRow } from './rows';

/** Rows for the tests of this folder (not used by the app). */

export const TRAINER_ZONE = 'Europe/Bratislava';
export const CLIENT_A = '0190a0b0-0000-7000-8000-00000000000a';
export const CLIENT_B = '0190a0b0-0000-7000-8000-00000000000b';
export const PLAN_A = '0190a0b0-0000-7000-8000-0000000000a1';
export const SERIES_ID = '0190a0b0-0000-7000-8000-000000000051';
export const SESSION_ID = '0190a0b0-0000-7000-8000-000000000052';
const STAMP = '2025-01-01T00:00:00.000Z';

export function sessionRow(over: Partial<TrainingSessionRow> = {}): TrainingSessionRow {
  return {
    id: SESSION_ID,
    title: 'Strength',
    type: 'in_person',
    clientIds: [CLIENT_A],
    planByClient: { [CLIENT_A]: PLAN_A },
    date: '2025-03-03',
    time: '18:00',
    timeZone: TRAINER_ZONE,
    durationMinutes: 60,
    notes: null,
    approvalByClient: { [CLIENT_A]: 'pending' },
    progressStatus: 'not_started',
    scheduleVersion: 1,
    startsAt: '2025-03-03T17:00:00.000Z',
    seriesId: null,
    occurrenceDate: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...over,
  };
}

export function seriesRow(over: Partial<SessionSeriesRow> = {}): SessionSeriesRow {
  return {
    id: SERIES_ID,
    title: 'Strength',
    type: 'in_person',
    clientIds: [CLIENT_A],
    planByClient: { [CLIENT_A]: PLAN_A },
    date: '2025-03-03',
    time: '18:00',
    timeZone: TRAINER_ZONE,
    durationMinutes: 60,
    notes: null,
    recurrence: { unit: 'weeks', interval: 1, weekdays: [0, 3], dayOfMonth: null, endDate: null, maxSessions: 12 },
    approvalByClient: { [CLIENT_A]: 'pending' },
    scheduleVersion: 1,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...over,
  };
}

let exceptionNo = 0;
export function exceptionRow(over: Partial<SeriesExceptionRow> & Pick<SeriesExceptionRow, 'occurrenceDate'>): SeriesExceptionRow {
  exceptionNo++;
  return {
    id: `0190a0b0-0000-7000-8000-${String(exceptionNo).padStart(12, '0')}`,
    seriesId: SERIES_ID,
    clientIds: [CLIENT_A],
    scheduleVersion: 0,
    kind: 'changed',
    changes: {},
    approvalByClient: null,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...over,
  };
}
