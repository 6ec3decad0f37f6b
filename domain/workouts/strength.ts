import type { SetRow } from './rows';

/** The fields of a set that strength math reads. */
export type ScoredSet = Pick<SetRow, 'id' | 'sessionId' | 'setType' | 'reps' | 'weightKg' | 'completedAt'>;

/**
 * Estimated one-rep max in kg, Epley's formula of docs/rules/workouts.md "Strength estimate":
 * weight × (1 + reps / 30).
 * - reps 1: the weight itself. A single is a measured max, and Epley would
 *   put it 3 % above what was lifted.
 * - reps 0 (a missed attempt), weight 0 (bodyweight, no load) or a missing
 *   value: null, no estimate. Treating them as 0 would chart a fake drop.
 * - many reps: the formula as Epley gives it, no cap, so the estimate never
 *   falls when reps rise (it is less accurate above about 12 reps).
 * Not rounded: round for display only, or records could tie by rounding.
 */
export function e1rm(weightKg: number | null | undefined, reps: number | null | undefined): number | null {
  if (weightKg == null || reps == null || !(weightKg > 0) || !(reps >= 1)) return null;
  if (reps === 1) return weightKg;
  return weightKg * (1 + reps / 30);
}

/** Done sets that count: completed and not warm-ups. */
export function countsForStrength(set: Pick<SetRow, 'setType' | 'completedAt'>): boolean {
  return set.setType !== 'warmup' && set.completedAt !== null;
}

/** e1RM of a set, or null for warm-ups, undone sets and sets without load. */
export function setE1rm(set: ScoredSet): number | null {
  return countsForStrength(set) ? e1rm(set.weightKg, set.reps) : null;
}

/** Volume of one set in kg: weight × reps; 0 for warm-ups, undone sets and sets lacking either value. */
export function setVolume(set: Pick<SetRow, 'setType' | 'completedAt' | 'reps' | 'weightKg'>): number {
  if (!countsForStrength(set) || set.weightKg == null || set.reps == null) return 0;
  return set.weightKg * set.reps;
}

/** Volume of many sets: the sum of their volumes, so it adds up across exercises and sessions. */
export function totalVolume(sets: readonly Pick<SetRow, 'setType' | 'completedAt' | 'reps' | 'weightKg'>[]): number {
  let sum = 0;
  for (const s of sets) sum += setVolume(s);
  return sum;
}

/** A weight as a record key: float noise from unit conversion must not split "100" from "100.00000001". */
export function weightKey(kg: number): number {
  return Math.round(kg * 100) / 100;
}
