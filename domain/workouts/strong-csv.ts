import type { CsvRecord } from '../exercises/csv';
import { headerIndex, importNotes, importRpe, issue, WorkoutCollector, type ImportIssue, type WorkoutImport } from './import-shape';
import { distanceUnitIn, parseDecimal, parseDuration, parseWallTime, toKg, toMeters, weightUnitIn, type DistanceUnit, type WeightUnit } from './import-values';
import type { SetType } from './rows';

/*
 * Strong's CSV export: one row per set, comma or semicolon separated, with
 * columns Date, Workout Name, Duration, Exercise Name, Set Order, Weight,
 * Reps, Distance, Seconds, Notes, Workout Notes, RPE. Set Order numbers
 * working sets and writes W, D and F for warm-up, drop and failure sets.
 * Weights are in the unit the app was set to: a header like "Weight (lbs)",
 * a "Weight Unit" column, or the unit option tells which. Strong writes 0 in
 * columns an exercise does not track, so 0 reads as "not recorded".
 */

export interface ImportOptions {
  /** Unit of weights when the file does not say; default kg. */
  weightUnit?: WeightUnit;
  /** Unit of Strong distances when the file does not say; default km. */
  distanceUnit?: DistanceUnit;
  /** IANA zone the file's wall times are in; default UTC. */
  timeZone?: string;
}

const SET_ORDER: Record<string, SetType> = { w: 'warmup', d: 'drop', f: 'failure' };

function findColumn(header: readonly string[], test: (h: string) => boolean): number {
  return header.findIndex((h) => test(h.replace(/^\uFEFF/, '').trim().toLowerCase()));
}

/** True when the header looks like Strong's. */
export function isStrongHeader(header: readonly string[]): boolean {
  const h = headerIndex(header);
  return h.has('exercise name') && h.has('set order') && h.has('date');
}

export function parseStrongRecords(records: readonly CsvRecord[], opts: ImportOptions = {}): WorkoutImport {
  const header = records[0]?.cells ?? [];
  const h = headerIndex(header);
  const missing = ['Date', 'Exercise Name', 'Set Order'].filter((c) => !h.has(c.toLowerCase()));
  if (missing.length) return { format: 'strong', workouts: [], skipped: [], warnings: [], error: issue(0, 'importColumnsMissing', { columns: missing.join(', ') }) };

  const col = {
    date: h.get('date')!,
    title: h.get('workout name') ?? -1,
    duration: findColumn(header, (x) => x.startsWith('duration')),
    exercise: h.get('exercise name')!,
    setOrder: h.get('set order')!,
    weight: findColumn(header, (x) => x.startsWith('weight') && !x.startsWith('weight unit')),
    weightUnit: h.get('weight unit') ?? -1,
    reps: h.get('reps') ?? -1,
    distance: findColumn(header, (x) => x.startsWith('distance') && !x.startsWith('distance unit')),
    distanceUnit: h.get('distance unit') ?? -1,
    seconds: findColumn(header, (x) => x === 'seconds' || x.startsWith('seconds ') || x === 'duration (seconds)'),
    notes: h.get('notes') ?? -1,
    workoutNotes: h.get('workout notes') ?? -1,
    rpe: h.get('rpe') ?? -1,
  };
  const headerWeightUnit = col.weight >= 0 ? weightUnitIn(header[col.weight]!) : null;
  const headerDistanceUnit = col.distance >= 0 ? distanceUnitIn(header[col.distance]!) : null;
  const durationBare = col.duration >= 0 && /sec/i.test(header[col.duration]!) ? 'seconds' : 'minutes';

  const skipped: ImportIssue[] = [];
  const warnings: ImportIssue[] = [];
  const collector = new WorkoutCollector();
  const tz = opts.timeZone ?? 'UTC';
  const startCache = new Map<string, string | null>();

  for (let r = 1; r < records.length; r++) {
    const { line, cells } = records[r]!;
    const cell = (i: number) => (i >= 0 ? (cells[i] ?? '') : '');

    const dateText = cell(col.date).trim();
    let startedAt = startCache.get(dateText);
    if (startedAt === undefined) startCache.set(dateText, (startedAt = parseWallTime(dateText, tz)));
    if (!startedAt) {
      skipped.push(issue(line, 'importDateInvalid', { value: dateText }));
      continue;
    }
    const name = cell(col.exercise).trim();
    if (!name) {
      skipped.push(issue(line, 'importExerciseMissing'));
      continue;
    }
    const order = cell(col.setOrder).trim().toLowerCase();
    if (order === 'rest timer' || order === 'rest') {
      skipped.push(issue(line, 'importRestTimer'));
      continue;
    }
    const setType: SetType | undefined = order === '' || /^\d+$/.test(order) ? 'working' : SET_ORDER[order];
    if (!setType) {
      skipped.push(issue(line, 'importSetTypeUnknown', { value: cell(col.setOrder).trim() }));
      continue;
    }

    let bad: ImportIssue | null = null;
    const read = (i: number, whole: boolean): number | null => {
      const v = parseDecimal(cell(i));
      if (v !== null && (Number.isNaN(v) || v < 0 || (whole && !Number.isInteger(v)))) bad ??= issue(line, 'importNumberInvalid', { column: header[i]!.trim(), value: cell(i).trim() });
      // Strong writes 0 for what an exercise does not track.
      return v === 0 || v === null || Number.isNaN(v) ? null : v;
    };
    const weight = read(col.weight, false);
    const reps = read(col.reps, true);
    const distance = read(col.distance, false);
    const seconds = read(col.seconds, false);
    const rpeValue = parseDecimal(cell(col.rpe));
    if (bad) {
      skipped.push(bad);
      continue;
    }
    if (weight === null && reps === null && distance === null && seconds === null) {
      skipped.push(issue(line, 'importSetEmpty'));
      continue;
    }
    const rpe = importRpe(rpeValue);
    if (rpe === 'invalid') warnings.push(issue(line, 'importRpeDropped', { value: cell(col.rpe).trim() }));

    const title = cell(col.title).trim() || 'Workout';
    const key = `strong|${dateText}|${title}`;
    collector.workout(key, () => {
      const durationText = cell(col.duration);
      const duration = durationText.trim() === '' ? null : parseDuration(durationText, durationBare);
      if (durationText.trim() !== '' && duration === null) warnings.push(issue(line, 'importDurationDropped', { value: durationText.trim() }));
      return {
        line,
        title,
        startedAt,
        finishedAt: duration === null ? null : new Date(Date.parse(startedAt) + duration * 1000).toISOString(),
        notes: importNotes(cell(col.workoutNotes)),
      };
    });
    const wUnit = weightUnitIn(cell(col.weightUnit)) ?? headerWeightUnit ?? opts.weightUnit ?? 'kg';
    const dUnit = distanceUnitIn(cell(col.distanceUnit)) ?? headerDistanceUnit ?? opts.distanceUnit ?? 'km';
    collector.addSet(
      key,
      { name, exerciseId: null, notes: importNotes(cell(col.notes)), supersetId: null },
      {
        line,
        setType,
        reps,
        weightKg: weight === null ? null : toKg(weight, wUnit),
        durationSeconds: seconds === null ? null : Math.round(seconds),
        distanceMeters: distance === null ? null : toMeters(distance, dUnit),
        rpe: rpe === 'invalid' ? null : rpe,
        assistance: null,
      },
    );
  }
  return { format: 'strong', workouts: collector.result(), skipped, warnings, error: null };
}
