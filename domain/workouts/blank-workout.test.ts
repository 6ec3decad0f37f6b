import { describe, expect, it } from 'vitest';
import { isDeferred, reduceBlankWorkout, startBlankWorkout, type BlankWorkout, type BlankWorkoutAction } from './blank-workout';
import { emptySetValues } from './rows';

const ids = (n: number) => ({ sessionId: `session-${n}`, exerciseLogId: `log-${n}`, setId: `set-${n}` });
const log = (key: string, n: number, weightKg = 60): BlankWorkoutAction => ({
  type: 'logSet',
  key,
  values: { ...emptySetValues(), reps: 8, weightKg },
  now: `2025-03-01T10:0${n}:00.000Z`,
  ids: ids(n),
});

function run(actions: BlankWorkoutAction[], start: BlankWorkout = startBlankWorkout('client-1', '2025-03-01T09:58:00.000Z', 'Morning')) {
  let state = start;
  const writes = [];
  for (const a of actions) {
    const r = reduceBlankWorkout(state, a);
    state = r.state;
    writes.push(r.create);
  }
  return { state, writes };
}

describe('blank workout (deferred creation)', () => {
  it('writes nothing while exercises are only picked, renamed or removed', () => {
    const { state, writes } = run([
      { type: 'addExercise', key: 'a', exerciseId: 'barbell-bench-press' },
      { type: 'addExercise', key: 'b', exerciseId: 'pull-up' },
      { type: 'rename', title: 'Push day' },
      { type: 'removeExercise', key: 'b' },
    ]);
    expect(isDeferred(state)).toBe(true);
    expect(writes.every((w) => !w.session && !w.logs.length && !w.sets.length && !w.deleteLogIds.length)).toBe(true);
    expect(state.exercises.map((e) => e.exerciseId)).toEqual(['barbell-bench-press']);
  });

  it('creates session, log and set with the first set, then only what is new', () => {
    const { state, writes } = run([
      { type: 'addExercise', key: 'a', exerciseId: 'barbell-bench-press' },
      { type: 'addExercise', key: 'b', exerciseId: 'pull-up' },
      log('a', 1),
      log('a', 2, 62.5),
      log('b', 3),
    ]);
    const [, , first, second, third] = writes;
    expect(first!.session).toEqual({ id: 'session-1', clientId: 'client-1', title: 'Morning', startedAt: '2025-03-01T09:58:00.000Z', finishedAt: null, notes: null });
    expect(first!.logs).toEqual([
      { id: 'log-1', sessionId: 'session-1', exerciseId: 'barbell-bench-press', clientId: 'client-1', blockId: null, order: 0, notes: null, loggedAt: '2025-03-01T10:01:00.000Z' },
    ]);
    expect(first!.sets).toMatchObject([{ id: 'set-1', exerciseLogId: 'log-1', sessionId: 'session-1', order: 0, setType: 'working', reps: 8, weightKg: 60, completedAt: '2025-03-01T10:01:00.000Z' }]);
    expect(second!.session).toBeNull();
    expect(second!.logs).toEqual([]);
    expect(second!.sets).toMatchObject([{ id: 'set-2', exerciseLogId: 'log-1', sessionId: 'session-1', order: 1, weightKg: 62.5 }]);
    expect(third!.logs).toMatchObject([{ id: 'log-3', sessionId: 'session-1', exerciseId: 'pull-up', order: 1 }]);
    expect(third!.sets).toMatchObject([{ id: 'set-3', exerciseLogId: 'log-3', order: 0 }]);
    expect(isDeferred(state)).toBe(false);
  });

  it('deletes the log of a removed exercise that has sets, and ignores unknown keys', () => {
    const { writes, state } = run([{ type: 'addExercise', key: 'a', exerciseId: 'x' }, log('a', 1), { type: 'removeExercise', key: 'a' }, log('zzz', 2)]);
    expect(writes[2]!.deleteLogIds).toEqual(['log-1']);
    expect(writes[3]!.sets).toEqual([]);
    expect(state.exercises).toEqual([]);
  });
});
