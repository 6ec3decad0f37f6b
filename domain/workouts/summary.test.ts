import { describe, expect, it } from 'vitest';
import type { ExerciseLogRow, SetRow } from './rows';
import { finishSummary, groupByExercise, withExerciseIds, type ExerciseSet } from './summary';

let n = 0;
function set(exerciseId: string, sessionId: string, weightKg: number, reps: number, extra: Partial<SetRow> = {}): ExerciseSet {
  n++;
  return {
    id: `s${n}`,
    exerciseLogId: `${sessionId}-${exerciseId}`,
    sessionId,
    clientId: 'c',
    loggedAt: '2025-01-01T00:00:00.000Z',
    order: n,
    setType: 'working',
    reps,
    weightKg,
    durationSeconds: null,
    distanceMeters: null,
    rpe: null,
    assistance: null,
    completedAt: '2025-03-01T10:00:00.000Z',
    exerciseId,
    ...extra,
  };
}

describe('finish summary', () => {
  it('counts duration, done sets, exercises, volume and new records per exercise', () => {
    const history = [set('bench', 'old', 80, 5), set('squat', 'old', 100, 5)];
    const sets = [
      set('bench', 'now', 40, 10, { setType: 'warmup' }),
      set('bench', 'now', 85, 5),
      set('squat', 'now', 100, 5),
      set('squat', 'now', 100, 5, { completedAt: null }),
      set('row', 'now', 50, 10),
    ];
    const summary = finishSummary({ startedAt: '2025-03-01T09:00:00Z', finishedAt: '2025-03-01T10:05:30Z', sets, history });
    expect(summary).toMatchObject({ durationSeconds: 3930, setsDone: 4, exercisesDone: 3, volumeKg: 425 + 500 + 500 });
    expect(summary.records.map((r) => [r.exerciseId, r.kind])).toEqual([
      ['bench', 'e1rm'],
      ['bench', 'weight'],
      ['bench', 'volume'],
    ]);
  });

  it('never reports a negative duration', () => {
    expect(finishSummary({ startedAt: '2025-03-01T10:00:00Z', finishedAt: '2025-03-01T09:00:00Z', sets: [], history: [] }).durationSeconds).toBe(0);
  });

  it('joins sets to their log\'s exercise', () => {
    const logs = [{ id: 'l1', exerciseId: 'bench' }] as Pick<ExerciseLogRow, 'id' | 'exerciseId'>[];
    const { exerciseId: _drop, ...raw } = set('x', 's', 1, 1, { exerciseLogId: 'l1' });
    const { exerciseId: _drop2, ...orphan } = set('x', 's', 1, 1, { exerciseLogId: 'gone' });
    const joined = withExerciseIds(logs, [raw, orphan]);
    expect(joined.map((s) => s.exerciseId)).toEqual(['bench']);
    expect([...groupByExercise(joined).keys()]).toEqual(['bench']);
  });
});
