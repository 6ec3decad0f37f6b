import { describe, expect, it } from 'vitest';
import { WorkoutRecordArgs } from '../../../domain/workouts/mutations';
import type { BlockExerciseRow, PlanBlockRow } from '../../../domain/plans/rows';
import { blankDraft, draftErrors, emptySet, entriesFromPlan, recordArgs, type ManualDraft } from './model';

const ZONE = 'Europe/Bratislava';
const now = new Date('2025-06-10T12:00:00.000Z'); // 14:00 in Bratislava
let n = 0;
const id = () => `0190a5b2-0000-7000-8000-${String(++n).padStart(12, '0')}`;

function filled(patch: Partial<ManualDraft> = {}): ManualDraft {
  const set = emptySet();
  set.values = { ...set.values, reps: 5, weightKg: 80 };
  return { ...blankDraft(now, ZONE, 'Workout'), entries: [{ key: 'e1', exerciseId: 'barbell-bench-press', notes: ' paused ', sets: [set] }], ...patch };
}

describe('manual log draft', () => {
  it('starts an hour ago in the client\'s zone and needs an exercise', () => {
    const d = blankDraft(now, ZONE, 'Workout');
    expect([d.date, d.time, d.durationMinutes]).toEqual(['2025-06-10', '13:00', 60]);
    expect(draftErrors(d, now, ZONE)).toEqual({ entries: 'noExercises' });
  });

  it('refuses a start in the future, a bad length, empty sets and notes over 500 characters', () => {
    expect(draftErrors(filled(), now, ZONE)).toEqual({});
    expect(draftErrors(filled({ time: '14:30' }), now, ZONE)).toEqual({ when: 'future' });
    expect(draftErrors(filled({ durationMinutes: 3 }), now, ZONE)).toEqual({ duration: 'duration' });
    const d = filled();
    d.entries[0]!.notes = 'x'.repeat(501);
    const empty = emptySet();
    d.entries[0]!.sets.push(empty);
    expect(draftErrors(d, now, ZONE)).toEqual({ e1: 'notesMax', [empty.key]: 'setEmpty' });
  });

  it('saves as one workout.record the server accepts: the start in UTC, trimmed notes, sets in order', () => {
    const args = WorkoutRecordArgs.parse(recordArgs(filled(), ZONE, id));
    expect(args).toMatchObject({ title: 'Workout', startedAt: '2025-06-10T11:00:00.000Z', durationMinutes: 60, timeZone: ZONE, planId: null });
    expect(args.logs).toEqual([
      { id: expect.any(String), exerciseId: 'barbell-bench-press', blockId: null, order: 0, notes: 'paused', sets: [expect.objectContaining({ order: 0, setType: 'working', reps: 5, weightKg: 80, rpe: null })] },
    ]);
  });

  it('fills a plan\'s exercises in block order with their planned sets and targets', () => {
    const blocks = [{ id: 'b2', order: 1 }, { id: 'b1', order: 0 }] as PlanBlockRow[];
    const items = new Map([
      ['b1', [{ exerciseId: 'barbell-back-squat', sets: 2, setTargets: [{ reps: 5, weight: 100 }] }] as BlockExerciseRow[]],
      ['b2', [{ exerciseId: 'plank', sets: 1, setTargets: [{ duration: 60 }] }] as BlockExerciseRow[]],
    ]);
    const entries = entriesFromPlan(blocks, items);
    expect(entries.map((e) => [e.exerciseId, e.sets.map((s) => [s.values.reps, s.values.weightKg, s.values.durationSeconds])])).toEqual([
      ['barbell-back-squat', [[5, 100, null], [null, null, null]]],
      ['plank', [[null, null, 60]]],
    ]);
  });
});
