import { countsForStrength, e1rm, setVolume, weightKey, type ScoredSet } from './strength';

/*
 * Personal records of one exercise. Only done sets that are not warm-ups
 * count. The first set to reach a value holds the record; a later equal value
 * does not take it over, so a tie is never announced as a new record.
 */

export interface RecordHit {
  value: number;
  setId: string;
  sessionId: string;
}

export interface RepsRecord extends RecordHit {
  /** The weight (kg, rounded to 0.01) the reps were done at; value is the reps. */
  weightKg: number;
}

export interface PersonalRecords {
  /** Best estimated one-rep max (kg). */
  bestE1rm: RecordHit | null;
  /** Heaviest weight lifted for at least one rep (kg). */
  heaviestWeight: RecordHit | null;
  /** Most reps at each weight, heaviest weight first. */
  mostReps: RepsRecord[];
  /** Best volume of one session (kg); there is no single set to point at. */
  bestSessionVolume: { value: number; sessionId: string } | null;
}

export type RecordKind = 'e1rm' | 'weight' | 'reps' | 'volume';

/** A record a session set beats the earlier history with. */
export interface NewRecord {
  kind: RecordKind;
  value: number;
  /** The history's best it beat. */
  previous: number;
  /** The set that made it; null for session volume. */
  setId: string | null;
  sessionId: string;
  /** For 'reps': the weight the reps were done at. */
  weightKg?: number;
}

function byTime(a: ScoredSet, b: ScoredSet): number {
  const ta = a.completedAt ?? '';
  const tb = b.completedAt ?? '';
  return ta < tb ? -1 : ta > tb ? 1 : 0;
}

/** The records of one exercise's sets (any sessions). */
export function personalRecords(sets: readonly ScoredSet[]): PersonalRecords {
  const counted = sets.filter(countsForStrength).sort(byTime);
  let bestE1rm: RecordHit | null = null;
  let heaviestWeight: RecordHit | null = null;
  const reps = new Map<number, RepsRecord>();
  const volume = new Map<string, number>();
  for (const s of counted) {
    const est = e1rm(s.weightKg, s.reps);
    if (est !== null && (!bestE1rm || est > bestE1rm.value)) bestE1rm = { value: est, setId: s.id, sessionId: s.sessionId };
    if (s.weightKg != null && s.reps != null && s.reps >= 1) {
      if (!heaviestWeight || s.weightKg > heaviestWeight.value) heaviestWeight = { value: s.weightKg, setId: s.id, sessionId: s.sessionId };
      const w = weightKey(s.weightKg);
      const held = reps.get(w);
      if (!held || s.reps > held.value) reps.set(w, { value: s.reps, weightKg: w, setId: s.id, sessionId: s.sessionId });
    }
    volume.set(s.sessionId, (volume.get(s.sessionId) ?? 0) + setVolume(s));
  }
  let bestSessionVolume: PersonalRecords['bestSessionVolume'] = null;
  for (const [sessionId, value] of volume) {
    if (value > 0 && (!bestSessionVolume || value > bestSessionVolume.value)) bestSessionVolume = { value, sessionId };
  }
  return { bestE1rm, heaviestWeight, mostReps: [...reps.values()].sort((a, b) => b.weightKg - a.weightKg), bestSessionVolume };
}

/**
 * The records one session sets for one exercise against its history (sets of
 * other sessions). A record needs something to beat: the first time an
 * exercise is done sets no records, and reps at a weight never done before
 * are not a reps record (the heavier weight is). Per kind the session's best
 * set is named, not every set that beat the history.
 */
export function newRecords(sessionSets: readonly ScoredSet[], historySets: readonly ScoredSet[]): NewRecord[] {
  const sessionIds = new Set(sessionSets.map((s) => s.sessionId));
  const before = personalRecords(historySets.filter((s) => !sessionIds.has(s.sessionId)));
  const now = personalRecords(sessionSets);
  const out: NewRecord[] = [];
  if (now.bestE1rm && before.bestE1rm && now.bestE1rm.value > before.bestE1rm.value) {
    out.push({ kind: 'e1rm', ...now.bestE1rm, previous: before.bestE1rm.value });
  }
  if (now.heaviestWeight && before.heaviestWeight && now.heaviestWeight.value > before.heaviestWeight.value) {
    out.push({ kind: 'weight', ...now.heaviestWeight, previous: before.heaviestWeight.value });
  }
  const earlierReps = new Map(before.mostReps.map((r) => [r.weightKg, r.value]));
  for (const r of now.mostReps) {
    const prev = earlierReps.get(r.weightKg);
    if (prev !== undefined && r.value > prev) out.push({ kind: 'reps', value: r.value, previous: prev, setId: r.setId, sessionId: r.sessionId, weightKg: r.weightKg });
  }
  if (now.bestSessionVolume && before.bestSessionVolume && now.bestSessionVolume.value > before.bestSessionVolume.value) {
    out.push({ kind: 'volume', value: now.bestSessionVolume.value, previous: before.bestSessionVolume.value, setId: null, sessionId: now.bestSessionVolume.sessionId });
  }
  return out;
}

/** The ids of the sets that hold a new record, for a badge on each row. */
export function recordSetIds(records: readonly NewRecord[]): Set<string> {
  return new Set(records.flatMap((r) => (r.setId ? [r.setId] : [])));
}
