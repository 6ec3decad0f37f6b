import { describe, expect, it } from 'vitest';
import { calendarEntries } from './entries';
import { CLIENT_A, exceptionRow, seriesRow, sessionRow } from '../../tests/fixtures/session-rows';

describe('calendar entries', () => {
  const series = seriesRow({ recurrence: { unit: 'weeks', interval: 1, weekdays: [0], dayOfMonth: null, endDate: null, maxSessions: 4 }, approvalByClient: { [CLIENT_A]: 'approved' } });

  it('merge single sessions and occurrences in order, a concrete occurrence once', () => {
    const single = sessionRow({ id: '0190a0b0-0000-7000-8000-0000000000f1', date: '2025-03-05', startsAt: '2025-03-05T17:00:00.000Z' });
    const concrete = sessionRow({ id: '0190a0b0-0000-7000-8000-0000000000f2', seriesId: series.id, occurrenceDate: '2025-03-10', date: '2025-03-10', startsAt: '2025-03-10T17:00:00.000Z', progressStatus: 'in_progress' });
    const moved = exceptionRow({ occurrenceDate: '2025-03-17', changes: { time: '07:00' }, scheduleVersion: 1 });
    const entries = calendarEntries([single, concrete], [series], [moved], '2025-03-01T00:00:00Z', '2025-04-01T00:00:00Z');
    expect(entries.map((e) => [e.date, e.time, e.sessionId !== null, e.progressStatus])).toEqual([
      ['2025-03-03', '18:00', false, 'not_started'],
      ['2025-03-05', '18:00', true, 'not_started'],
      ['2025-03-10', '18:00', true, 'in_progress'],
      ['2025-03-17', '07:00', false, 'not_started'],
      ['2025-03-24', '18:00', false, 'not_started'],
    ]);
    expect(entries[3]).toMatchObject({ seriesId: series.id, occurrenceDate: '2025-03-17', exceptionId: moved.id, scheduleVersion: 1, exceptionVersion: 1, approvalStatus: 'approved' });
    expect(entries[1]).toMatchObject({ approvalStatus: 'pending', end: '2025-03-05T18:00:00.000Z' });
  });
});

describe('calendar feed events', () => {
  it('write a concrete occurrence once: its own event, an EXDATE in the series', async () => {
    const { feedEvents } = await import('./ical-feed');
    const { icalCalendar } = await import('./ical');
    const series = seriesRow({ recurrence: { unit: 'weeks', interval: 1, weekdays: [0], dayOfMonth: null, endDate: null, maxSessions: 3 } });
    const concrete = sessionRow({ id: '0190a0b0-0000-7000-8000-0000000000f2', seriesId: series.id, occurrenceDate: '2025-03-10', date: '2025-03-10', startsAt: '2025-03-10T17:00:00.000Z' });
    const ics = icalCalendar(feedEvents([concrete], [series], []), { name: 'Repwise', lang: 'sk' });
    expect(ics).toContain('EXDATE;TZID=Europe/Bratislava:20250310T180000');
    expect(ics).toContain(`UID:${concrete.id}@repwise`);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });
});
