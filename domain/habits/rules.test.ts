import { describe, expect, it } from 'vitest';
import { adherence, combinedAdherence, isBelow, lastWeeksRange } from './adherence';
import { dayStatus, dueDates, dueDatesInWindow, localToday } from './days';
import type { Habit, HabitEntry } from './habit';
import { currentStreak, longestStreak } from './streak';
import { habitToday } from './today';

// 2026-03-02 is a Monday.
const daily: Habit = { name: 'Water', kind: 'number', unit: 'l', target: 2.5, schedule: { type: 'daily' }, startsOn: '2026-03-02', endsOn: null, paused: [] };
const water = (date: string, value: number): HabitEntry => ({ date, done: false, value });
const tick = (date: string): HabitEntry => ({ date, done: true, value: null });

describe('due days', () => {
  it('are every day, the chosen weekdays, or none outside the dates and pauses', () => {
    const h: Habit = { ...daily, schedule: { type: 'weekdays', weekdays: [0, 2] }, endsOn: '2026-03-20', paused: [{ from: '2026-03-09', to: '2026-03-09' }] };
    expect(dueDates(h, '2026-02-20', '2026-03-31')).toEqual(['2026-03-02', '2026-03-04', '2026-03-11', '2026-03-16', '2026-03-18']);
    expect(dayStatus(h, '2026-03-09')).toBe('paused');
    expect(dayStatus(h, '2026-03-10')).toBe('rest');
    expect(dayStatus(h, '2026-03-01')).toBe('inactive');
    expect(dayStatus(h, '2026-03-23')).toBe('inactive');
    expect(dayStatus({ ...h, schedule: { type: 'timesPerWeek', times: 3 } }, '2026-03-10')).toBe('open');
  });

  it('are the client’s calendar days across a clock change: the short and the long day once each', () => {
    const window = (from: string, to: string, zone: string) => dueDatesInWindow(daily, Date.parse(from), Date.parse(to), zone);
    // Europe/Bratislava springs forward on 29 March 2026 and falls back on 25 October 2026.
    expect(window('2026-03-27T23:00:00Z', '2026-03-30T22:00:00Z', 'Europe/Bratislava')).toEqual(['2026-03-28', '2026-03-29', '2026-03-30']);
    expect(window('2026-10-23T22:00:00Z', '2026-10-26T23:00:00Z', 'Europe/Bratislava')).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
    expect(localToday(Date.parse('2026-10-25T23:30:00Z'), 'Europe/Bratislava')).toBe('2026-10-26');
    expect(localToday(Date.parse('2026-10-25T23:30:00Z'), 'America/New_York')).toBe('2026-10-25');
  });
});

describe('streaks', () => {
  const entries = [water('2026-03-02', 3), water('2026-03-03', 2.5), water('2026-03-04', 1), water('2026-03-05', 2.6), water('2026-03-06', 2.5)];

  it('count consecutive due days met; a missed one breaks it', () => {
    expect(currentStreak(daily, entries, '2026-03-06')).toEqual({ count: 2, unit: 'days' });
    expect(longestStreak(daily, entries, '2026-03-06')).toEqual({ count: 2, unit: 'days' });
    expect(currentStreak(daily, entries, '2026-03-08')).toEqual({ count: 0, unit: 'days' });
  });

  it('do not drop before today is over', () => {
    expect(currentStreak(daily, entries, '2026-03-07')).toEqual({ count: 2, unit: 'days' });
  });

  it('skip paused and rest days', () => {
    const paused = { ...daily, paused: [{ from: '2026-03-04', to: '2026-03-04' }] };
    expect(currentStreak(paused, entries, '2026-03-06').count).toBe(4);
    const weekdays: Habit = { ...daily, schedule: { type: 'weekdays', weekdays: [0, 1, 3, 4] } };
    expect(currentStreak(weekdays, entries, '2026-03-09').count).toBe(4);
  });

  it('count weeks for an N-times-a-week habit', () => {
    const h: Habit = { ...daily, kind: 'done', unit: null, target: null, schedule: { type: 'timesPerWeek', times: 2 } };
    const ticks = ['2026-03-02', '2026-03-08', '2026-03-10', '2026-03-11', '2026-03-16'].map(tick);
    expect(currentStreak(h, ticks, '2026-03-18')).toEqual({ count: 2, unit: 'weeks' });
    // Saturday of a week with one tick: Sunday can still make it.
    expect(currentStreak(h, ticks, '2026-03-21').count).toBe(2);
    expect(currentStreak(h, ticks, '2026-03-23').count).toBe(0);
    // A week paused from Wednesday asks for as many days as it had: 2 of the 3, so two ticks keep the streak.
    const three: Habit = { ...h, schedule: { type: 'timesPerWeek', times: 3 } };
    const five = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-09', '2026-03-10'].map(tick);
    expect(currentStreak(three, five, '2026-03-16').count).toBe(0);
    expect(currentStreak({ ...three, paused: [{ from: '2026-03-11', to: '2026-03-15' }] }, five, '2026-03-16').count).toBe(2);
  });
});

describe('adherence', () => {
  it('is met over due, paused days left out and today counted only once met', () => {
    const h = { ...daily, paused: [{ from: '2026-03-05', to: null }] };
    const entries = [water('2026-03-02', 3), water('2026-03-03', 1)];
    expect(adherence(h, entries, '2026-03-02', '2026-03-08', '2026-03-04')).toEqual({ met: 1, due: 2, ratio: 0.5 });
    expect(adherence(h, entries, '2026-03-02', '2026-03-08', '2026-03-20')).toEqual({ met: 1, due: 3, ratio: 1 / 3 });
    expect(adherence(h, [], '2026-03-10', '2026-03-12', '2026-03-20')).toEqual({ met: 0, due: 0, ratio: null });
  });

  it('sums habits and flags a client below a threshold', () => {
    const all = combinedAdherence([{ met: 1, due: 2, ratio: 0.5 }, { met: 7, due: 7, ratio: 1 }, { met: 0, due: 0, ratio: null }]);
    expect(all).toEqual({ met: 8, due: 9, ratio: 8 / 9 });
    expect(isBelow({ met: 1, due: 2, ratio: 0.5 }, 0.6)).toBe(true);
    expect(isBelow({ met: 0, due: 0, ratio: null }, 0.6)).toBe(false);
    expect(lastWeeksRange('2026-03-25', 4)).toEqual({ from: '2026-03-02', to: '2026-03-29' });
  });
});

describe('today on the dashboard', () => {
  it('says what is asked and how far the client got', () => {
    expect(habitToday(daily, [water('2026-03-04', 1)], '2026-03-04')).toMatchObject({ status: 'todo', progress: 0.4 });
    expect(habitToday(daily, [water('2026-03-04', 3)], '2026-03-04')).toMatchObject({ status: 'met', progress: 1, streak: { count: 1 } });
    expect(habitToday(daily, [], '2026-03-01').status).toBe('inactive');
    expect(habitToday({ ...daily, paused: [{ from: '2026-03-04', to: null }] }, [], '2026-03-04').status).toBe('paused');
    const weekly: Habit = { ...daily, kind: 'done', unit: null, target: null, schedule: { type: 'timesPerWeek', times: 2 } };
    const ticks = [tick('2026-03-02'), tick('2026-03-03')];
    expect(habitToday(weekly, ticks, '2026-03-04')).toMatchObject({ status: 'rest', week: { met: 2, required: 2 } });
    expect(habitToday(weekly, ticks.slice(0, 1), '2026-03-04')).toMatchObject({ status: 'todo', week: { met: 1, required: 2 } });
  });
});
