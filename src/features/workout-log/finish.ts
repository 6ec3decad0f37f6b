import { finishSummary, withExerciseIds, type FinishSummary } from '../../../domain/workouts/summary';
import type { ExerciseLogRow, SetRow } from '../../../domain/workouts/rows';
import type { HistorySet } from './model';

/**
 * The finish summary of a session from its rows: from the first log (the
 * first done set) to the last done set, so it reads the same after a reload.
 */
export function sessionSummary(logs: readonly ExerciseLogRow[], sets: readonly SetRow[], history: readonly HistorySet[], now: string): FinishSummary {
  const done = sets.filter((s) => s.completedAt);
  const times = [...logs.map((l) => l.loggedAt), ...done.map((s) => s.completedAt!)].sort();
  const startedAt = times[0] ?? now;
  const finishedAt = done.map((s) => s.completedAt!).sort().at(-1) ?? startedAt;
  return finishSummary({ startedAt, finishedAt, sets: withExerciseIds(logs, sets), history });
}

/** Duration as h:mm:ss or m:ss. */
export function formatDuration(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}
