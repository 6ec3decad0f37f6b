import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adherence } from './adherence';
import { dueDatesInWindow } from './days';
import type { Habit, HabitEntry, HabitSchedule } from './habit';
import { currentStreak, longestStreak } from './streak';

/*
 * The rules against a brute-force model written another way: JavaScript Dates
 * stepped a day at a time, every day of the habit's life listed with what it
 * is, then the streak and adherence read off the list.
 */

const DAY = 86_400_000;
const BASE = Date.UTC(2026, 0, 1);
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (date: string) => Date.parse(`${date}T00:00:00Z`);
// getUTCDay: 0 = Sunday; the house's weekdays: 0 = Monday.
const houseWeekday = (ms: number) => (new Date(ms).getUTCDay() + 6) % 7;

interface ModelDay {
  date: string;
  active: boolean;
  asked: boolean;
  met: boolean;
}

function modelDays(h: Habit, entries: readonly HabitEntry[], fromMs: number, toMs: number): ModelDay[] {
  const days: ModelDay[] = [];
  for (let ms = fromMs; ms <= toMs; ms += DAY) {
    const date = iso(ms);
    const inLife = ms >= msOf(h.startsOn) && (h.endsOn === null || ms <= msOf(h.endsOn));
    const paused = h.paused.some((p) => ms >= msOf(p.from) && (p.to === null || ms <= msOf(p.to)));
    const active = inLife && !paused;
    const asked = active && (h.schedule.type !== 'weekdays' || h.schedule.weekdays.includes(houseWeekday(ms) as never));
    const entry = entries.filter((e) => e.date === date).at(-1);
    const met = !!entry && (h.kind === 'done' ? entry.done : entry.value !== null && entry.value >= h.target!);
    days.push({ date, active, asked, met });
  }
  return days;
}

/** Per period: 'met', 'missed', or 'pending' (not met, still can be), in order; periods asking nothing left out. */
function modelPeriods(h: Habit, entries: readonly HabitEntry[], fromMs: number, lastMs: number, today: string): { state: 'met' | 'missed' | 'pending'; met: number; due: number }[] {
  const todayMs = msOf(today);
  if (h.schedule.type !== 'timesPerWeek') {
    return modelDays(h, entries, fromMs, lastMs)
      .filter((d) => d.asked)
      .map((d) => ({ state: d.met ? 'met' : d.date === today ? 'pending' : 'missed', met: d.met ? 1 : 0, due: d.met || d.date !== today ? 1 : 0 }));
  }
  const times = h.schedule.times;
  const out: { state: 'met' | 'missed' | 'pending'; met: number; due: number }[] = [];
  let monday = fromMs - houseWeekday(fromMs) * DAY;
  for (; monday <= lastMs; monday += 7 * DAY) {
    const week = modelDays(h, entries, monday, monday + 6 * DAY).filter((d) => d.active);
    const required = Math.min(times, week.length);
    if (required === 0) continue;
    const met = Math.min(required, week.filter((d) => d.met).length);
    const canStill = week.filter((d) => !d.met && msOf(d.date) >= todayMs).length;
    const state = met >= required ? 'met' : met + canStill >= required ? 'pending' : 'missed';
    out.push({ state, met, due: state === 'pending' ? met : required });
  }
  return out;
}

function modelStreaks(h: Habit, entries: readonly HabitEntry[], today: string) {
  const states = modelPeriods(h, entries, msOf(h.startsOn), msOf(today), today).map((p) => p.state).filter((s) => s !== 'pending');
  let longest = 0;
  let run = 0;
  for (const s of states) {
    run = s === 'met' ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return { current: run, longest };
}

const schedule: fc.Arbitrary<HabitSchedule> = fc.oneof(
  fc.constant({ type: 'daily' as const }),
  fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }).map((w) => ({ type: 'weekdays' as const, weekdays: w.sort() as never })),
  fc.integer({ min: 1, max: 7 }).map((times) => ({ type: 'timesPerWeek' as const, times })),
);

const world = fc
  .record({
    start: fc.integer({ min: 0, max: 60 }),
    length: fc.option(fc.integer({ min: 0, max: 90 })),
    kind: fc.constantFrom('done' as const, 'number' as const),
    schedule,
    pauses: fc.array(fc.record({ at: fc.integer({ min: 0, max: 120 }), days: fc.option(fc.integer({ min: 0, max: 20 })) }), { maxLength: 3 }),
    entries: fc.array(fc.record({ at: fc.integer({ min: 0, max: 130 }), done: fc.boolean(), value: fc.option(fc.constantFrom(0, 1999.99, 2000, 2500, 9000)) }), { maxLength: 120 }),
    today: fc.integer({ min: 0, max: 130 }),
  })
  .map((w) => {
    const habit: Habit = {
      name: 'h',
      kind: w.kind,
      unit: w.kind === 'number' ? 'steps' : null,
      target: w.kind === 'number' ? 2000 : null,
      schedule: w.schedule,
      startsOn: iso(BASE + w.start * DAY),
      endsOn: w.length === null ? null : iso(BASE + (w.start + w.length) * DAY),
      paused: w.pauses.map((p) => ({ from: iso(BASE + p.at * DAY), to: p.days === null ? null : iso(BASE + (p.at + p.days) * DAY) })),
    };
    // A day is logged on or before it comes: no entry lies after today (a habit starting tomorrow has none yet).
    const entries: HabitEntry[] = w.entries.filter((e) => e.at <= w.today).map((e) => ({ date: iso(BASE + e.at * DAY), done: e.done, value: e.value }));
    return { habit, entries, today: iso(BASE + w.today * DAY) };
  });

