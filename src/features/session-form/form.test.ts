import { describe, expect, it } from 'vitest';
import { SESSION_MESSAGES as SM } from '../../../domain/sessions/messages';
import { CLIENT_A, CLIENT_B } from '../../../tests/fixtures/session-rows';
import { checkValues, createValues, nextDates, toggleWeekday, validRecurrence, withClients, withDate, withType, type SessionFormValues } from './form';

const ZONE = 'Europe/Bratislava';
const base = (): SessionFormValues => ({ ...createValues({ date: '2025-03-03', time: '18:00', clientId: CLIENT_A }), title: 'T' });

describe('prefill for a new session', () => {
  it('takes the slot, the weekday and day of month of the date', () => {
    const v = createValues({ date: '2025-03-06', time: '07:30' });
    expect(v).toMatchObject({ date: '2025-03-06', time: '07:30', weekdays: [3], dayOfMonth: '6', repeat: false, clientIds: [], durationMinutes: '60', endKind: 'count', maxSessions: '12' });
  });
});

describe('editing values', () => {
  it('a new date carries the weekday and day of month it replaced', () => {
    const v = withDate({ ...base(), weekdays: [0, 3] }, '2025-03-04');
    expect(v.weekdays).toEqual([1, 3]);
    expect(v.dayOfMonth).toBe('4');
    // a day chosen apart stays
    expect(withDate({ ...base(), weekdays: [2], dayOfMonth: '15' }, '2025-03-04')).toMatchObject({ weekdays: [2], dayOfMonth: '15' });
  });
  it('weekday toggles stay sorted', () => {
    expect(toggleWeekday([3], 0)).toEqual([0, 3]);
    expect(toggleWeekday([0, 3], 3)).toEqual([0]);
  });
  it('one plan entry per client; a single type keeps one client', () => {
    const g = withClients({ ...base(), type: 'group', planByClient: { [CLIENT_A]: 'p' } }, [CLIENT_A, CLIENT_B]);
    expect(g.planByClient).toEqual({ [CLIENT_A]: 'p', [CLIENT_B]: null });
    expect(withType(g, 'solo')).toMatchObject({ clientIds: [CLIENT_A], planByClient: { [CLIENT_A]: 'p' } });
  });
});

describe('checks by the domain rules, at the field', () => {
  const errors = (v: SessionFormValues) => {
    const r = checkValues(v, ZONE);
    return r.ok ? {} : r.errors;
  };
  it('a client is required', () => {
    expect(errors({ ...base(), clientIds: [], planByClient: {} }).clients).toBe(SM.clientsRequired);
  });
  it('duration and time', () => {
    expect(errors({ ...base(), durationMinutes: '3' }).durationMinutes).toBe(SM.sessionDurationInvalid);
    expect(errors({ ...base(), durationMinutes: '' }).durationMinutes).toBe(SM.sessionDurationInvalid);
    expect(errors({ ...base(), time: '' }).time).toBe(SM.sessionTimeInvalid);
  });
  it('a repetition needs its end, its weekdays, a day of month 1-31', () => {
    expect(errors({ ...base(), repeat: true, maxSessions: '' }).end).toBe(SM.recurrenceEndRequired);
    expect(errors({ ...base(), repeat: true, endKind: 'date', endDate: '' }).end).toBe(SM.recurrenceEndRequired);
    expect(errors({ ...base(), repeat: true, weekdays: [] }).weekdays).toBe(SM.weekdaysRequired);
    expect(errors({ ...base(), repeat: true, unit: 'months', dayOfMonth: '32' }).dayOfMonth).toBe(SM.dayOfMonthRange);
    expect(errors({ ...base(), repeat: true, interval: '0' }).interval).toBe(SM.recurrenceIntervalInvalid);
    expect(errors({ ...base(), repeat: true, endKind: 'date', endDate: '2025-03-01' }).end).toBe(SM.endDateBeforeStart);
  });
  it('the repetition is not checked with the repeat off', () => {
    expect(checkValues({ ...base(), weekdays: [], maxSessions: '' }, ZONE).ok).toBe(true);
  });
});

describe('preview', () => {
  it('the next five dates of Mondays and Thursdays', () => {
    const rec = validRecurrence({ ...base(), repeat: true, weekdays: [0, 3] })!;
    expect(nextDates(rec, '2025-03-03', '2025-03-03')).toEqual(['2025-03-03', '2025-03-06', '2025-03-10', '2025-03-13', '2025-03-17']);
  });
  it('stops at the maximum', () => {
    const rec = validRecurrence({ ...base(), repeat: true, maxSessions: '2' })!;
    expect(nextDates(rec, '2025-03-03', '2025-03-03')).toEqual(['2025-03-03', '2025-03-10']);
  });
  it('an invalid repetition gives no preview', () => {
    expect(validRecurrence({ ...base(), repeat: true, interval: 'x' })).toBeNull();
  });
});
