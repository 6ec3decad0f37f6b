import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCsv } from '../exercises/csv';
import { detectWorkoutFormat, parseWorkoutCsv } from './import-format';
import { parseStrongRecords } from './strong-csv';

const fixture = (name: string) => readFileSync(new URL(`../../tests/fixtures/workout-imports/${name}`, import.meta.url), 'utf8');
const brief = (w: ReturnType<typeof parseWorkoutCsv>['workouts'][number]) =>
  w.exercises.map((e) => [e.name, e.sets.map((s) => `${s.setType[0]}:${s.weightKg ?? '-'}x${s.reps ?? '-'}`).join(' ')]);

describe('format detection', () => {
  it('tells Strong from Hevy by the header', () => {
    expect(detectWorkoutFormat(fixture('strong-semicolon.csv'))).toBe('strong');
    expect(detectWorkoutFormat(fixture('strong-lbs.csv'))).toBe('strong');
    expect(detectWorkoutFormat(fixture('hevy.csv'))).toBe('hevy');
    expect(detectWorkoutFormat('\uFEFFDate,Exercise Name,Set Order\n')).toBe('strong');
    expect(detectWorkoutFormat('title,category\nSquat,legs')).toBeNull();
    expect(parseWorkoutCsv('a,b\n1,2').error?.key).toBe('importFormatUnknown');
  });
});

describe('Strong import', () => {
  it('reads semicolons, decimal commas, W/D/F set types and zeros as "not recorded"', () => {
    const r = parseWorkoutCsv(fixture('strong-semicolon.csv'), { timeZone: 'Europe/Bratislava' });
    expect(r.format).toBe('strong');
    expect(r.error).toBeNull();
    const [push, run] = r.workouts;
    expect(push).toMatchObject({
      title: 'Push A',
      startedAt: '2024-01-05T06:30:00.000Z',
      finishedAt: '2024-01-05T07:35:00.000Z',
      notes: 'Felt strong',
      key: 'strong|2024-01-05 07:30:00|Push A',
    });
    expect(brief(push!)).toEqual([
      ['Bench Press (Barbell)', 'w:40x10 w:82.5x5 w:82.5x5 d:60x12'],
      ['Pull Up', 'w:-x10 f:-x7'],
      ['Plank', 'w:-x-'],
    ]);
    expect(push!.exercises[0]!.notes).toBe('Paused reps');
    expect(push!.exercises[0]!.sets.map((s) => s.rpe)).toEqual([null, 8.5, 9, null]);
    expect(push!.exercises[2]!.sets[0]).toMatchObject({ durationSeconds: 60, weightKg: null, distanceMeters: null });
    expect(run!.exercises[0]!.sets).toMatchObject([{ distanceMeters: 5200, durationSeconds: 1860 }]);
  });

  it('lists every skipped row with its line and why', () => {
    const r = parseWorkoutCsv(fixture('strong-semicolon.csv'));
    expect(r.skipped.map((s) => [s.line, s.key])).toEqual([
      [6, 'importRestTimer'],
      [10, 'importNumberInvalid'],
      [11, 'importExerciseMissing'],
      [13, 'importDateInvalid'],
      [14, 'importSetTypeUnknown'],
      [15, 'importSetEmpty'],
    ]);
    expect(r.skipped[1]!.message).toBe('The Reps "abc" is not a number 0 or more; the row was skipped.');
    expect(r.warnings.map((w) => [w.line, w.key])).toEqual([[7, 'importRpeDropped']]);
  });

  it('converts pounds and miles named in the header, reads quoted decimal commas in comma files', () => {
    const r = parseWorkoutCsv(fixture('strong-lbs.csv'));
    const [legs] = r.workouts;
    expect(legs!.notes).toBe('Knees, ok');
    expect(legs!.finishedAt).toBe('2024-02-01T07:13:30.000Z');
    expect(legs!.exercises[0]!.sets.map((s) => s.weightKg)).toEqual([61.23, 102.06, 103.19]);
    expect(legs!.exercises[1]!.sets[0]).toMatchObject({ distanceMeters: 1609.3, durationSeconds: 600 });
  });

  it('takes the unit from a unit option or a Weight Unit column', () => {
    const head = 'Date,Workout Name,Exercise Name,Set Order,Weight,Reps';
    expect(parseWorkoutCsv(`${head}\n2024-01-01 10:00,A,Deadlift (Barbell),1,100,5`, { weightUnit: 'lb' }).workouts[0]!.exercises[0]!.sets[0]!.weightKg).toBe(45.36);
    const withUnit = 'Date,Workout Name,Exercise Name,Set Order,Weight,Weight Unit,Reps\n2024-01-01 10:00,A,Deadlift (Barbell),1,100,lbs,5\n2024-01-01 10:00,A,Deadlift (Barbell),2,100,kg,5';
    expect(parseWorkoutCsv(withUnit, { weightUnit: 'lb' }).workouts[0]!.exercises[0]!.sets.map((s) => s.weightKg)).toEqual([45.36, 100]);
    expect(parseStrongRecords(parseCsv('Date,Set Order,Weight\n').records).error).toMatchObject({ key: 'importColumnsMissing', params: { columns: 'Exercise Name' } });
  });
});

