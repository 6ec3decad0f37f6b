/*
 * The order sets are done in within a plan block. A superset goes round the
 * exercises in block order (A1 B1 A2 B2 ...); a single exercise block is the
 * same walk with one exercise, so one function serves both.
 */

export interface BlockExerciseSets {
  /** The block exercise id. */
  id: string;
  /** Its number of sets (one set of targets each). */
  sets: number;
}

export interface BlockStep {
  blockExerciseId: string;
  /** 0-based round. */
  round: number;
  /** 0-based set of this exercise: the logged set's order. Equal to round. */
  setIndex: number;
  /** The entry of the exercise's set targets to prefill. */
  targetIndex: number;
  /** The last step of its round: rest follows it. */
  endsRound: boolean;
}

/**
 * The steps of a block. The number of rounds is the larger of the block's
 * rounds and the largest set count, so neither a trainer who set "3 rounds"
 * and left each exercise at 1 set nor one who gave 4 sets and left rounds at
 * 1 loses sets. An exercise with a single set of targets does it every round
 * ("this, each round"); one with more sets sits out the rounds past its last
 * set, since those were planned on purpose.
 */
export function blockSteps(rounds: number, exercises: readonly BlockExerciseSets[]): BlockStep[] {
  const count = Math.max(rounds, ...exercises.map((e) => e.sets), 0);
  const steps: BlockStep[] = [];
  for (let r = 0; r < count; r++) {
    const start = steps.length;
    for (const e of exercises) {
      if (e.sets < 1) continue;
      if (e.sets > 1 && r >= e.sets) continue;
      steps.push({ blockExerciseId: e.id, round: r, setIndex: r, targetIndex: Math.min(r, e.sets - 1), endsRound: false });
    }
    if (steps.length > start) steps[steps.length - 1]!.endsRound = true;
  }
  return steps;
}

/** A done set, by block exercise and set index. */
export interface DoneStep {
  blockExerciseId: string;
  setIndex: number;
}

const key = (s: DoneStep) => `${s.blockExerciseId}#${s.setIndex}`;

/**
 * What is next: the first step not done after `after` (the set just logged),
 * then any step skipped earlier; null when the block is done. Without `after`,
 * the first step not done.
 */
export function nextStep(steps: readonly BlockStep[], done: readonly DoneStep[], after?: DoneStep): BlockStep | null {
  const doneKeys = new Set(done.map(key));
  if (after) doneKeys.add(key(after));
  const from = after ? steps.findIndex((s) => key(s) === key(after)) + 1 : 0;
  for (let i = 0; i < steps.length; i++) {
    const step = steps[(from + i) % steps.length]!;
    if (!doneKeys.has(key(step))) return step;
  }
  return null;
}

/**
 * Rest after a step, in seconds: the block's rest after the last exercise of a
 * round (REST rest_duration, "rest after each round"), none between the
 * exercises of a superset round.
 */
export function restAfter(step: BlockStep, restSeconds: number | null): number {
  return step.endsRound ? (restSeconds ?? 0) : 0;
}
