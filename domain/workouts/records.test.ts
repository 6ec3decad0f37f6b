import { describe, expect, it } from 'vitest';
import type { SetType } from './rows';
import { newRecords, personalRecords, recordSetIds } from './records';

let n = 0;
const at = (day: number, minute = 0) => `2025-01-${String(day).padStart(2, '0')}T10:${String(minute).padStart(2, '0')}:00.000Z`;
const s = (sessionId: string, weightKg: number | null, reps: number | null, day: number, setType: SetType = 'working') => ({
  id: `set-${++n}`,
  sessionId,
  setType,
  weightKg,
  reps,
  completedAt: at(day, n % 60),
});

describe('personal records', () => {
  it('are the best e1RM, heaviest weight, most reps per weight and best session volume, warm-ups left out', () => {
    const a1 = s('a', 100, 5, 1);
    const a2 = s('a', 110, 1, 1);
    const b1 = s('b', 100, 8, 2);
    const warm = s('b', 150, 3, 2, 'warmup');
    const missed = s('b', 130, 0, 2);
    const r = personalRecords([a1, a2, b1, warm, missed]);
    expect(r.bestE1rm).toMatchObject({ setId: b1.id, sessionId: 'b' });
    expect(r.bestE1rm!.value).toBeCloseTo(126.667, 3);
    expect(r.heaviestWeight).toEqual({ value: 110, setId: a2.id, sessionId: 'a' });
    expect(r.mostReps.map((m) => [m.weightKg, m.value])).toEqual([
      [110, 1],
      [100, 8],
    ]);
    expect(r.bestSessionVolume).toEqual({ value: 800, sessionId: 'b' });
  });

  it('stay with the first set that reached a value', () => {
    const first = s('a', 100, 5, 1);
    const tie = s('b', 100, 5, 2);
    expect(personalRecords([tie, first]).heaviestWeight?.setId).toBe(first.id);
  });

  it('are empty without counted sets', () => {
    expect(personalRecords([s('a', 60, 10, 1, 'warmup'), s('a', null, 12, 1)])).toEqual({
      bestE1rm: null,
      heaviestWeight: null,
      mostReps: [],
      bestSessionVolume: null,
    });
  });
});

describe('new records of a finished session', () => {
  const history = [s('old', 100, 5, 1), s('old', 80, 10, 1)];

  it('name the session best of each kind that beats the history', () => {
    const heavy = s('now', 105, 3, 9);
    const more = s('now', 80, 12, 9);
    const found = newRecords([s('now', 60, 10, 9, 'warmup'), heavy, s('now', 102.5, 2, 9), more], history);
    expect(found.map((r) => [r.kind, r.setId, r.value, r.previous])).toEqual([
      ['weight', heavy.id, 105, 100],
      ['reps', more.id, 12, 10],
      ['volume', null, 105 * 3 + 102.5 * 2 + 80 * 12, 1300],
    ]);
    expect(recordSetIds(found)).toEqual(new Set([heavy.id, more.id]));
  });

  it('flag a better e1RM and ignore ties', () => {
    const best = s('now', 90, 10, 9);
    const found = newRecords([best, s('now', 100, 5, 9)], history);
    expect(found.find((r) => r.kind === 'e1rm')).toMatchObject({ setId: best.id, value: 120 });
    expect(newRecords([s('now', 100, 5, 9)], history)).toEqual([]);
  });

  it('need a history to beat, and never compare a session with itself', () => {
    expect(newRecords([s('now', 200, 1, 9)], [])).toEqual([]);
    const again = s('now', 90, 3, 9);
    expect(newRecords([again], [again, ...history])).toEqual([]);
  });
});
