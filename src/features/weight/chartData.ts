import type { WeightLogRow } from '../../../domain/protocol/rows';

export interface WeightPoint {
  /** Epoch ms of logged_at (or a bucket's mean). */
  t: number;
  kg: number;
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * The chart's points, oldest first. Long histories are averaged into at most
 * `maxPoints` equal time buckets, so a year of daily weights still draws fast
 * and the trend stays honest (no point is simply dropped).
 */
export function chartSeries(rowsNewestFirst: readonly WeightLogRow[], maxPoints = 180): WeightPoint[] {
  const points = rowsNewestFirst.map((r) => ({ t: Date.parse(r.loggedAt), kg: r.weightKg })).filter((p) => Number.isFinite(p.t));
  points.sort((a, b) => a.t - b.t);
  if (points.length <= maxPoints) return points;
  const first = points[0]!.t;
  const span = points[points.length - 1]!.t - first || 1;
  const sums = new Map<number, { t: number; kg: number; n: number }>();
  for (const p of points) {
    const b = Math.min(maxPoints - 1, Math.floor(((p.t - first) / span) * maxPoints));
    const s = sums.get(b) ?? { t: 0, kg: 0, n: 0 };
    s.t += p.t;
    s.kg += p.kg;
    s.n += 1;
    sums.set(b, s);
  }
  return [...sums.entries()].sort(([a], [b]) => a - b).map(([, s]) => ({ t: Math.round(s.t / s.n), kg: round2(s.kg / s.n) }));
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
export function weightAxis(points: readonly WeightPoint[]): { domain: [number, number]; ticks: number[] } {
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
