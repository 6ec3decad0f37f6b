import { MEASUREMENT_FIELD_NAMES, type MeasurementField } from '../measurements/measurement';
import { instantToWall } from '../time/time-zone';
import { addDays } from '../time/wall-time';

/**
 * What the compare view shows beside two photo sets (docs/rules/photos.md
 * "Compare"): the weight and each measurement as they were on each set's
 * date, and how they changed. A value counts for a date when it was logged on
 * that day or in the NEAR_DAYS before it (the latest such one): photos and a
 * tape are rarely used on the same day, but a weight from two months earlier
 * says nothing about the body in the photo. Nothing after the date counts.
 */
export const NEAR_DAYS = 14;

export const POSES = ['front', 'side', 'back', 'other'] as const;
export type Pose = (typeof POSES)[number];

/** A measurement the view can show: a fixed field, or the trainer's own name (prefixed so it cannot clash with a field). */
export type CompareKey = MeasurementField | `custom:${string}`;

/** The parts of a weight log and a measurement entry the comparison reads. */
export interface WeightIn {
  loggedAt: string;
  weightKg: number;
}
export type MeasurementIn = { [K in MeasurementField]: number | null } & { measuredAt: string; custom: Record<string, number> };

/** A value as it was on a date: the value and the wall date it was logged on. */
export interface DatedValue {
  value: number;
  on: string;
}

export interface CompareLine {
  key: CompareKey | 'weightKg';
  before: DatedValue | null;
  after: DatedValue | null;
  /** after − before, to two decimals; null unless both are known. */
  change: number | null;
}

export interface Comparison {
  /** The earlier and the later of the two dates, whichever order they were picked in. */
  before: string;
  after: string;
  weight: CompareLine;
  /** Every measurement known on at least one of the dates: fixed fields in their order, then the custom names by name. */
  measurements: CompareLine[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;

interface Dated<T> {
  on: string;
  at: string;
  row: T;
}

/** Rows with their wall date in the zone, newest first (by instant, so two on one day pick the later). */
function byDate<T>(rows: readonly T[], at: (r: T) => string, timeZone: string): Dated<T>[] {
  return rows.map((row) => ({ on: instantToWall(Date.parse(at(row)), timeZone).date, at: at(row), row })).sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}

/** The newest value on `date` or in the NEAR_DAYS before it, or null. */
function valueOn<T>(rows: readonly Dated<T>[], date: string, read: (r: T) => number | null | undefined): DatedValue | null {
  const earliest = addDays(date, -NEAR_DAYS);
  for (const r of rows) {
    if (r.on > date) continue;
    if (r.on < earliest) return null;
    const value = read(r.row);
    if (value !== null && value !== undefined) return { value, on: r.on };
  }
  return null;
}

function line(key: CompareLine['key'], before: DatedValue | null, after: DatedValue | null): CompareLine {
  return { key, before, after, change: before && after ? round2(after.value - before.value) : null };
}

/**
 * The weight and measurements of two dates ('YYYY-MM-DD', either order) and
 * their change, the instants read as wall dates in `timeZone` (the device's).
 */
export function compareDates(
  dates: readonly [string, string],
  weights: readonly WeightIn[],
  measurements: readonly MeasurementIn[],
  timeZone: string,
): Comparison {
  const [before, after] = dates[0] <= dates[1] ? dates : [dates[1], dates[0]];
  const w = byDate(weights, (r) => r.loggedAt, timeZone);
  const m = byDate(measurements, (r) => r.measuredAt, timeZone);
  const customNames = new Set<string>();
  for (const r of m) for (const name of Object.keys(r.row.custom)) customNames.add(name);
  const keys: CompareKey[] = [...MEASUREMENT_FIELD_NAMES, ...[...customNames].sort().map((n) => `custom:${n}` as const)];
  const read = (key: CompareKey) => (r: MeasurementIn) => (key.startsWith('custom:') ? r.custom[key.slice(7)] : r[key as MeasurementField]);
  const lines = keys.map((key) => line(key, valueOn(m, before, read(key)), valueOn(m, after, read(key)))).filter((l) => l.before || l.after);
  return {
    before,
    after,
    weight: line('weightKg', valueOn(w, before, (r) => r.weightKg), valueOn(w, after, (r) => r.weightKg)),
    measurements: lines,
  };
}

/** The poses both sets have, in the poses' order: what the side-by-side view can pair. */
export function posesInBoth(a: readonly { pose: Pose }[], b: readonly { pose: Pose }[]): Pose[] {
  const inB = new Set(b.map((p) => p.pose));
  const inA = new Set(a.map((p) => p.pose));
  return POSES.filter((p) => inA.has(p) && inB.has(p));
}
