import { describe, expect, it } from 'vitest';
import { log, set } from '../../../tests/fixtures/progress';
import { groupBySession, historyByExercise, historyByExerciseOnce, mostLogged } from './history';

const a1 = log('a1', 's1', 'squat', '2025-01-01T10:00:00Z');
const b1 = log('b1', 's1', 'bench', '2025-01-01T10:00:00Z', 1);
const a2 = log('a2', 's2', 'squat', '2025-01-08T10:00:00Z');
const sets = [
  set('x1', a1, 0, 5, 60, '2025-01-01T10:01:00Z', 'warmup'),
  set('x2', a1, 1, 5, 100, '2025-01-01T10:05:00Z'),
  set('x3', a1, 2, 3, 105, '2025-01-01T10:09:00Z'),
  set('x4', a1, 3, 5, 110, null),
  set('y1', b1, 0, 8, 70, '2025-01-01T10:20:00Z'),
  set('z1', a2, 0, 5, 105, '2025-01-08T10:05:00Z'),
];

describe('historyByExercise', () => {
  const h = historyByExercise([a1, b1, a2], sets);
  it('gives one point per session, oldest first, with the best e1RM and the volume without warm-ups', () => {
    const squat = h.get('squat')!;
    expect(squat.sessions.map((p) => p.sessionId)).toEqual(['s1', 's2']);
    expect(squat.sessions[0]!.bestE1rm).toBeCloseTo(100 * (1 + 5 / 30));
    expect(squat.sessions[0]!.volume).toBe(500 + 315);
    expect(squat.sessions[0]!.sets).toBe(3);
    expect(squat.sessions[1]!.volume).toBe(525);
    expect(squat.bestE1rm).toBeCloseTo(105 * (1 + 5 / 30));
  });
  it('lists done sets newest first; undone sets are left out; warm-ups have no e1RM', () => {
    const squat = h.get('squat')!;
    expect(squat.entries.map((e) => e.set.id)).toEqual(['z1', 'x3', 'x2', 'x1']);
    expect(squat.entries[3]!.e1rm).toBeNull();
    expect(squat.workingSets).toBe(3);
  });
  it('ranks the exercises logged most first', () => {
    expect(mostLogged(h.values()).map((x) => x.exerciseId)).toEqual(['squat', 'bench']);
  });
  it('ignores sets whose log is not there', () => {
    expect(historyByExercise([], sets).size).toBe(0);
  });
  it('takes two years of sets in one pass: every session of each exercise, every set', () => {
    const logs = [];
    const many = [];
    for (let d = 0; d < 500; d++) {
      const l = log(`l${d}`, `s${d}`, `e${d % 6}`, new Date(Date.UTC(2024, 0, 1) + d * 86_400_000).toISOString());
      logs.push(l);
      for (let i = 0; i < 20; i++) many.push(set(`l${d}-${i}`, l, i, 5 + (i % 5), 50 + (d % 40), l.loggedAt));
    }
    const r = historyByExercise(logs, many);
    expect(r.size).toBe(6);
    expect([...r.values()].reduce((n, h) => n + h.sessions.length, 0)).toBe(500);
    expect([...r.values()].reduce((n, h) => n + h.entries.length, 0)).toBe(10_000);
  });
});

describe('groupBySession', () => {
  it('groups done sets by session, newest first, exercises and sets in order', () => {
    const g = groupBySession([b1, a1, a2], sets);
    expect(g.map((s) => s.sessionId)).toEqual(['s2', 's1']);
    expect(g[1]!.exercises.map((e) => e.log.exerciseId)).toEqual(['squat', 'bench']);
    expect(g[1]!.exercises[0]!.sets.map((s) => s.id)).toEqual(['x1', 'x2', 'x3']);
    expect(g[1]!.setCount).toBe(4);
    expect(g[1]!.volume).toBe(500 + 315 + 560);
  });
  it('leaves out sessions with nothing done', () => {
    const l = log('n', 's9', 'squat', '2025-02-01T10:00:00Z');
    expect(groupBySession([l], [set('n1', l, 0, 5, 100, null)])).toEqual([]);
  });
});

describe('historyByExerciseOnce', () => {
  it('gives back the same histories for the same rows and new ones when the rows change', () => {
    const logs = [a1, b1, a2];
    const first = historyByExerciseOnce(logs, sets);
    expect(historyByExerciseOnce(logs, sets)).toBe(first);
    expect(first.get('squat')!.entries).toHaveLength(historyByExercise(logs, sets).get('squat')!.entries.length);
    const more = [...sets, set('z2', a2, 1, 5, 107.5, '2025-01-08T10:09:00Z')];
    const next = historyByExerciseOnce(logs, more);
    expect(next).not.toBe(first);
    expect(next.get('squat')!.entries[0]!.set.id).toBe('z2');
  });
});
