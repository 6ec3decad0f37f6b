import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { instantToWall, wallToInstant } from '../time/time-zone';
import { dateToDay, timeToMinutes, weekdayOf, type Weekday } from '../time/wall-time';
import { CheckInScheduleSchema, isCheckInDate, latestDue, occurrencesBetween, type CheckInSchedule } from './schedule';
import { CHECK_IN_GRACE_HOURS, checkInStatus, checkInTimeline, judgeSubmission } from './status';

const H = 3_600_000;
const D = 24 * H;
const ZONES = ['Europe/Bratislava', 'Europe/Prague', 'America/New_York', 'Australia/Sydney'];
const sunday: CheckInSchedule = { type: 'weekly', weekday: 6, time: '18:00', startsOn: '2026-01-01', endsOn: null };
const at = (iso: string) => Date.parse(iso);

describe('check-in schedule', () => {
  it('keeps a Sunday 18:00 check-in on Sunday 18:00 across the spring and autumn changes', () => {
    const march = occurrencesBetween(sunday, 'Europe/Bratislava', at('2026-03-20T00:00:00Z'), at('2026-04-06T00:00:00Z'));
    expect(march.map((o) => [o.date, new Date(o.dueMs).toISOString()])).toEqual([
      ['2026-03-22', '2026-03-22T17:00:00.000Z'],
      ['2026-03-29', '2026-03-29T16:00:00.000Z'],
      ['2026-04-05', '2026-04-05T16:00:00.000Z'],
    ]);
    const sydney = occurrencesBetween(sunday, 'Australia/Sydney', at('2026-03-28T00:00:00Z'), at('2026-04-13T00:00:00Z'));
    expect(sydney.map((o) => new Date(o.dueMs).toISOString())).toEqual(['2026-03-29T07:00:00.000Z', '2026-04-05T08:00:00.000Z', '2026-04-12T08:00:00.000Z']);
  });

  it('runs every N days from its start and stops at its end', () => {
    const s: CheckInSchedule = { type: 'everyNDays', days: 10, time: '07:30', startsOn: '2026-03-01', endsOn: '2026-03-25' };
    expect(occurrencesBetween(s, 'UTC', at('2026-01-01T00:00:00Z'), at('2026-12-31T00:00:00Z')).map((o) => o.date)).toEqual(['2026-03-01', '2026-03-11', '2026-03-21']);
    expect(isCheckInDate(s, '2026-03-11')).toBe(true);
    expect(isCheckInDate(s, '2026-03-12')).toBe(false);
    expect(isCheckInDate(s, '2026-03-31')).toBe(false);
  });

  it('refuses a bad schedule', () => {
    expect(CheckInScheduleSchema.safeParse(sunday).success).toBe(true);
    for (const bad of [{ ...sunday, time: '24:00' }, { ...sunday, weekday: 7 }, { ...sunday, endsOn: '2025-12-31' }, { type: 'everyNDays', days: 0, time: '07:00', startsOn: '2026-01-01', endsOn: null }, { type: 'monthly' }]) {
      expect(CheckInScheduleSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('in any zone, across the changes: weekday and wall time kept, no date twice, none skipped', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.oneof(
          fc.record({ weekday: fc.integer({ min: 0, max: 6 }).map((w) => w as Weekday) }).map((r) => ({ type: 'weekly' as const, ...r })),
          fc.record({ days: fc.integer({ min: 1, max: 15 }) }).map((r) => ({ type: 'everyNDays' as const, ...r })),
        ),
        fc.integer({ min: 0, max: 23 }),
        fc.constantFrom(0, 30, 59),
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 0, max: 700 }),
        fc.integer({ min: 1, max: 120 }),
        (zone, kind, hour, minute, startOffset, fromOffset, spanDays) => {
          const time = `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
          const startsOn = new Date(at('2026-01-01T00:00:00Z') + startOffset * D).toISOString().slice(0, 10);
          const s = { ...kind, time, startsOn, endsOn: null } as CheckInSchedule;
          const from = at('2026-01-01T00:00:00Z') + fromOffset * D + (fromOffset % 24) * H;
          const occ = occurrencesBetween(s, zone, from, from + spanDays * D);
          const dates = occ.map((o) => o.date);
          expect(new Set(dates).size).toBe(dates.length);
          for (const o of occ) {
            expect(o.dueMs).toBeGreaterThanOrEqual(from);
            expect(o.dueMs).toBeLessThan(from + spanDays * D);
            const wall = instantToWall(o.dueMs, zone);
            if (s.type === 'weekly') expect(weekdayOf(o.date)).toBe(s.weekday);
            else expect((dateToDay(o.date) - dateToDay(startsOn)) % s.days).toBe(0);
            expect(wall.date).toBe(o.date);
            // Kept, except a time the spring change skips, which reads an hour later (time-zone.ts).
            if (wall.time !== time) expect(timeToMinutes(wall.time) - timeToMinutes(time)).toBe(60);
          }
          // None skipped: consecutive ones are one period apart in wall dates.
          const step = s.type === 'weekly' ? 7 : s.days;
          for (let i = 1; i < dates.length; i++) expect(dateToDay(dates[i]!) - dateToDay(dates[i - 1]!)).toBe(step);
          // The same as a brute-force walk over every calendar date near the window.
          const model: string[] = [];
          for (let ms = from - 2 * D - (from % D); ms <= from + (spanDays + 2) * D; ms += D) {
            const date = new Date(ms).toISOString().slice(0, 10);
            const fits = date >= startsOn && (s.type === 'weekly' ? (new Date(ms).getUTCDay() + 6) % 7 === s.weekday : (dateToDay(date) - dateToDay(startsOn)) % s.days === 0);
            const due = wallToInstant(date, time, zone).getTime();
            if (fits && due >= from && due < from + spanDays * D) model.push(date);
          }
          expect(dates).toEqual(model);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('keeps the wall time on every date outside a skipped hour', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), fc.integer({ min: 0, max: 6 }), fc.constantFrom('00:30', '01:30', '02:30', '03:00', '18:00', '23:59'), (zone, weekday, time) => {
        const s: CheckInSchedule = { type: 'weekly', weekday: weekday as Weekday, time, startsOn: '2026-01-01', endsOn: null };
        for (const o of occurrencesBetween(s, zone, at('2026-01-01T00:00:00Z'), at('2027-01-01T00:00:00Z'))) {
          const wall = instantToWall(o.dueMs, zone);
          expect(wall.date).toBe(o.date);
          // A wall time the spring change skips reads an hour later (time-zone.ts); every other is kept.
          if (wall.time !== time) expect(timeToMinutes(wall.time) - timeToMinutes(time)).toBe(60);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('due, late and missed', () => {
  const zone = 'Europe/Bratislava';
  const due = at('2026-03-29T16:00:00Z');
  const state = (now: number, submitted: number | null = null) => checkInStatus(sunday, zone, '2026-03-29', now, submitted).state;

  it('is upcoming, due from its instant, late after the grace, missed when the next is due', () => {
    expect(state(due - 1)).toBe('upcoming');
    expect(state(due)).toBe('due');
    expect(state(due + CHECK_IN_GRACE_HOURS * H - 1)).toBe('due');
    expect(state(due + CHECK_IN_GRACE_HOURS * H)).toBe('late');
    expect(state(at('2026-04-05T16:00:00Z') - 1)).toBe('late');
    expect(state(at('2026-04-05T16:00:00Z'))).toBe('missed');
    expect(state(at('2026-05-01T00:00:00Z'), due + H)).toBe('submitted');
    expect(state(at('2026-05-01T00:00:00Z'), due + 50 * H)).toBe('submittedLate');
  });

  it('takes a submission from its due until the next, marked late after the grace, judged by when it was made', () => {
    expect(judgeSubmission(sunday, zone, '2026-03-29', due - 1)).toEqual({ ok: false, key: 'checkInNotOpen' });
    expect(judgeSubmission(sunday, zone, '2026-03-29', due)).toEqual({ ok: true, late: false });
    expect(judgeSubmission(sunday, zone, '2026-03-29', due + 49 * H)).toEqual({ ok: true, late: true });
    expect(judgeSubmission(sunday, zone, '2026-03-29', at('2026-04-05T16:00:00Z'))).toEqual({ ok: false, key: 'checkInClosed' });
    expect(judgeSubmission(sunday, zone, '2026-03-30', due + H)).toEqual({ ok: false, key: 'checkInNotOpen' });
  });

  it('a check-in every day is late only when the next one is due sooner than the grace', () => {
    const daily: CheckInSchedule = { type: 'everyNDays', days: 1, time: '08:00', startsOn: '2026-03-01', endsOn: null };
    const s = checkInStatus(daily, 'UTC', '2026-03-10', at('2026-03-10T20:00:00Z'), null);
    expect(s.lateMs).toBe(s.closesMs);
    expect(s.state).toBe('due');
  });

  it('lists the due ones newest first and finds the latest', () => {
    const submitted = new Map([['2026-03-22', at('2026-03-22T18:00:00Z')]]);
    const list = checkInTimeline(sunday, zone, submitted, at('2026-03-14T00:00:00Z'), at('2026-03-31T12:00:00Z'));
    expect(list.map((c) => [c.date, c.state])).toEqual([
      ['2026-03-29', 'due'],
      ['2026-03-22', 'submitted'],
      ['2026-03-15', 'missed'],
    ]);
    expect(latestDue(sunday, zone, at('2026-03-31T12:00:00Z'))?.date).toBe('2026-03-29');
    expect(latestDue(sunday, zone, at('2025-12-01T00:00:00Z'))).toBeNull();
  });

  it('the list gives each one the state it has on its own', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), fc.integer({ min: 1, max: 10 }), fc.integer({ min: 0, max: 200 }), fc.integer({ min: 0, max: 24 * 60 }), (zone, days, offset, hours) => {
        const s: CheckInSchedule = { type: 'everyNDays', days, time: '02:30', startsOn: '2026-02-01', endsOn: offset % 3 === 0 ? '2026-06-01' : null };
        const from = at('2026-02-01T00:00:00Z') + offset * D;
        const now = from + hours * H;
        const submitted = new Map<string, number>();
        for (const o of occurrencesBetween(s, zone, from, now)) if (o.dueMs % 3 === 0) submitted.set(o.date, o.dueMs + 50 * H);
        for (const c of checkInTimeline(s, zone, submitted, from, now)) {
          expect(c).toEqual(checkInStatus(s, zone, c.date, now, submitted.get(c.date) ?? null));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('states follow each other in order as time passes', () => {
    const order = ['upcoming', 'due', 'late', 'missed'];
    fc.assert(
      fc.property(fc.constantFrom(...ZONES), fc.integer({ min: 1, max: 14 }), fc.array(fc.integer({ min: -48, max: 24 * 16 }), { minLength: 2, maxLength: 8 }), (zone, days, hours) => {
        const s: CheckInSchedule = { type: 'everyNDays', days, time: '02:30', startsOn: '2026-03-01', endsOn: null };
        const date = '2026-03-29';
        const base = checkInStatus(s, zone, date, 0, null).dueMs;
        const states = [...hours].sort((a, b) => a - b).map((h) => order.indexOf(checkInStatus(s, zone, date, base + h * H, null).state));
        for (let i = 1; i < states.length; i++) expect(states[i]!).toBeGreaterThanOrEqual(states[i - 1]!);
      }),
    );
  });
});
