import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { beforeAll, describe, expect, it } from 'vitest';
import { habitEntryId } from '../../domain/habits/entry-id';
import { HABIT_MESSAGES, HABIT_MESSAGE_TRANSLATIONS } from '../../domain/habits/messages';
import { HabitAddArgs } from '../../domain/habits/mutations';
import { pausedFrom, resumedOn } from '../../domain/habits/pauses';
import { openUserDb, type RepwiseDb } from '../../replica/db/schema';
import { applyLocalMutation } from '../../replica/write/entry';
import en from '../../src/features/habits/i18n/en.json';
import sk from '../../src/features/habits/i18n/sk.json';
import cz from '../../src/features/habits/i18n/cz.json';

const T0 = new Date('2026-11-28T10:00:00.000Z');
const id = (n: number) => `0190a1b2-0000-7000-8000-${String(n).padStart(12, '0')}`;
const CLIENT = id(1);
const HABIT = id(10);

async function device(): Promise<RepwiseDb> {
  const db = openUserDb(`habits-${Math.random()}`, { indexedDB: new IDBFactory(), IDBKeyRange });
  await db.profile.put({ id: id(800), name: 'c', email: 'c@x.test', role: 'client', language: 'en', registrationStatus: 'active', emailVerifiedAt: null, clientId: CLIENT, timeZone: 'UTC' });
  return db;
}

const steps = { id: HABIT, clientId: CLIENT, name: 'Steps', kind: 'number' as const, unit: 'steps', target: 8000, schedule: { type: 'daily' as const }, startsOn: '2026-11-01', endsOn: null };

describe('habit entries on the device (replica/mutators/habits.ts)', () => {
  // The write path is a chunk of its own, loaded at the first write: load it before the first test's clock starts.
  beforeAll(() => import('../../replica/write-path'), 30_000);

  it('one row per habit and date, whatever device makes it: a second set edits it', async () => {
    const db = await device();
    await applyLocalMutation(db, 'habit.add', steps, T0);
    await applyLocalMutation(db, 'habitEntry.set', { habitId: HABIT, date: '2026-11-28', done: false, value: 4000 }, T0);
    await applyLocalMutation(db, 'habitEntry.set', { habitId: HABIT, date: '2026-11-28', done: false, value: 9000 }, new Date(T0.getTime() + 1000));
    const rows = await db.habitEntries.toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: habitEntryId(HABIT, '2026-11-28'), clientId: CLIENT, value: 9000 });
    expect(habitEntryId(HABIT, '2026-11-28')).toBe(habitEntryId(HABIT, '2026-11-28'));
    expect(habitEntryId(HABIT, '2026-11-29')).not.toBe(habitEntryId(HABIT, '2026-11-28'));
  });

  it('pausing, resuming and removing: the pause closes the day before, removal takes the entries', async () => {
    const db = await device();
    await applyLocalMutation(db, 'habit.add', steps, T0);
    await applyLocalMutation(db, 'habitEntry.set', { habitId: HABIT, date: '2026-11-02', done: false, value: 100 }, T0);
    await applyLocalMutation(db, 'habit.pause', { id: HABIT, from: '2026-11-10' }, T0);
    await applyLocalMutation(db, 'habit.pause', { id: HABIT, from: '2026-11-12' }, T0);
    expect((await db.habits.get(HABIT))?.paused).toEqual([{ from: '2026-11-10', to: null }]);
    await applyLocalMutation(db, 'habit.resume', { id: HABIT, on: '2026-11-15' }, T0);
    expect((await db.habits.get(HABIT))?.paused).toEqual([{ from: '2026-11-10', to: '2026-11-14' }]);
    await applyLocalMutation(db, 'habit.remove', { id: HABIT }, T0);
    expect(await db.habits.count()).toBe(0);
    expect(await db.habitEntries.count()).toBe(0);
  });
});

describe('pauses (domain/habits/pauses.ts)', () => {
  it('a pause resumed on its first day never rested and goes; closed pauses stay', () => {
    const closed = { from: '2026-01-01', to: '2026-01-03' };
    expect(resumedOn([closed, { from: '2026-02-01', to: null }], '2026-02-01')).toEqual([closed]);
    expect(pausedFrom([closed], '2025-12-01')).toEqual([{ from: '2025-12-01', to: null }, closed]);
    expect(resumedOn([closed], '2026-03-01')).toEqual([closed]);
  });

  it('adding checks the habit whole: a ticked habit has no target', () => {
    const r = HabitAddArgs.safeParse({ ...steps, kind: 'done' });
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual([HABIT_MESSAGES.habitDoneHasNoTarget]);
  });
});

describe('habit messages in the app', () => {
  it('are the texts of domain/habits/messages.ts in src/features/habits/i18n', () => {
    expect(en.messages).toEqual(HABIT_MESSAGES);
    expect(sk.messages).toEqual(HABIT_MESSAGE_TRANSLATIONS.sk);
    expect(cz.messages).toEqual(HABIT_MESSAGE_TRANSLATIONS.cz);
  });
});
