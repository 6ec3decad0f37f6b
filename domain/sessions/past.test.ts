import { describe, expect, it } from 'vitest';
import { SESSION_MESSAGES } from './messages';
import { PAST_LOCKED_FIELDS, pastOccurrences, pastSessionViolations, seriesPastViolations, SESSION_IN_PAST } from './past';
import { seriesRow, sessionRow } from '../../tests/fixtures/session-rows';

describe('past sessions (docs/rules/sessions.md "Past sessions")', () => {
  const s = sessionRow({ date: '2025-03-03', time: '18:00' }); // 17:00Z
  const justAfterStart = '2025-03-03T17:00:01Z';
  const justBeforeStart = '2025-03-03T16:59:59Z';

  it('have an error code and a message', () => {
    expect(SESSION_IN_PAST).toBe('session_in_past');
    expect(SESSION_MESSAGES.sessionInPast).toMatch(/past/);
    expect(PAST_LOCKED_FIELDS).toEqual(['date', 'time', 'timeZone', 'recurrence']);
  });

  it('lock date, time, zone and recurrence once started', () => {
    expect(pastSessionViolations(s, { date: '2025-03-04', time: '19:00', timeZone: 'UTC' }, justAfterStart)).toEqual(['date', 'time', 'timeZone']);
    expect(pastSessionViolations(s, { recurrence: seriesRow().recurrence }, justAfterStart)).toEqual(['recurrence']);
  });

  it('let notes change, and an unchanged value through', () => {
    expect(pastSessionViolations(s, { date: s.date, time: s.time }, justAfterStart)).toEqual([]);
    expect(pastSessionViolations(s, {}, justAfterStart)).toEqual([]);
  });

  it('let a session that has not started change freely', () => {
    expect(pastSessionViolations(s, { date: '2025-03-04', time: '19:00' }, justBeforeStart)).toEqual([]);
  });

  it('for a running series: lock its start, time and pattern, allow moving the end without losing started sessions', () => {
    const series = seriesRow({ date: '2025-03-03', recurrence: { unit: 'weeks', interval: 1, weekdays: [0, 3], dayOfMonth: null, endDate: null, maxSessions: 10 } });
    const now = '2025-03-11T00:00:00Z'; // 3 sessions started: 3, 6, 10 March
    expect(pastOccurrences(series, now)).toMatchObject({ count: 3 });
    expect(seriesPastViolations(series, { time: '19:00' }, now)).toEqual(['time']);
    expect(seriesPastViolations(series, { recurrence: { ...series.recurrence, weekdays: [1] } }, now)).toEqual(['recurrence']);
    expect(seriesPastViolations(series, { recurrence: { ...series.recurrence, maxSessions: 3 } }, now)).toEqual([]);
    expect(seriesPastViolations(series, { recurrence: { ...series.recurrence, maxSessions: 2 } }, now)).toEqual(['recurrence']);
    expect(seriesPastViolations(series, { recurrence: { ...series.recurrence, maxSessions: null, endDate: '2025-03-09' } }, now)).toEqual(['recurrence']);
    expect(seriesPastViolations(series, { time: '19:00' }, '2025-03-01T00:00:00Z')).toEqual([]);
  });
});