describe('Hevy import', () => {
  it('reads quoted cells, set types, supersets and notes', () => {
    const r = parseWorkoutCsv(fixture('hevy.csv'), { timeZone: 'Europe/Bratislava' });
    expect(r.format).toBe('hevy');
    const [upper, run] = r.workouts;
    expect(upper).toMatchObject({ title: 'Upper, heavy', startedAt: '2025-02-21T06:17:00.000Z', finishedAt: '2025-02-21T07:25:00.000Z', notes: 'Good one' });
    expect(brief(upper!)).toEqual([
      ['Bench Press (Barbell)', 'w:40x10 w:100x5 f:100x4'],
      ['Lat Pulldown (Cable)', 'w:70x10 w:72.5x8'],
      ['Seated Cable Row - V Grip (Cable)', 'd:55x12'],
      ['Plank', 'w:-x-'],
    ]);
    expect(upper!.exercises[0]!.notes).toBe('Elbows "tucked"');
    expect(upper!.exercises[1]!.supersetId).toBe('0');
    expect(upper!.exercises[3]!.sets[0]!.durationSeconds).toBe(90);
    expect(run!.exercises[0]!.sets[0]).toMatchObject({ distanceMeters: 5100, durationSeconds: 1850 });
    expect(r.skipped.map((s) => [s.line, s.key])).toEqual([
      [9, 'importSetTypeUnknown'],
      [10, 'importSetEmpty'],
      [12, 'importDateInvalid'],
    ]);
    expect(r.warnings.map((w) => [w.line, w.key])).toEqual([[6, 'importRpeDropped']]);
  });

  it('reads pounds and miles columns and a repeated exercise as two', () => {
    const csv = [
      'title,start_time,end_time,exercise_title,set_index,set_type,weight_lbs,reps,distance_miles,duration_seconds',
      'A,"1 Mar 2025, 10:00",,Squat (Barbell),0,normal,225,5,,',
      'A,"1 Mar 2025, 10:00",,Squat (Barbell),0,normal,135,10,,',
      'A,"1 Mar 2025, 10:00",,Running,0,normal,,,2,900',
    ].join('\n');
    const w = parseWorkoutCsv(csv).workouts[0]!;
    expect(brief(w)).toEqual([
      ['Squat (Barbell)', 'w:102.06x5'],
      ['Squat (Barbell)', 'w:61.23x10'],
      ['Running', 'w:-x-'],
    ]);
    expect(w.exercises[2]!.sets[0]!.distanceMeters).toBe(3218.7);
    expect(w.finishedAt).toBeNull();
  });

  it('warns about an unclosed quote', () => {
    const r = parseWorkoutCsv('title,start_time,exercise_title,reps\nA,"1 Mar 2025, 10:00",Squat,5\n"B,2');
    expect(r.warnings[0]).toMatchObject({ line: 0, key: 'importUnclosedQuote' });
    expect(r.workouts).toHaveLength(1);
  });
});
