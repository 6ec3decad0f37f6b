import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { EXERCISE_MESSAGES as EM } from '../exercises/messages';
import { MESSAGES } from '../messages';
import { SESSION_MESSAGES as SM } from './messages';
import {
  SESSION_CLIENTS_MAX,
  seriesExceptionRowSchema,
  seriesFieldsSchema,
  sessionFieldsSchema,
  sessionSeriesRowSchema,
  trainingSessionRowSchema,
  type SeriesExceptionRow,
  type SessionSeriesRow,
  type TrainingSessionRow,
} from './rows';
import { SERIES_MAX_SPAN_DAYS, SERIES_MAX_YEARS } from './recurrence';
import { CLIENT_A, CLIENT_B, exceptionRow, seriesRow, sessionRow } from '../../tests/fixtures/session-rows';
import { addDays } from '../time/wall-time';

const messagesOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) => (r.error?.issues ?? []).map((i) => i.message);

describe('session rows', () => {
  it('schemas give the row types', () => {
    expectTypeOf<z.output<typeof trainingSessionRowSchema>>().toEqualTypeOf<TrainingSessionRow>();
    expectTypeOf<z.output<typeof sessionSeriesRowSchema>>().toEqualTypeOf<SessionSeriesRow>();
    expectTypeOf<z.output<typeof seriesExceptionRowSchema>>().toMatchTypeOf<SeriesExceptionRow>();
  });

  it('accept a session and a series as the fixtures build them', () => {
    expect(trainingSessionRowSchema.parse(sessionRow())).toEqual(sessionRow());
    expect(sessionSeriesRowSchema.parse(seriesRow())).toEqual(seriesRow());
    const e = exceptionRow({ occurrenceDate: '2025-03-06', changes: { time: '19:00', notes: '  bring bands ' } });
    expect(seriesExceptionRowSchema.parse(e).changes).toEqual({ time: '19:00', notes: 'bring bands' });
  });

  it('check clients by type and one plan entry per client', () => {
    const { id: _i, approvalByClient: _a, progressStatus: _p, scheduleVersion: _v, startsAt: _t, seriesId: _s, occurrenceDate: _o, createdAt: _c, updatedAt: _u, ...fields } = sessionRow();
    expect(messagesOf(sessionFieldsSchema.safeParse({ ...fields, clientIds: [CLIENT_A, CLIENT_B] }))).toContain(SM.oneClientOnly);
    expect(sessionFieldsSchema.safeParse({ ...fields, type: 'group', clientIds: [CLIENT_A, CLIENT_B], planByClient: { [CLIENT_A]: null, [CLIENT_B]: null } }).success).toBe(true);
    expect(messagesOf(sessionFieldsSchema.safeParse({ ...fields, planByClient: {} }))).toEqual([SM.planClientsMismatch]);
    expect(messagesOf(sessionFieldsSchema.safeParse({ ...fields, clientIds: [] }))).toContain(SM.clientsRequired);
  });

  it('check wall date, time, zone, duration, title and notes', () => {
    const bad = sessionFieldsSchema.safeParse({
      ...sessionRow(),
      title: ' ',
      date: '2025-02-30',
      time: '24:00',
      timeZone: 'Mars/Olympus',
      durationMinutes: 0,
      notes: 'x'.repeat(501),
    });
    expect(messagesOf(bad).sort()).toEqual(
      [EM.exerciseTitleRequired, SM.sessionDateInvalid, SM.sessionTimeInvalid, SM.timeZoneInvalid, SM.sessionDurationInvalid, MESSAGES.notesMax].sort(),
    );
    expect(sessionFieldsSchema.parse({ ...sessionRow(), notes: '  ' }).notes).toBeNull();
  });

  it('check the recurrence rules of docs/rules/sessions.md "Recurrence"', () => {
    const r = seriesRow().recurrence;
    const parse = (recurrence: object) => messagesOf(seriesFieldsSchema.safeParse({ ...seriesRow(), recurrence }));
    expect(parse({ ...r, maxSessions: null })).toEqual([SM.recurrenceEndRequired]);
    expect(parse({ ...r, endDate: '2025-06-01' })).toEqual([SM.recurrenceEndBoth]);
    expect(parse({ unit: 'months', interval: 1, dayOfMonth: 32, maxSessions: 3 })).toEqual([SM.dayOfMonthRange]);
    expect(parse({ unit: 'months', interval: 1, dayOfMonth: 0, maxSessions: 3 })).toEqual([SM.dayOfMonthRange]);
    expect(parse({ unit: 'months', interval: 1, maxSessions: 3 })).toEqual([SM.dayOfMonthRequired]);
    expect(parse({ unit: 'weeks', interval: 1, weekdays: [], maxSessions: 3 })).toEqual([SM.weekdaysRequired]);
    expect(parse({ ...r, interval: 0 })).toEqual([SM.recurrenceIntervalInvalid]);
    expect(parse({ ...r, maxSessions: null, endDate: '2025-03-01' })).toEqual([SM.endDateBeforeStart]);
    expect(parse({ ...r, weekdays: [4], maxSessions: null, endDate: '2025-03-05' })).toEqual([SM.seriesHasNoSessions]);
    expect(seriesFieldsSchema.parse({ ...seriesRow(), recurrence: { unit: 'weeks', interval: 1, weekdays: [3, 0, 3], maxSessions: 4 } }).recurrence).toEqual({
      unit: 'weeks', interval: 1, weekdays: [0, 3], dayOfMonth: null, endDate: null, maxSessions: 4,
    });
  });

  it('a series runs for at most SERIES_MAX_YEARS, by its end date or by its number of sessions', () => {
    const parse = (recurrence: object) => messagesOf(seriesFieldsSchema.safeParse({ ...seriesRow(), recurrence }));
    const lastAllowed = addDays('2025-03-03', SERIES_MAX_SPAN_DAYS);
    expect(parse({ unit: 'days', interval: 1, endDate: lastAllowed })).toEqual([]);
    expect(parse({ unit: 'days', interval: 1, endDate: addDays(lastAllowed, 1) })).toEqual([SM.seriesTooLong]);
    expect(parse({ unit: 'days', interval: 1, endDate: '9999-12-31' })).toEqual([SM.seriesTooLong]);
    // 500 sessions every 99 months would run for over 4,000 years.
    expect(parse({ unit: 'months', interval: 99, dayOfMonth: 3, maxSessions: 500 })).toEqual([SM.seriesTooLong]);
    expect(parse({ unit: 'months', interval: 12, dayOfMonth: 3, maxSessions: 11 })).toEqual([]);
    expect(parse({ unit: 'months', interval: 12, dayOfMonth: 3, maxSessions: 12 })).toEqual([SM.seriesTooLong]);
    expect(SM.seriesTooLong).toContain(`${SERIES_MAX_YEARS} years`);
  });

  it('a group has at most SESSION_CLIENTS_MAX clients', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => `0190a0b0-0000-7000-8000-${String(i).padStart(12, '0')}`);
    const group = (clientIds: string[]) => sessionFieldsSchema.safeParse({ ...sessionRow(), type: 'group', clientIds, planByClient: Object.fromEntries(clientIds.map((id) => [id, null])) });
    expect(group(ids(SESSION_CLIENTS_MAX)).success).toBe(true);
    expect(messagesOf(group(ids(SESSION_CLIENTS_MAX + 1)))).toEqual([SM.tooManyClients]);
    expect(SM.tooManyClients).toContain(String(SESSION_CLIENTS_MAX));
  });

  it('a cancelled exception changes nothing', () => {
    expect(seriesExceptionRowSchema.safeParse(exceptionRow({ occurrenceDate: '2025-03-06', kind: 'cancelled', changes: { time: '19:00' } })).success).toBe(false);
  });
});
