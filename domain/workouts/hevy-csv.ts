import type { CsvRecord } from '../exercises/csv';
import { headerIndex, importNotes, importRpe, issue, WorkoutCollector, type ImportIssue, type WorkoutImport } from './import-shape';
import { parseDecimal, parseWallTime, toKg, toMeters } from './import-values';
import type { SetType } from './rows';
import type { ImportOptions } from './strong-csv';

/*
 * Hevy's CSV export: quoted, comma separated, one row per set, columns
 * title, start_time ("21 Feb 2025, 07:17"), end_time, description,
 * exercise_title, superset_id, exercise_notes, set_index (0-based),
 * set_type (normal, warmup, failure, dropset), weight_kg or weight_lbs, reps,
 * distance_km or distance_miles, duration_seconds, rpe. Repwise's own export
 * uses the same columns plus assistance and exercise_id, so it reads back
 * through here.
 */

const SET_TYPE: Record<string, SetType> = {
  '': 'working',
  normal: 'working',
  working: 'working',
  warmup: 'warmup',
  'warm-up': 'warmup',
  warm_up: 'warmup',
  failure: 'failure',
  dropset: 'drop',
  drop: 'drop',
  drop_set: 'drop',
};

export function isHevyHeader(header: readonly string[]): boolean {
  const h = headerIndex(header);
  return h.has('exercise_title') && h.has('start_time');
}

export function parseHevyRecords(records: readonly CsvRecord[], opts: ImportOptions = {}): WorkoutImport {
  const header = records[0]?.cells ?? [];
  const h = headerIndex(header);
  const missing = ['title', 'start_time', 'exercise_title'].filter((c) => !h.has(c));
  if (missing.length) return { format: 'hevy', workouts: [], skipped: [], warnings: [], error: issue(0, 'importColumnsMissing', { columns: missing.join(', ') }) };
  const at = (name: string) => h.get(name) ?? -1;
  const weightLbs = h.has('weight_kg') ? false : h.has('weight_lbs') ? true : opts.weightUnit === 'lb';
  const distanceMiles = h.has('distance_km') ? false : h.has('distance_miles');
  const col = {
    title: at('title'),
    start: at('start_time'),
    end: at('end_time'),
    description: at('description'),
    exercise: at('exercise_title'),
    exerciseId: at('exercise_id'),
    superset: at('superset_id'),
    exerciseNotes: at('exercise_notes'),
    setIndex: at('set_index'),
    setType: at('set_type'),
    weight: h.get('weight_kg') ?? h.get('weight_lbs') ?? at('weight'),
    reps: at('reps'),
    distance: h.get('distance_km') ?? h.get('distance_miles') ?? at('distance_meters'),
    duration: at('duration_seconds'),
    rpe: at('rpe'),
    assistance: at('assistance'),
  };
  const distanceUnit = distanceMiles ? 'mi' : h.has('distance_km') ? 'km' : 'm';

  const skipped: ImportIssue[] = [];
  const warnings: ImportIssue[] = [];
  const collector = new WorkoutCollector();
  const tz = opts.timeZone ?? 'UTC';
  const times = new Map<string, string | null>();
  const time = (text: string) => {
    let t = times.get(text);
    if (t === undefined) times.set(text, (t = parseWallTime(text, tz)));
    return t;
  };

  for (let r = 1; r < records.length; r++) {
    const { line, cells } = records[r]!;
    const cell = (i: number) => (i >= 0 ? (cells[i] ?? '') : '');

    const startText = cell(col.start).trim();
    const startedAt = time(startText);
    if (!startedAt) {
      skipped.push(issue(line, 'importDateInvalid', { value: startText }));
      continue;
    }
    const name = cell(col.exercise).trim();
    if (!name) {
      skipped.push(issue(line, 'importExerciseMissing'));
      continue;
    }
    const typeText = cell(col.setType).trim();
    const setType = SET_TYPE[typeText.toLowerCase()];
    if (!setType) {
      skipped.push(issue(line, 'importSetTypeUnknown', { value: typeText }));
      continue;
    }
    let bad: ImportIssue | null = null;
    const read = (i: number, whole: boolean): number | null => {
      const v = parseDecimal(cell(i));
      if (v !== null && (Number.isNaN(v) || v < 0 || (whole && !Number.isInteger(v)))) {
        bad ??= issue(line, 'importNumberInvalid', { column: header[i]!.trim(), value: cell(i).trim() });
        return null;
      }
      return v;
    };
    const weight = read(col.weight, false);
    const reps = read(col.reps, true);
    const distance = read(col.distance, false);
    const duration = read(col.duration, false);
    const setIndex = read(col.setIndex, true);
    const assistance = importRpe(read(col.assistance, false));
    const rpeText = cell(col.rpe).trim();
    if (bad) {
      skipped.push(bad);
      continue;
    }
    if (weight === null && reps === null && distance === null && duration === null) {
      skipped.push(issue(line, 'importSetEmpty'));
      continue;
    }
    const rpe = importRpe(parseDecimal(rpeText));
    if (rpe === 'invalid') warnings.push(issue(line, 'importRpeDropped', { value: rpeText }));

    const title = cell(col.title).trim() || 'Workout';
    const key = `hevy|${startText}|${title}`;
    collector.workout(key, () => {
      const endText = cell(col.end).trim();
      const finishedAt = endText === '' ? null : time(endText);
      if (endText !== '' && !finishedAt) warnings.push(issue(line, 'importDurationDropped', { value: endText }));
      return { line, title, startedAt, finishedAt, notes: importNotes(cell(col.description)) };
    });
    collector.addSet(
      key,
      {
        name,
        exerciseId: cell(col.exerciseId).trim() || null,
        notes: importNotes(cell(col.exerciseNotes)),
        supersetId: cell(col.superset).trim() || null,
      },
      {
        line,
        setType,
        reps,
        weightKg: weight === null ? null : toKg(weight, weightLbs ? 'lb' : 'kg'),
        durationSeconds: duration === null ? null : Math.round(duration),
        distanceMeters: distance === null ? null : toMeters(distance, distanceUnit),
        rpe: rpe === 'invalid' ? null : rpe,
        assistance: assistance === 'invalid' ? null : assistance,
      },
      setIndex ?? undefined,
    );
  }
  return { format: 'hevy', workouts: collector.result(), skipped, warnings, error: null };
}
