import { readFileSync } from 'node:fs';
import { validate, version } from 'uuid';
import { describe, expect, it } from 'vitest';
import { matchExerciseNames } from './exercise-match';
import { parseWorkoutCsv } from './import-format';
import { importRows, supersetsOf } from './import-rows';
import { makeHevyCsv } from '../../tests/fixtures/hevy-csv';
import { exerciseLogRowSchema, setRowSchema } from './rows';

const CLIENT = '0190a5b2-0000-7000-8000-000000000001';
const OTHER = '0190a5b2-0000-7000-8000-000000000002';
const text = readFileSync(new URL('../../tests/fixtures/workout-imports/hevy.csv', import.meta.url), 'utf8');

function rowsOf(csv: string, clientId = CLIENT) {
  const parsed = parseWorkoutCsv(csv);
  const names = parsed.workouts.flatMap((w) => w.exercises.map((e) => e.name));
  return importRows(parsed.workouts, { clientId, exerciseIds: matchExerciseNames(names).matched });
}

describe('rows of an import', () => {
  it('are valid rows with UUID-shaped ids', () => {
    const rows = rowsOf(text);
    expect(rows.sessions).toHaveLength(2);
    expect(rows.logs.map((l) => l.exerciseId)).toEqual(['barbell-bench-press', 'lat-pulldown', 'seated-cable-row', 'plank', 'running']);
    expect(rows.sets).toHaveLength(8);
    for (const id of [...rows.sessions, ...rows.logs, ...rows.sets].map((r) => r.id)) {
      expect(validate(id)).toBe(true);
      expect(version(id)).toBe(5);
    }
    for (const l of rows.logs) expect(exerciseLogRowSchema.safeParse(l).success).toBe(true);
    for (const s of rows.sets) expect(setRowSchema.safeParse(s).error?.issues ?? []).toEqual([]);
  });

  it('get the same ids when the file is imported again, or inside a longer later export', () => {
    const first = rowsOf(text);
    const again = rowsOf(text);
    expect(again).toEqual(first);
    const later = text.trimEnd() + '\n"Legs","23 Feb 2025, 07:00","","","Leg Press","","",0,"normal",150,10,,,\n';
    const ids = new Set(rowsOf(later).sets.map((s) => s.id));
    expect(first.sets.every((s) => ids.has(s.id))).toBe(true);
    expect(ids.size).toBe(first.sets.length + 1);
  });

  it('keep the id of a set whose values were edited in the other app', () => {
    const edited = text.replace('"normal",100,5,,,8', '"normal",102.5,5,,,8');
    const before = rowsOf(text).sets;
    const after = rowsOf(edited).sets;
    expect(after.map((s) => s.id)).toEqual(before.map((s) => s.id));
    expect(after[1]!.weightKg).toBe(102.5);
  });

  it('differ per client, and leave out exercises without an id', () => {
    const mine = rowsOf(text).sets.map((s) => s.id);
    const theirs = rowsOf(text, OTHER).sets.map((s) => s.id);
    expect(mine.some((id) => theirs.includes(id))).toBe(false);
    const parsed = parseWorkoutCsv(text);
    const partial = importRows(parsed.workouts, { clientId: CLIENT, exerciseIds: new Map([['Plank', 'plank']]) });
    expect(partial.unmatched).toEqual(['Bench Press (Barbell)', 'Lat Pulldown (Cable)', 'Seated Cable Row - V Grip (Cable)', 'Running']);
    expect(partial.sessions).toHaveLength(1);
    expect(partial.logs.map((l) => l.order)).toEqual([0]);
  });

  it('group the exercises of a Hevy superset under one block id per workout, as a logged plan superset is', () => {
    const rows = rowsOf(text);
    const [bench, pulldown, cableRow, plank] = rows.logs;
    expect(pulldown!.blockId).not.toBeNull();
    expect(cableRow!.blockId).toBe(pulldown!.blockId);
    expect(version(pulldown!.blockId!)).toBe(5);
    expect([bench!.blockId, plank!.blockId]).toEqual([null, null]);
    // The same file again gives the same block, so a re-import keeps the grouping.
    expect(rowsOf(text).logs[1]!.blockId).toBe(pulldown!.blockId);

    // superset_id is per workout in Hevy's export: "0" of two workouts are two supersets; a lone id groups nothing.
    const two = makeHevyCsv([
      { title: 'A', start_time: '1 Mar 2025, 10:00', exercise_title: 'Pendlay Row (Barbell)', superset_id: 0, set_index: 0, set_type: 'normal', weight_kg: 60, reps: 8 },
      { title: 'A', start_time: '1 Mar 2025, 10:00', exercise_title: 'Bicep Curl (Dumbbell)', superset_id: 0, set_index: 0, set_type: 'normal', weight_kg: 12, reps: 10 },
      { title: 'A', start_time: '1 Mar 2025, 10:00', exercise_title: 'Plank', superset_id: 1, set_index: 0, set_type: 'normal', duration_seconds: 60 },
      { title: 'B', start_time: '3 Mar 2025, 10:00', exercise_title: 'Pendlay Row (Barbell)', superset_id: 0, set_index: 0, set_type: 'normal', weight_kg: 62.5, reps: 8 },
      { title: 'B', start_time: '3 Mar 2025, 10:00', exercise_title: 'Bicep Curl (Dumbbell)', superset_id: 0, set_index: 0, set_type: 'normal', weight_kg: 12, reps: 10 },
    ]);
    const logs = rowsOf(two).logs;
    expect(logs).toHaveLength(5);
    const [rowA, curlA, plankA, rowB, curlB] = logs;
    expect(curlA!.blockId).toBe(rowA!.blockId);
    expect(rowA!.blockId).not.toBeNull();
    expect(plankA!.blockId).toBeNull();
    expect(curlB!.blockId).toBe(rowB!.blockId);
    expect(rowB!.blockId).not.toBe(rowA!.blockId);
  });

  it('count a superset only where two or more exercises share its id', () => {
    const e = (supersetId: string | null) => ({ supersetId });
    expect(supersetsOf([e('0'), e(null), e('0'), e('1'), e('2'), e('2'), e('2')])).toEqual(['0', '2']);
    expect(supersetsOf([e(null), e('5')])).toEqual([]);
  });
});
