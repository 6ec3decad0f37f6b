import type { MeasurementRow } from '../../../domain/measurements/entity';
import { MEASUREMENT_FIELD_NAMES, type MeasurementField } from '../../../domain/measurements/measurement';

/** A series the charts can draw: a fixed field, or a custom name (prefixed so it can not clash with a field). */
export type SeriesKey = MeasurementField | `custom:${string}`;

export interface MeasurementPoint {
  /** Epoch ms of the entry. */
  t: number;
  value: number;
}

function valueOf(row: MeasurementRow, key: SeriesKey): number | null {
  if (key.startsWith('custom:')) return row.custom[key.slice(7)] ?? null;
  return row[key as MeasurementField];
}

/** The series with at least one value, fixed fields first in their order, then the custom names by first use. */
export function seriesKeys(rowsNewestFirst: readonly MeasurementRow[]): SeriesKey[] {
  const fixed = MEASUREMENT_FIELD_NAMES.filter((f) => rowsNewestFirst.some((r) => r[f] !== null));
  const custom = new Set<string>();
  for (let i = rowsNewestFirst.length - 1; i >= 0; i--) for (const name of Object.keys(rowsNewestFirst[i]!.custom)) custom.add(name);
  return [...fixed, ...[...custom].map((n) => `custom:${n}` as const)];
}

/** One measurement's points, oldest first; entries without it are skipped, not drawn as zero. */
export function seriesOf(rowsNewestFirst: readonly MeasurementRow[], key: SeriesKey): MeasurementPoint[] {
  const points: MeasurementPoint[] = [];
  for (const r of rowsNewestFirst) {
    const value = valueOf(r, key);
    const t = Date.parse(r.measuredAt);
    if (value !== null && Number.isFinite(t)) points.push({ t, value });
  }
  return points.sort((a, b) => a.t - b.t);
}

/** The latest value and its change since the first entry that had it (null with fewer than two). */
export function latestChange(points: readonly MeasurementPoint[]): { latest: number | null; sinceFirst: number | null } {
  const last = points[points.length - 1];
  if (!last) return { latest: null, sinceFirst: null };
  return { latest: last.value, sinceFirst: points.length < 2 ? null : Math.round((last.value - points[0]!.value) * 100) / 100 };
}

/** A Y axis with a little air: whole units, five ticks at most, so a centimetre shows without being exaggerated. */
export function valueAxis(points: readonly MeasurementPoint[]): [number, number] {
  if (!points.length) return [0, 1];
  const values = points.map((p) => p.value);
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const air = Math.max(1, (hi - lo) * 0.15);
  return [Math.floor(lo - air), Math.ceil(hi + air)];
}
