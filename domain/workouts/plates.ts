/*
 * Plate calculator: which plates go on each side of the bar for a target
 * weight. Works in one unit throughout (kg or lb); the sets below are the
 * usual gym sets of each.
 */

export type LoadUnit = 'kg' | 'lb';

export interface Plate {
  weight: number;
  /** Pairs available (one plate per side each); omitted: as many as needed. */
  pairs?: number;
}

export const STANDARD_BAR: Record<LoadUnit, number> = { kg: 20, lb: 45 };

export const STANDARD_PLATES: Record<LoadUnit, readonly number[]> = {
  kg: [25, 20, 15, 10, 5, 2.5, 1.25],
  lb: [45, 35, 25, 10, 5, 2.5],
};

export interface PlateLoad {
  /** Plates on one side, heaviest first (the order they go on). */
  perSide: number[];
  /** Bar plus both sides. */
  loaded: number;
  /** Target minus loaded: what cannot be loaded with these plates (negative when the target is below the bar). */
  remainder: number;
}

// Plates are multiples of 0.01 in practice (0.25 kg, 1.25 kg, 2.5 lb); integers avoid float sums like 0.1 + 0.2.
const SCALE = 100;
const toUnits = (w: number) => Math.round(w * SCALE);
const round = (w: number) => Math.round(w * SCALE) / SCALE;

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

/**
 * The plates per side for `target`. Greedy but exact: heaviest plates first,
 * as people load a bar, except where greedy would miss a weight that the
 * plates can make (25 + 5 per side with pairs of 25 and 15, one pair of 25
 * and no 5s: 15 + 15 instead). When the target cannot be made exactly, the
 * heaviest loadable weight below it, and the remainder.
 */
export function loadPlates(target: number, bar: number, plates: readonly Plate[]): PlateLoad {
  if (!(target > bar)) return { perSide: [], loaded: bar, remainder: round(target - bar) };
  const kinds = plates
    .filter((p) => p.weight > 0 && (p.pairs === undefined || p.pairs > 0))
    .map((p) => ({ units: toUnits(p.weight), pairs: p.pairs }))
    .sort((a, b) => b.units - a.units);
  const step = kinds.reduce((g, k) => gcd(g, k.units), 0);
  if (step === 0) return { perSide: [], loaded: bar, remainder: round(target - bar) };
  // Per side, in steps of the plates' common divisor: a few hundred states at most.
  const side = Math.floor(toUnits((target - bar) / 2) / step);
  const sizes = kinds.map((k) => k.units / step);
  const limit = kinds.map((k, i) => Math.min(k.pairs ?? Infinity, Math.floor(side / sizes[i]!)));
  // reach[i][s]: plates i.. can make exactly s.
  const reach: Uint8Array[] = Array.from({ length: kinds.length + 1 }, () => new Uint8Array(side + 1));
  reach[kinds.length]![0] = 1;
  for (let i = kinds.length - 1; i >= 0; i--) {
    const next = reach[i + 1]!;
    const here = reach[i]!;
    for (let s = 0; s <= side; s++) {
      for (let c = 0; c <= limit[i]! && c * sizes[i]! <= s; c++) {
        if (next[s - c * sizes[i]!]) {
          here[s] = 1;
          break;
        }
      }
    }
  }
  let best = side;
  while (best > 0 && !reach[0]![best]) best--;
  // Walk heaviest first, taking as many of each plate as still leaves the rest makeable.
  const perSide: number[] = [];
  let rest = best;
  kinds.forEach((k, i) => {
    let c = Math.min(limit[i]!, Math.floor(rest / sizes[i]!));
    while (c > 0 && !reach[i + 1]![rest - c * sizes[i]!]) c--;
    for (let j = 0; j < c; j++) perSide.push(k.units / SCALE);
    rest -= c * sizes[i]!;
  });
  const loaded = round(bar + (2 * best * step) / SCALE);
  return { perSide, loaded, remainder: round(target - loaded) };
}

/** Plates of a standard set, unlimited. */
export function standardPlates(unit: LoadUnit): Plate[] {
  return STANDARD_PLATES[unit].map((weight) => ({ weight }));
}
