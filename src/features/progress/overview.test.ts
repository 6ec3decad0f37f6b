import { describe, expect, it } from 'vitest';
import { log, set } from '../../../tests/fixtures/progress';
import { overview, weekStart } from './overview';

describe('weekStart', () => {
  it('is the Monday of the week, at midnight local time', () => {
    const d = weekStart(new Date(2025, 0, 12, 15)); // a Sunday
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours()]).toEqual([2025, 0, 6, 0]);
    expect(weekStart(new Date(2025, 0, 6, 0, 30)).getDate()).toBe(6);
  });
});

describe('overview', () => {
  const now = new Date(2025, 0, 15, 12); // Wednesday
  const iso = (day: number, h = 10) => new Date(2025, 0, day, h).toISOString();
  const old = log('o', 's0', 'squat', new Date(2024, 10, 1).toISOString());
  const l1 = log('l1', 's1', 'squat', iso(8));
  const l2 = log('l2', 's2', 'squat', iso(14));
  const l3 = log('l3', 's2', 'bench', iso(14), 1);
  const sets = [
    set('o1', old, 0, 5, 100, new Date(2024, 10, 1).toISOString()),
    set('a', l1, 0, 5, 100, iso(8)),
    set('b', l2, 0, 10, 60, iso(14), 'warmup'),
    set('c', l2, 1, 5, 110, iso(14, 11)),
    set('d', l2, 2, 1, 110, null),
    set('e', l3, 0, 8, 80, iso(14, 12)),
  ];
  const o = overview([old, l1, l2, l3], sets, now);
  it('counts workouts of the last 4 weeks, and this week’s working sets and volume', () => {
    expect(o.workouts4Weeks).toBe(2);
    expect(o.setsThisWeek).toBe(2);
    expect(o.volumeThisWeek).toBe(550 + 640);
  });
  it('names records that beat an earlier best, newest first; a first time and a tie are not records', () => {
    expect(o.records.map((r) => [r.exerciseId, r.kind, r.value, r.previous])).toEqual([
      ['squat', 'weight', 110, 100],
      ['squat', 'e1rm', 110 * (1 + 5 / 30), 100 * (1 + 5 / 30)],
    ]);
    expect(overview([old, l1], sets, now).records).toEqual([]);
  });
  it('keeps only the newest records', () => {
    expect(overview([old, l1, l2, l3], sets, now, 1).records).toHaveLength(1);
  });
});
