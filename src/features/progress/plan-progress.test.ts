import { describe, expect, it } from 'vitest';
import type { ExerciseLogRow } from '../../../domain/workouts/rows';
import { log, set } from '../../../tests/fixtures/progress';
import { groupBySession } from './history';
import { checkTargets, meetsTarget, planLogs, planProgress, sessionDuration } from './plan-progress';

const inBlock = (l: ExerciseLogRow, blockId: string | null): ExerciseLogRow => ({ ...l, blockId });

describe('planLogs', () => {
  const byBlock = inBlock(log('a', 's1', 'squat', '2025-01-01T10:00:00Z'), 'b1');
  const added = inBlock(log('b', 's2', 'curl', '2025-01-02T10:00:00Z'), null);
  const otherPlan = inBlock(log('c', 's3', 'squat', '2025-01-03T10:00:00Z'), 'other-block');
  const blank = inBlock(log('d', 's4', 'squat', '2025-01-04T10:00:00Z'), null);
  const plans = new Map<string, string | null>([
    ['s2', 'p'],
    ['s3', 'q'],
    ['s4', null],
  ]);
  it('takes logs of the plan’s blocks and every log of a session the client had the plan for', () => {
    expect(planLogs([byBlock, added, otherPlan, blank], 'p', new Set(['b1']), plans).map((l) => l.id)).toEqual(['a', 'b']);
  });
});

describe('targets', () => {
  const done = { reps: 5, weightKg: 100, durationSeconds: null, distanceMeters: null, assistance: null };
  it('a set meets its target when it reaches every value; effort does not count', () => {
    expect(meetsTarget(done, { reps: 5, weight: 100, effort: 9 })).toBe(true);
    expect(meetsTarget(done, { reps: 6, weight: 100 })).toBe(false);
    expect(meetsTarget(done, { reps: 5, weight: 100.000001 })).toBe(true);
    expect(meetsTarget(done, { reps: 5, weight: 102.5 })).toBe(false);
    expect(meetsTarget({ ...done, assistance: 20 }, { assistance: 30 })).toBe(true);
    expect(meetsTarget({ ...done, assistance: 40 }, { assistance: 30 })).toBe(false);
    expect(meetsTarget(done, { duration: 30 })).toBe(false);
  });
  it('compares working sets by position, warm-ups skipped', () => {
    const l = log('l', 's', 'squat', '2025-01-01T10:00:00Z');
    const sets = [set('w', l, 0, 10, 40, 'x', 'warmup'), set('1', l, 1, 5, 100, 'x'), set('2', l, 2, 4, 100, 'x')];
    expect(checkTargets([{ reps: 5, weight: 100 }, { reps: 5, weight: 100 }, { reps: 5, weight: 100 }], sets)).toEqual({ planned: 3, done: 2, met: 1 });
  });
});

describe('sessionDuration', () => {
  it('runs from the first log to the last done set; one instant is unknown', () => {
    const l = log('l', 's', 'squat', '2025-01-01T10:00:00Z');
    const [g] = groupBySession([l], [set('1', l, 0, 5, 100, '2025-01-01T10:05:00Z'), set('2', l, 1, 5, 100, '2025-01-01T10:42:30Z')]);
    expect(sessionDuration(g!)).toBe(42 * 60 + 30);
    const [h] = groupBySession([l], [set('1', l, 0, 5, 100, '2025-01-01T10:00:00Z')]);
    expect(sessionDuration(h!)).toBeNull();
  });
});

