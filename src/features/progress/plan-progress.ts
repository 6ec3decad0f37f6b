import type { SetTarget } from '../../../domain/exercises/tracking';
import type { ExerciseLogRow, SetRow } from '../../../domain/workouts/rows';
import { countsForStrength, weightKey } from '../../../domain/workouts/strength';
import { groupBySession, historyByExercise, type LoggedSession, type SessionPoint } from './history';
import { overview, type RecordEvent } from './overview';

/*
 * A client's progress on one training plan. A log counts for the plan when it
 * was done for one of the plan's blocks, or in a session the client had the
 * plan for (an exercise added during that session counts too). Records are
 * judged against the client's whole history, so a plan's first session does
 * not announce records the client already held.
 */

/** The logs done on a plan. `planOfSession` maps a session id to the plan it had for this client. */
export function planLogs(logs: readonly ExerciseLogRow[], planId: string, blockIds: ReadonlySet<string>, planOfSession: ReadonlyMap<string, string | null>): ExerciseLogRow[] {
  return logs.filter((l) => (l.blockId !== null && blockIds.has(l.blockId)) || planOfSession.get(l.sessionId) === planId);
}

export interface TargetCheck {
  /** Sets the plan asks for. */
  planned: number;
  /** Working sets done (warm-ups are not the plan's sets). */
  done: number;
  /** Planned sets whose done set, at the same position, reached every target. */
  met: number;
}

/** Weight within rounding noise of the target counts as reached. */
const reached = (done: number | null, target: number | null | undefined, lowerIsHarder = false) =>
  target == null || (done != null && (lowerIsHarder ? weightKey(done) <= weightKey(target) : weightKey(done) >= weightKey(target)));

/**
 * Whether a done set reached its target: reps, weight, duration and distance
 * at least the target, assistance at most the target (less help is harder).
 * Effort (RPE) is how it felt, not a bar to reach.
 */
export function meetsTarget(set: Pick<SetRow, 'reps' | 'weightKg' | 'durationSeconds' | 'distanceMeters' | 'assistance'>, target: SetTarget): boolean {
  return (
    reached(set.reps, target.reps) &&
    reached(set.weightKg, target.weight) &&
    reached(set.durationSeconds, target.duration) &&
    reached(set.distanceMeters, target.distance) &&
    reached(set.assistance, target.assistance, true)
  );
}

/** A session's done sets of an exercise against the plan's per-set targets, position by position (warm-ups skipped). */
export function checkTargets(targets: readonly SetTarget[], sets: readonly SetRow[]): TargetCheck {
  const working = sets.filter(countsForStrength);
  let met = 0;
  targets.forEach((t, i) => {
    const s = working[i];
    if (s && meetsTarget(s, t)) met++;
  });
  return { planned: targets.length, done: working.length, met };
}

/** Seconds from the session's first log to its last done set; null when the times say nothing (an import, one instant). */
export function sessionDuration(session: LoggedSession): number | null {
  let last = '';
  for (const e of session.exercises) for (const s of e.sets) if (s.completedAt! > last) last = s.completedAt!;
  const seconds = Math.round((Date.parse(last) - Date.parse(session.at)) / 1000);
  return Number.isFinite(seconds) && seconds > 0 && seconds <= 12 * 3600 ? seconds : null;
}

export interface PlanExerciseProgress {
  exerciseId: string;
  /** The plan's targets for it (its first block exercise). */
  targets: SetTarget[];
  /** One point per session on the plan, oldest first. */
  points: SessionPoint[];
  bestE1rm: number | null;
  /** Best e1RM of the first and of the latest session that had one. */
  firstE1rm: number | null;
  latestE1rm: number | null;
  /** Done sets of the latest session with it, in order, warm-ups included. */
  latestSets: SetRow[];
  latestAt: string | null;
  /** Null until it was done on the plan. */
  check: TargetCheck | null;
}

export interface PlanProgress {
  /** Logged sessions on the plan, newest first. */
  sessions: LoggedSession[];
  /** Done sets on the plan that count (not warm-ups). */
  workingSets: number;
  /** kg, warm-ups excluded. */
  volume: number;
  /** The plan's exercises in plan order, each once. */
  exercises: PlanExerciseProgress[];
  /** Records set by the plan's sets and not beaten since, newest first: one per exercise and kind. */
  records: RecordEvent[];
}

export interface PlanItem {
  exerciseId: string;
  setTargets: SetTarget[];
}

/**
 * Progress on a plan. `all` is every log and set of the client (for
 * records), `inPlan` the logs of planLogs(), `items` the plan's block
 * exercises in plan order.
 */
export function planProgress(all: { logs: readonly ExerciseLogRow[]; sets: readonly SetRow[] }, inPlan: readonly ExerciseLogRow[], items: readonly PlanItem[], now: Date): PlanProgress {
  const ids = new Set(inPlan.map((l) => l.id));
  const sets = all.sets.filter((s) => ids.has(s.exerciseLogId));
  const sessions = groupBySession(inPlan, sets);
  const histories = historyByExercise(inPlan, sets);
  const setIds = new Set<string>();
  let workingSets = 0;
  let volume = 0;
  for (const s of sessions) {
    volume += s.volume;
    for (const e of s.exercises) for (const x of e.sets) {
      setIds.add(x.id);
      if (countsForStrength(x)) workingSets++;
    }
  }
  const seen = new Set<string>();
  const exercises: PlanExerciseProgress[] = [];
  for (const item of items) {
    if (seen.has(item.exerciseId)) continue;
    seen.add(item.exerciseId);
    const h = histories.get(item.exerciseId);
    const withE1rm = (h?.sessions ?? []).filter((p) => p.bestE1rm !== null);
    const latest = sessions.find((s) => s.exercises.some((e) => e.log.exerciseId === item.exerciseId));
    const latestSets = latest ? latest.exercises.filter((e) => e.log.exerciseId === item.exerciseId).flatMap((e) => e.sets) : [];
    exercises.push({
      exerciseId: item.exerciseId,
      targets: item.setTargets,
      points: h?.sessions ?? [],
      bestE1rm: h?.bestE1rm ?? null,
      firstE1rm: withE1rm[0]?.bestE1rm ?? null,
      latestE1rm: withE1rm.at(-1)?.bestE1rm ?? null,
      latestSets,
      latestAt: latest?.at ?? null,
      check: latest ? checkTargets(item.setTargets, latestSets) : null,
    });
  }
  // A record beaten again later on the plan is history: each exercise keeps its newest of each kind.
  const held = new Set<string>();
  const records = overview(all.logs, all.sets, now, Number.POSITIVE_INFINITY).records.filter((r) => {
    const key = `${r.exerciseId}|${r.kind}`;
    if (!setIds.has(r.setId) || held.has(key)) return false;
    held.add(key);
    return true;
  });
  return { sessions, workingSets, volume, exercises, records };
}
