import type { ExerciseLogRow, SetRow } from '../../../domain/workouts/rows';
import { countsForStrength, e1rm, setVolume } from '../../../domain/workouts/strength';

/*
 * The figures of the client's progress overview. Weeks start on Monday on the
 * device's clock; "the last 4 weeks" is the 28 days up to now.
 */

/** Monday 00:00 local time of the week holding `now`. */
export function weekStart(now: Date): Date {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate());
  const back = (d.getDay() + 6) % 7;
  d.setDate(d.getDate() - back);
  return d;
}

export interface RecordEvent {
  exerciseId: string;
  kind: 'e1rm' | 'weight';
  value: number;
  previous: number;
  /** When the set that made it was done (ISO). */
  at: string;
  setId: string;
}

export interface Overview {
  /** Sessions with a done set in the last 28 days. */
  workouts4Weeks: number;
  /** Done sets this week, warm-ups excluded. */
  setsThisWeek: number;
  /** kg this week, warm-ups excluded. */
  volumeThisWeek: number;
  /** Records set (beating an earlier best of the same exercise), newest first, at most `recordLimit`. */
  records: RecordEvent[];
}

/**
 * One pass over the sets (sorted by time once). A record needs something to
 * beat, as in domain/workouts/records.ts: an exercise's first set holds the
 * best but is not announced; a tie is not a record.
 */
export function overview(logs: readonly ExerciseLogRow[], sets: readonly SetRow[], now: Date, recordLimit = 5): Overview {
  const exerciseOf = new Map<string, string>();
  for (const l of logs) exerciseOf.set(l.id, l.exerciseId);
  const since4w = new Date(now.getTime() - 28 * 86_400_000).toISOString();
  const sinceWeek = weekStart(now).toISOString();
  const done = sets.filter((s) => s.completedAt && exerciseOf.has(s.exerciseLogId)).sort((a, b) => (a.completedAt! < b.completedAt! ? -1 : a.completedAt! > b.completedAt! ? 1 : 0));
  const recent = new Set<string>();
  let setsThisWeek = 0;
  let volumeThisWeek = 0;
  const bestE1rm = new Map<string, number>();
  const heaviest = new Map<string, number>();
  const events: RecordEvent[] = [];
  for (const s of done) {
    const at = s.completedAt!;
    if (at >= since4w) recent.add(s.sessionId);
    if (!countsForStrength(s)) continue;
    if (at >= sinceWeek) {
      setsThisWeek++;
      volumeThisWeek += setVolume(s);
    }
    const exerciseId = exerciseOf.get(s.exerciseLogId)!;
    const est = e1rm(s.weightKg, s.reps);
    if (est !== null) {
      const prev = bestE1rm.get(exerciseId);
      if (prev === undefined || est > prev) {
        if (prev !== undefined) events.push({ exerciseId, kind: 'e1rm', value: est, previous: prev, at, setId: s.id });
        bestE1rm.set(exerciseId, est);
      }
    }
    if (s.weightKg != null && s.weightKg > 0 && s.reps != null && s.reps >= 1) {
      const prev = heaviest.get(exerciseId);
      if (prev === undefined || s.weightKg > prev) {
        if (prev !== undefined) events.push({ exerciseId, kind: 'weight', value: s.weightKg, previous: prev, at, setId: s.id });
        heaviest.set(exerciseId, s.weightKg);
      }
    }
  }
  return { workouts4Weeks: recent.size, setsThisWeek, volumeThisWeek, records: events.reverse().slice(0, recordLimit) };
}