describe('planProgress', () => {
  // Before the plan: squat best 5 × 100. On the plan: two sessions of squat and bench, and a curl added to the second.
  const before = log('o', 's0', 'squat', '2024-12-01T10:00:00Z');
  const sq1 = inBlock(log('sq1', 's1', 'squat', '2025-01-06T10:00:00Z'), 'b1');
  const be1 = inBlock(log('be1', 's1', 'bench', '2025-01-06T10:00:00Z', 1), 'b1');
  const sq2 = inBlock(log('sq2', 's2', 'squat', '2025-01-13T10:00:00Z'), 'b1');
  const cu2 = inBlock(log('cu2', 's2', 'curl', '2025-01-13T10:00:00Z', 2), null);
  const logs = [before, sq1, be1, sq2, cu2];
  const sets = [
    set('o1', before, 0, 5, 100, '2024-12-01T10:05:00Z'),
    set('a0', sq1, 0, 5, 50, '2025-01-06T10:03:00Z', 'warmup'),
    set('a1', sq1, 1, 5, 95, '2025-01-06T10:05:00Z'),
    set('a2', sq1, 2, 5, 95, '2025-01-06T10:08:00Z'),
    set('b1', be1, 0, 8, 60, '2025-01-06T10:20:00Z'),
    set('c1', sq2, 0, 5, 105, '2025-01-13T10:05:00Z'),
    set('c2', sq2, 1, 4, 105, '2025-01-13T10:09:00Z'),
    set('c3', sq2, 2, 5, 105, null),
    set('d1', cu2, 0, 12, 15, '2025-01-13T10:30:00Z'),
  ];
  const items = [
    { exerciseId: 'squat', setTargets: [{ reps: 5, weight: 105 }, { reps: 5, weight: 105 }] },
    { exerciseId: 'bench', setTargets: [{ reps: 8, weight: 60 }] },
    { exerciseId: 'squat', setTargets: [{ reps: 10, weight: 60 }] },
    { exerciseId: 'row', setTargets: [{ reps: 10, weight: 50 }] },
  ];
  const inPlan = planLogs(logs, 'p', new Set(['b1']), new Map([['s2', 'p']]));
  const p = planProgress({ logs, sets }, inPlan, items, new Date('2025-01-20T12:00:00Z'));

  it('lists the plan’s sessions newest first with their working sets and volume', () => {
    expect(p.sessions.map((s) => s.sessionId)).toEqual(['s2', 's1']);
    expect(p.workingSets).toBe(2 + 1 + 2 + 1);
    expect(p.volume).toBe(950 + 480 + 525 + 420 + 180);
  });
  it('gives each plan exercise once, in plan order, with its first, latest and best e1RM', () => {
    expect(p.exercises.map((e) => e.exerciseId)).toEqual(['squat', 'bench', 'row']);
    const squat = p.exercises[0]!;
    expect(squat.firstE1rm).toBeCloseTo(95 * (1 + 5 / 30));
    expect(squat.latestE1rm).toBeCloseTo(105 * (1 + 5 / 30));
    expect(squat.bestE1rm).toBeCloseTo(105 * (1 + 5 / 30));
    expect(squat.points.map((x) => x.sessionId)).toEqual(['s1', 's2']);
  });
  it('checks the latest session’s sets against the targets', () => {
    const [squat, bench, row] = p.exercises;
    expect(squat!.latestSets.map((s) => s.id)).toEqual(['c1', 'c2']);
    expect(squat!.latestAt).toBe('2025-01-13T10:00:00Z');
    expect(squat!.check).toEqual({ planned: 2, done: 2, met: 1 });
    expect(bench!.check).toEqual({ planned: 1, done: 1, met: 1 });
    expect(row!.check).toBeNull();
    expect(row!.points).toEqual([]);
  });
  it('names only records the plan’s sets set, judged against the whole history', () => {
    // 95 on the plan's first session does not beat the 100 from before; 105 does.
    expect(p.records.map((r) => [r.setId, r.kind, r.previous])).toEqual([
      ['c1', 'weight', 100],
      ['c1', 'e1rm', 100 * (1 + 5 / 30)],
    ]);
  });
  it('keeps an exercise’s newest record of each kind when the plan beats it again', () => {
    const sq3 = inBlock(log('sq3', 's3', 'squat', '2025-01-20T10:00:00Z'), 'b1');
    const more = [...sets, set('e1', sq3, 0, 5, 110, '2025-01-20T10:05:00Z')];
    const q = planProgress({ logs: [...logs, sq3], sets: more }, [...inPlan, sq3], items, new Date('2025-01-21T12:00:00Z'));
    expect(q.records.map((r) => [r.setId, r.kind, r.value])).toEqual([
      ['e1', 'weight', 110],
      ['e1', 'e1rm', 110 * (1 + 5 / 30)],
    ]);
  });
  it('is empty for a plan not yet trained', () => {
    const none = planProgress({ logs, sets }, [], items, new Date());
    expect(none.sessions).toEqual([]);
    expect(none.exercises.every((e) => e.check === null && e.bestE1rm === null)).toBe(true);
    expect(none.records).toEqual([]);
  });
});
