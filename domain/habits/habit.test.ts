import { describe, expect, it } from 'vitest';
import { HABIT_MESSAGES as M } from './messages';
import { HabitSchema, meets, type Habit } from './habit';
import { habitFromStarter, STARTER_HABITS } from './starters';
import { LOCALES } from '../constants';

const steps: Habit = { name: 'Steps', kind: 'number', unit: 'steps', target: 8000, schedule: { type: 'daily' }, startsOn: '2026-03-02', endsOn: null, paused: [] };
const messagesOf = (input: unknown) => {
  const r = HabitSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('a habit as data', () => {
  it('takes a counted habit and a ticked one', () => {
    expect(HabitSchema.parse(steps)).toEqual(steps);
    const ticked = { ...steps, kind: 'done', unit: '', target: null, schedule: { type: 'weekdays', weekdays: [4, 0, 2] } };
    expect(HabitSchema.parse(ticked)).toMatchObject({ unit: null, schedule: { weekdays: [0, 2, 4] } });
  });

  it('refuses a bad name, unit, target, schedule and dates with their messages', () => {
    expect(messagesOf({ ...steps, name: '   ' })).toEqual([M.habitNameRequired]);
    expect(messagesOf({ ...steps, name: 'x'.repeat(81) })).toEqual([M.habitNameTooLong]);
    expect(messagesOf({ ...steps, name: 'x'.repeat(80) })).toEqual([]);
    expect(messagesOf({ ...steps, unit: null })).toEqual([M.habitUnitRequired]);
    expect(messagesOf({ ...steps, unit: 'x'.repeat(17) })).toEqual([M.habitUnitTooLong]);
    expect(messagesOf({ ...steps, target: 0 })).toEqual([M.habitTargetInvalid]);
    expect(messagesOf({ ...steps, target: 2.555 })).toEqual([M.habitTargetInvalid]);
    expect(messagesOf({ ...steps, kind: 'done' })).toEqual([M.habitDoneHasNoTarget]);
    expect(messagesOf({ ...steps, kind: 'maybe' })).toEqual([M.habitKindInvalid]);
    expect(messagesOf({ ...steps, schedule: { type: 'weekdays', weekdays: [] } })).toEqual([M.habitWeekdaysRequired]);
    expect(messagesOf({ ...steps, schedule: { type: 'weekdays', weekdays: [1, 1] } })).toEqual([M.habitWeekdaysRequired]);
    expect(messagesOf({ ...steps, schedule: { type: 'timesPerWeek', times: 8 } })).toEqual([M.habitTimesPerWeekInvalid]);
    expect(messagesOf({ ...steps, schedule: { type: 'monthly' } })).toEqual([M.habitScheduleInvalid]);
    expect(messagesOf({ ...steps, startsOn: '2026-02-30' })).toEqual([M.habitDateInvalid]);
    expect(messagesOf({ ...steps, endsOn: '2026-03-01' })).toEqual([M.habitEndBeforeStart]);
    expect(messagesOf({ ...steps, endsOn: '2026-03-02' })).toEqual([]);
    expect(messagesOf({ ...steps, paused: [{ from: '2026-03-10', to: '2026-03-09' }] })).toEqual([M.habitPauseInvalid]);
    expect(messagesOf({ ...steps, paused: Array.from({ length: 101 }, () => ({ from: '2026-03-10', to: null })) })).toEqual([M.habitTooManyPauses]);
  });

  it('is met by a tick, or by at least the target', () => {
    const day = (done: boolean, value: number | null) => ({ date: '2026-03-02', done, value });
    expect(meets(steps, day(false, 8000))).toBe(true);
    expect(meets(steps, day(false, 7999.99))).toBe(false);
    expect(meets(steps, day(true, null))).toBe(false);
    expect(meets({ kind: 'done', target: null }, day(true, null))).toBe(true);
    expect(meets({ kind: 'done', target: null }, day(false, null))).toBe(false);
    expect(meets(steps, undefined)).toBe(false);
  });
});

describe('starter habits', () => {
  it('are valid habits in every language, with distinct names and ids', () => {
    expect(new Set(STARTER_HABITS.map((s) => s.id)).size).toBe(STARTER_HABITS.length);
    for (const locale of LOCALES) {
      const habits = STARTER_HABITS.map((s) => habitFromStarter(s, locale, '2026-03-02'));
      for (const h of habits) expect(HabitSchema.safeParse(h).success, `${h.name} (${locale})`).toBe(true);
      expect(new Set(habits.map((h) => h.name)).size).toBe(habits.length);
    }
  });

  it('hold the usual targets', () => {
    const en = (id: string) => habitFromStarter(STARTER_HABITS.find((s) => s.id === id)!, 'en', '2026-03-02');
    expect(en('steps')).toMatchObject({ target: 8000, unit: 'steps' });
    expect(en('water')).toMatchObject({ target: 2.5, unit: 'l' });
    expect(en('sleep')).toMatchObject({ target: 8, unit: 'h' });
    expect(en('mobility')).toMatchObject({ target: 10, unit: 'min' });
    expect(en('no-alcohol')).toMatchObject({ kind: 'done', target: null });
    expect(habitFromStarter(STARTER_HABITS[0]!, 'sk', '2026-03-02').unit).toBe('krokov');
  });
});
