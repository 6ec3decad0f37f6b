import { newRecords, type NewRecord } from './records';
import type { ExerciseLogRow, SetRow } from './rows';
import { totalVolume } from './strength';

/** A set with the exercise of its log, for math across exercises. */
export type ExerciseSet = SetRow & { exerciseId: string };

/** Sets joined to their log's exercise; sets of unknown logs are left out. */
export function withExerciseIds(logs: readonly Pick<ExerciseLogRow, 'id' | 'exerciseId'>[], sets: readonly SetRow[]): ExerciseSet[] {
  const exerciseOf = new Map(logs.map((l) => [l.id, l.exerciseId]));
  const out: ExerciseSet[] = [];
  for (const s of sets) {
    const exerciseId = exerciseOf.get(s.exerciseLogId);
    if (exerciseId !== undefined) out.push({ ...s, exerciseId });
  }
  return out;
}

/** Sets grouped by exercise id, in first-seen order. */
export function groupByExercise<T extends { exerciseId: string }>(sets: readonly T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const s of sets) {
    const list = map.get(s.exerciseId);
    if (list) list.push(s);
    else map.set(s.exerciseId, [s]);
  }
  return map;
}

export interface FinishSummary {
  /** From start to finish, whole seconds, never negative. */
  durationSeconds: number;
  /** Done sets of every type, warm-ups included (they were done). */
  setsDone: number;
  /** Exercises with at least one done set. */
  exercisesDone: number;
  /** kg; warm-ups excluded. */
  volumeKg: number;
  records: (NewRecord & { exerciseId: string })[];
}

/**
 * What the finish screen shows. `history` holds earlier sets of the same
 * client (any exercises; the session's own sets are ignored in it).
 */
export function finishSummary(input: {
  startedAt: string;
  finishedAt: string;
  sets: readonly ExerciseSet[];
  history: readonly ExerciseSet[];
}): FinishSummary {
  const done = input.sets.filter((s) => s.completedAt !== null);
  const history = groupByExercise(input.history);
  const records: FinishSummary['records'] = [];
  for (const [exerciseId, sets] of groupByExercise(done)) {
    for (const r of newRecords(sets, history.get(exerciseId) ?? [])) records.push({ ...r, exerciseId });
  }
  const ms = Date.parse(input.finishedAt) - Date.parse(input.startedAt);
  return {
    durationSeconds: Number.isFinite(ms) ? Math.max(0, Math.round(ms / 1000)) : 0,
    setsDone: done.length,
    exercisesDone: new Set(done.map((s) => s.exerciseId)).size,
    volumeKg: totalVolume(done),
    records,
  };
}