const runs = { numRuns: Number(process.env.HABIT_RUNS ?? 400) };

describe('streaks and adherence against a day-by-day model', () => {
  it('give the model’s current and longest streak', () => {
    fc.assert(
      fc.property(world, ({ habit, entries, today }) => {
        const model = modelStreaks(habit, entries, today);
        expect(currentStreak(habit, entries, today).count).toBe(model.current);
        expect(longestStreak(habit, entries, today).count).toBe(model.longest);
      }),
      runs,
    );
  });

  it('give the model’s met and due over any range', () => {
    fc.assert(
      fc.property(world, fc.integer({ min: 0, max: 130 }), fc.integer({ min: 0, max: 40 }), ({ habit, entries, today }, from, days) => {
        const [fromDate, toDate] = [iso(BASE + from * DAY), iso(BASE + (from + days) * DAY)];
        const lastMs = Math.min(msOf(toDate), msOf(today));
        // The model's range: the days up to today (for an N-times-a-week habit, their whole weeks).
        const ps = lastMs < msOf(fromDate) ? [] : modelPeriods(habit, entries, msOf(fromDate), lastMs, today);
        const met = ps.reduce((n, p) => n + p.met, 0);
        const due = ps.reduce((n, p) => n + p.due, 0);
        const got = adherence(habit, entries, fromDate, toDate, today);
        expect({ met: got.met, due: got.due }).toEqual({ met, due });
        expect(got.met).toBeLessThanOrEqual(got.due);
      }),
      runs,
    );
  });

  it('a met entry added never lowers the longest streak or the days met; a pause added never lowers the current streak', () => {
    fc.assert(
      fc.property(world, fc.integer({ min: 0, max: 130 }), ({ habit, entries, today }, at) => {
        const date = iso(BASE + at * DAY);
        const more = [...entries.filter((e) => e.date !== date), { date, done: true, value: 9000 }];
        expect(longestStreak(habit, more, today).count).toBeGreaterThanOrEqual(longestStreak(habit, entries, today).count);
        expect(adherence(habit, more, habit.startsOn, today, today).met).toBeGreaterThanOrEqual(adherence(habit, entries, habit.startsOn, today, today).met);
        // Pausing a day that was met takes it out of the streak, rightly: the claim is for a day with nothing logged.
        if (habit.schedule.type !== 'timesPerWeek' && !entries.some((e) => e.date === date)) {
          const paused = { ...habit, paused: [...habit.paused, { from: date, to: date }] };
          expect(currentStreak(paused, entries, today).count).toBeGreaterThanOrEqual(currentStreak(habit, entries, today).count);
        }
      }),
      runs,
    );
  });
});

const ZONES = ['Europe/Bratislava', 'Europe/Prague', 'America/New_York', 'Australia/Sydney'];

describe('a daily habit across clock changes', () => {
  it('is due on every local date a window touches, once each, in order', () => {
    const daily: Habit = { name: 'h', kind: 'done', unit: null, target: null, schedule: { type: 'daily' }, startsOn: '2020-01-01', endsOn: null, paused: [] };
    const localDate = (zone: string) => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        // Windows around the 2026 changes of all four zones (March, April, October, November).
        fc.constantFrom('2026-03-08', '2026-03-29', '2026-04-05', '2026-10-04', '2026-10-25', '2026-11-01'),
        fc.integer({ min: -72, max: 24 }),
        fc.integer({ min: 1, max: 24 * 8 }),
        (zone, around, startHour, hours) => {
          const from = Date.parse(`${around}T00:00:00Z`) + startHour * 3_600_000;
          const to = from + hours * 3_600_000;
          const fmt = localDate(zone);
          const touched = new Set<string>();
          for (let t = from; t < to; t += 15 * 60_000) touched.add(fmt.format(t));
          touched.add(fmt.format(to - 1));
          const due = dueDatesInWindow(daily, from, to, zone);
          expect(due).toEqual([...touched].sort());
          for (let i = 1; i < due.length; i++) expect(msOf(due[i]!) - msOf(due[i - 1]!)).toBe(DAY);
        },
      ),
      { numRuns: 300 },
    );
  });
});
