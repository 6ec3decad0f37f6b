import { describe, expect, it } from 'vitest';
import type { CalendarEntry } from '../../../domain/sessions/entries';
import { blankWorkoutHref, nextWorkout, workoutOf } from './choices';

const base: CalendarEntry = {
  sessionId: 's1',
  seriesId: null,
  occurrenceDate: null,
  exceptionId: null,
  title: 'Legs',
  type: 'solo',
  clientIds: ['c1'],
  planByClient: {},
  date: '2026-11-24',
  time: '18:00',
  timeZone: 'Europe/Bratislava',
  durationMinutes: 60,
  notes: null,
  start: '2026-11-24T17:00:00.000Z',
  end: '2026-11-24T18:00:00.000Z',
  approvalByClient: { c1: 'approved' },
  approvalStatus: 'approved',
  progressStatus: 'not_started',
  scheduleVersion: 1,
  exceptionVersion: 0,
} as CalendarEntry;

describe('the next workout', () => {
  it('links a solo session to its log', () => {
    expect(workoutOf(base)).toEqual({ kind: 'log', entry: base, href: '/client/sessions/s1/log' });
  });

  it('shows a solo date of a series with no session yet read-only', () => {
    const occ = { ...base, sessionId: null, seriesId: 'r1', occurrenceDate: '2026-11-24' };
    expect(workoutOf(occ).kind).toBe('occurrence');
  });

  it('leaves a session with the trainer to the trainer', () => {
    expect(workoutOf({ ...base, type: 'in_person' }).kind).toBe('trainer');
    expect(workoutOf({ ...base, type: 'group' }).kind).toBe('trainer');
  });

  it('is the first session not over and not declined, today first', () => {
    const past = { ...base, sessionId: 'old', start: '2026-11-24T08:00:00.000Z', end: '2026-11-24T09:00:00.000Z' };
    const declined = { ...base, sessionId: 'no', start: '2026-11-24T15:00:00.000Z', end: '2026-11-24T16:00:00.000Z', approvalByClient: { c1: 'declined' as const } };
    const pending = { ...base, sessionId: 'p', approvalByClient: { c1: 'pending' as const } };
    const tomorrow = { ...base, sessionId: 't', date: '2026-11-25', start: '2026-11-25T17:00:00.000Z', end: '2026-11-25T18:00:00.000Z' };
    const now = '2026-11-24T12:00:00.000Z';
    expect(nextWorkout([past, declined, pending, tomorrow], 'c1', now)?.entry.sessionId).toBe('p');
    expect(nextWorkout([past, declined], 'c1', now)).toBeNull();
    expect(nextWorkout([pending], 'someone-else', now)).toBeNull();
  });

  it('opens a blank workout, or a plan day by the plan id', () => {
    expect(blankWorkoutHref()).toBe('/client/blank-workout');
    expect(blankWorkoutHref('p 1')).toBe('/client/blank-workout?planId=p%201');
  });
});
