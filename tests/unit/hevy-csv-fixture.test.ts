import { describe, expect, it } from 'vitest';
import { matchExerciseNames } from '../../domain/workouts/exercise-match';
import { parseWorkoutCsv } from '../../domain/workouts/import-format';
import { importRows } from '../../domain/workouts/import-rows';
import { makeHevyCsv, syntheticHevyRows } from '../fixtures/hevy-csv';

describe('Hevy CSV generator', () => {
  it('writes rows the Hevy reader reads', () => {
    const csv = makeHevyCsv([{ title: 'A "quoted" one', start_time: '1 Mar 2025, 10:00', exercise_title: 'Plank', set_index: 0, set_type: 'normal', duration_seconds: 60 }]);
    const r = parseWorkoutCsv(csv);
    expect(r.format).toBe('hevy');
    expect(r.workouts[0]).toMatchObject({ title: 'A "quoted" one', exercises: [{ name: 'Plank', sets: [{ durationSeconds: 60 }] }] });
  });

  it('a 5,000-row file is read, matched and turned into rows with nothing skipped or doubled (its speed: bench/domain-imports.bench.ts)', () => {
    const csv = makeHevyCsv(syntheticHevyRows(5000));
    const parsed = parseWorkoutCsv(csv, { timeZone: 'Europe/Bratislava' });
    const names = parsed.workouts.flatMap((w) => w.exercises.map((e) => e.name));
    const match = matchExerciseNames(names);
    const rows = importRows(parsed.workouts, { clientId: '0190a5b2-0000-7000-8000-000000000001', exerciseIds: match.matched });
    expect(parsed.skipped).toEqual([]);
    expect(parsed.workouts).toHaveLength(250);
    expect(match.unknown).toEqual([]);
    expect(rows.sets).toHaveLength(5000);
    expect(new Set(rows.sets.map((s) => s.id)).size).toBe(5000);
  });
});
