import { describe, expect, it } from 'vitest';
import { badgeText, relativeTime, unreadAfter } from './bell';
import { notificationHref } from './route';
import { notificationText, recurrenceText } from './texts';

describe('notification bell rules', () => {
  it('caps the badge at 99+ and hides it at 0', () => {
    expect([0, -1, 1, 42, 99, 100, 5000].map(badgeText)).toEqual(['', '', '1', '42', '99', '99+', '99+']);
  });

  it('counts time as just now, minutes, hours, days (a future time is just now)', () => {
    const now = Date.parse('2026-03-05T12:00:00Z');
    expect(relativeTime('2026-03-05T11:59:01Z', now)).toEqual({ unit: 'now' });
    expect(relativeTime('2026-03-05T12:05:00Z', now)).toEqual({ unit: 'now' });
    expect(relativeTime('2026-03-05T11:59:00Z', now)).toEqual({ unit: 'm', n: 1 });
    expect(relativeTime('2026-03-05T11:00:01Z', now)).toEqual({ unit: 'm', n: 59 });
    expect(relativeTime('2026-03-05T11:00:00Z', now)).toEqual({ unit: 'h', n: 1 });
    expect(relativeTime('2026-03-04T12:00:01Z', now)).toEqual({ unit: 'h', n: 23 });
    expect(relativeTime('2026-02-25T12:00:00Z', now)).toEqual({ unit: 'd', n: 8 });
  });

  it('never lets the unread count go below 0', () => {
    expect([unreadAfter(3, 1), unreadAfter(1, 1), unreadAfter(0, 1), unreadAfter(2, 5)]).toEqual([2, 0, 0, 0]);
  });

  it('routes a trainer to the dashboard, a client to the schedule, others to data.url', () => {
    const d = { series_id: 'S', exception_date: '2026-03-06', approval_status: 'pending', url: '/x' };
    expect(notificationHref('trainer', d)).toBe('/trainer/dashboard?seriesId=S&exceptionDate=2026-03-06&openDetails=1');
    expect(notificationHref('client', { ...d, exception_id: 'E' })).toBe('/client/schedule?openApproval=1&seriesId=S&exceptionDate=2026-03-06&exceptionId=E');
    expect(notificationHref('client', { session_id: 'X', approval_status: 'approved' })).toBe('/client/schedule?sessionId=X');
    expect(notificationHref('admin', d)).toBe('/x');
    expect(notificationHref('trainer', { url: '/trainer/clients/1' })).toBe('/trainer/clients/1');
  });

  it('renders texts in each language from type and data', () => {
    const data = { session_title: 'Legs', trainer_name: 'Tara', start_time_user_tz: '2026-03-06 18:00' };
    expect(notificationText('en', 'session_created', data).message).toMatch(/^Tara scheduled Legs for Fri.*6.*18:00/);
    expect(notificationText('sk', 'session_created', data).title).toBe('Nový tréning');
    expect(notificationText('cz', 'session_created', data).message).toMatch(/^Tara naplánoval\(a\) Legs na pá.*18:00\.$/);
    expect(notificationText('en', 'approval_answered', { client_name: 'Adam', client_decision: 'declined', session_title: 'Legs' }).title).toBe('Adam declined');
    expect(recurrenceText('en', { unit: 'weeks', interval: 1, weekdays: [3, 0], dayOfMonth: null, maxSessions: 12, endDate: null }, '18:00')).toBe('every week Mon, Thu at 18:00, 12 sessions');
    expect(recurrenceText('sk', { unit: 'days', interval: 2, weekdays: [], dayOfMonth: null, maxSessions: null, endDate: '2026-06-30' }, '07:00')).toMatch(/^každé 2 dni o 07:00, do /);
  });
});
