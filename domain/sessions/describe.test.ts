import { describe, expect, it } from 'vitest';
import { describeRecurrence, recurrenceInEnglish } from './describe';
import type { Recurrence } from './recurrence';

const rec = (r: Partial<Recurrence>): Recurrence => ({ unit: 'weeks', interval: 1, weekdays: [0, 3], dayOfMonth: null, endDate: null, maxSessions: 12, ...r });
const english = (r: Partial<Recurrence>, time = '18:00') => recurrenceInEnglish(describeRecurrence(rec(r), time));

describe('recurrence in plain language', () => {
  it('is structured data for i18n', () => {
    expect(describeRecurrence(rec({ weekdays: [3, 0] }), '18:00')).toEqual({
      unit: 'weeks', interval: 1, weekdays: [0, 3], dayOfMonth: null, clamped: false, time: '18:00', end: { kind: 'count', count: 12 },
    });
    expect(describeRecurrence(rec({ unit: 'months', weekdays: [], dayOfMonth: 31, maxSessions: null, endDate: '2025-12-31' }), '07:30')).toMatchObject({
      dayOfMonth: 31, clamped: true, end: { kind: 'until', date: '2025-12-31' },
    });
  });

  it('reads in English', () => {
    expect(english({})).toBe('Every Monday and Thursday at 18:00, 12 sessions');
    expect(english({ interval: 2, weekdays: [0, 2, 4], maxSessions: 1 })).toBe('Every 2 weeks on Monday, Wednesday and Friday at 18:00, 1 session');
    expect(english({ unit: 'days', weekdays: [], maxSessions: null, endDate: '2025-06-30' }, '06:00')).toBe('Every day at 06:00, until 2025-06-30');
    expect(english({ unit: 'days', interval: 3, weekdays: [] })).toBe('Every 3 days at 18:00, 12 sessions');
    expect(english({ unit: 'months', weekdays: [], dayOfMonth: 31 })).toBe('Every month on day 31 (or the last day of shorter months) at 18:00, 12 sessions');
  });
});
