import type { WeightLogRow } from '../../../domain/protocol/rows';
import { instantToWall, wallToInstant } from '../../../domain/time/time-zone';

export interface TimedWeight {
  t: number;
  kg: number;
}

export interface WeightPoint extends TimedWeight {
  /** Epoch ms: noon of the day (or a bucket's mean), so a day sits in the middle of its tick. */
  t: number;
  /** The day's mean: one number per day, so several weigh-ins do not draw a vertical stack. */
  kg: number;
  /** The entries behind the point, oldest first, for the tooltip. */
  entries: TimedWeight[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;
const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/**
 * The chart's points, oldest first: one per local day in `timeZone` (the
 * day's mean; morning and evening weights differ by a kilo or more, and the
 * mean is the steadier trend). Long histories are averaged into at most
 * `maxPoints` equal time buckets, so a year of daily weights still draws fast
 * and the trend stays honest (no point is simply dropped).
 */
export function chartSeries(rowsNewestFirst: readonly WeightLogRow[], timeZone: string, maxPoints = 180): WeightPoint[] {
  const entries = rowsNewestFirst.map((r) => ({ t: Date.parse(r.loggedAt), kg: r.weightKg })).filter((p) => Number.isFinite(p.t));
  entries.sort((a, b) => a.t - b.t);
  const byDay = new Map<string, TimedWeight[]>();
  for (const e of entries) {
    const day = instantToWall(e.t, timeZone).date;
    const list = byDay.get(day);
    if (list) list.push(e);
    else byDay.set(day, [e]);
  }
  const days = [...byDay].map(([day, list]) => ({ t: wallToInstant(day, '12:00', timeZone).getTime(), kg: round2(mean(list.map((e) => e.kg))), entries: list }));
  if (days.length <= maxPoints) return days;
  const first = days[0]!.t;
  const span = days[days.length - 1]!.t - first || 1;
  const buckets = new Map<number, WeightPoint[]>();
  for (const d of days) {
    const b = Math.min(maxPoints - 1, Math.floor(((d.t - first) / span) * maxPoints));
    const list = buckets.get(b);
    if (list) list.push(d);
    else buckets.set(b, [d]);
  }
  return [...buckets.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, list]) => ({ t: Math.round(mean(list.map((d) => d.t))), kg: round2(mean(list.map((d) => d.kg))), entries: list.flatMap((d) => d.entries) }));
}

export interface WeightChange {
  latest: WeightLogRow | null;
  /** Latest minus the first entry, null with fewer than two entries. */
  sinceFirst: number | null;
  /** Latest minus the entry before it. */
  sinceLast: number | null;
}

/** The latest weight and how it moved (rows newest first, as the list holds them). */
export function weightChange(rowsNewestFirst: readonly WeightLogRow[]): WeightChange {
  const latest = rowsNewestFirst[0] ?? null;
  if (!latest || rowsNewestFirst.length < 2) return { latest, sinceFirst: null, sinceLast: null };
  const previous = rowsNewestFirst[1]!;
  const first = rowsNewestFirst[rowsNewestFirst.length - 1]!;
  return { latest, sinceFirst: round2(latest.weightKg - first.weightKg), sinceLast: round2(latest.weightKg - previous.weightKg) };
}

/**
 * The Y axis: whole kilograms with a little air around the data, and evenly
 * spaced ticks (at most five), so small changes are visible but not
 * exaggerated.
 */
export function weightAxis(points: readonly TimedWeight[]): { domain: [number, number]; ticks: number[] } {
  if (!points.length) return { domain: [0, 1], ticks: [0, 1] };
  let lo = Infinity;
  let hi = -Infinity;
  for (const p of points) {
    lo = Math.min(lo, p.kg);
    hi = Math.max(hi, p.kg);
  }
  const pad = Math.max(1, (hi - lo) * 0.15);
  const bottom = Math.floor(lo - pad);
  const step = Math.max(1, Math.ceil((Math.ceil(hi + pad) - bottom) / 4));
  const ticks = [bottom];
  while (ticks[ticks.length - 1]! < hi + pad - 1e-9) ticks.push(ticks[ticks.length - 1]! + step);
  return { domain: [bottom, ticks[ticks.length - 1]!], ticks };
}
