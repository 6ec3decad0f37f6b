import { describe, expect, it } from 'vitest';
import { libraryExercise } from '../exercises/library';
import { exportWorkoutsCsv, EXPORT_COLUMNS } from './export-csv';
import { parseWorkoutCsv } from './import-format';
import { importRows } from './import-rows';
import type { ExerciseLogRow, SetRow, WorkoutSessionDraft } from './rows';

const C = '0190a5b2-0000-7000-8000-00000000000c';
const id = (n: number) => `0190a5b2-0000-7000-8000-${String(n).padStart(12, '0')}`;
const session: WorkoutSessionDraft = { id: id(1), clientId: C, title: 'Push, "heavy"', startedAt: '2025-02-21T06:17:00.000Z', finishedAt: '2025-02-21T07:25:00.000Z', notes: 'Line one\nline two' };
const logs: ExerciseLogRow[] = [
  { id: id(11), sessionId: id(1), exerciseId: 'plank', clientId: C, blockId: null, order: 1, notes: null, loggedAt: session.startedAt },
  { id: id(10), sessionId: id(1), exerciseId: 'barbell-bench-press', clientId: C, blockId: id(99), order: 0, notes: 'Pause, then press', loggedAt: session.startedAt },
];
const base = { sessionId: id(1), clientId: C, loggedAt: session.startedAt, reps: null, weightKg: null, durationSeconds: null, distanceMeters: null, rpe: null, assistance: null, completedAt: session.startedAt };
const sets: SetRow[] = [
  { ...base, id: id(21), exerciseLogId: id(10), order: 1, setType: 'working', weightKg: 82.5, reps: 5, rpe: 8.5 },
  { ...base, id: id(20), exerciseLogId: id(10), order: 0, setType: 'warmup', weightKg: 40, reps: 10 },
  { ...base, id: id(22), exerciseLogId: id(10), order: 2, setType: 'drop', weightKg: 60, reps: 12 },
  { ...base, id: id(23), exerciseLogId: id(10), order: 3, setType: 'working', weightKg: 85, reps: 5, completedAt: null },
  { ...base, id: id(24), exerciseLogId: id(11), order: 0, setType: 'failure', durationSeconds: 75, distanceMeters: 1500 },
];
const name = (exerciseId: string) => libraryExercise(exerciseId)?.names.en ?? exerciseId;

describe('CSV export of a client\'s logs', () => {
  const csv = exportWorkoutsCsv({ sessions: [session], logs, sets, exerciseName: name, supersetBlockIds: new Set([id(99)]) });

  it('writes one row per done set under the documented header', () => {
    const lines = csv.trimEnd().split('\n');
    expect(lines[0]).toBe(EXPORT_COLUMNS.join(','));
    expect(lines[1]).toBe(
      `"Push, ""heavy""",2025-02-21T06:17:00.000Z,2025-02-21T07:25:00.000Z,"Line one`,
    );
    expect(csv).toContain(`Barbell bench press,${id(99)},"Pause, then press",0,warmup,40,10,,,,,barbell-bench-press`);
    expect(csv).toContain('Plank,,,0,failure,,,1.5,75,,,plank');
    expect(csv).not.toContain(',85,');
  });

  it('reads back through the importer as the same workout', () => {
    const parsed = parseWorkoutCsv(csv, { timeZone: 'America/New_York' });
    expect(parsed.format).toBe('hevy');
    expect(parsed.skipped).toEqual([]);
    const [w] = parsed.workouts;
    expect(w).toMatchObject({ title: session.title, startedAt: session.startedAt, finishedAt: session.finishedAt, notes: session.notes });
    const rows = importRows(parsed.workouts, { clientId: C, exerciseIds: new Map() });
    expect(rows.logs.map((l) => [l.exerciseId, l.notes])).toEqual([
      ['barbell-bench-press', 'Pause, then press'],
      ['plank', null],
    ]);
    const strip = (s: SetRow) => [s.setType, s.weightKg, s.reps, s.durationSeconds, s.distanceMeters, s.rpe, s.assistance];
    const done = sets.filter((s) => s.completedAt).sort((a, b) => a.exerciseLogId.localeCompare(b.exerciseLogId) || a.order - b.order);
    expect(rows.sets.map(strip)).toEqual(done.map(strip));
  });
});
