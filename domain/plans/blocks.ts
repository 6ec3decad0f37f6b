import { PLAN_MESSAGES } from './messages';

/** A block of a plan (docs/rules/plans.md "Blocks and supersets"): one exercise, or a superset done back to back. */
export const BLOCK_TYPES = ['exercise', 'superset'] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];

/** docs/rules/plans.md "Blocks and supersets": "Superset: 2 or more exercises." */
export const SUPERSET_MIN_EXERCISES = 2;
export const ROUNDS_MIN = 1;
export const ROUNDS_MAX = 100;
export const REST_MAX_SECONDS = 3600;
export const SETS_MIN = 1;
export const SETS_MAX = 50;
export const BLOCK_EXERCISES_MAX = 20;

/**
 * The rule a block's exercise count must keep: a single block holds exactly
 * one exercise, a superset two or more. Null when the count fits the type.
 */
export function blockRuleError(type: BlockType, exerciseCount: number): string | null {
  if (type === 'superset') return exerciseCount >= SUPERSET_MIN_EXERCISES ? null : PLAN_MESSAGES.supersetMinExercises;
  return exerciseCount === 1 ? null : PLAN_MESSAGES.singleBlockOneExercise;
}

/**
 * "Add to superset": adding an exercise to a single exercise block makes it
 * a superset, so the rule holds after every step and both device and server
 * reach the same type.
 */
export function typeAfterAdd(type: BlockType, countBefore: number): BlockType {
  return countBefore + 1 >= SUPERSET_MIN_EXERCISES ? 'superset' : type;
}

/**
 * Removing an exercise from a superset of two leaves a single exercise
 * block; removing the last exercise of a block removes the block ('gone').
 */
export function typeAfterRemove(type: BlockType, countAfter: number): BlockType | 'gone' {
  if (countAfter <= 0) return 'gone';
  if (type === 'superset' && countAfter < SUPERSET_MIN_EXERCISES) return 'exercise';
  return type;
}
