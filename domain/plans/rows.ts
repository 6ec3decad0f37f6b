import { z } from 'zod';
import { setTargetSchema } from '../exercises/tracking';
import { BLOCK_TYPES } from './blocks';

/**
 * Training plans as the device stores them and the pull sends them. Blocks
 * and block exercises carry their plan's clientId, so a client-role viewer's
 * rows are picked by one column, like every other synced table.
 */
export const TrainingPlanRow = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  type: z.literal('training'),
  /** A template (no client) or a client-specific plan. */
  isTemplate: z.boolean(),
  clientId: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TrainingPlanRow = z.infer<typeof TrainingPlanRow>;

export const PlanBlockRow = z.object({
  id: z.string(),
  planId: z.string(),
  clientId: z.string().nullable(),
  type: z.enum(BLOCK_TYPES),
  name: z.string().nullable(),
  rounds: z.number(),
  /** Rest after each round, in seconds (REST rest_duration). */
  restSeconds: z.number().nullable(),
  order: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PlanBlockRow = z.infer<typeof PlanBlockRow>;

export const BlockExerciseRow = z.object({
  id: z.string(),
  blockId: z.string(),
  planId: z.string(),
  clientId: z.string().nullable(),
  /** A trainer's exercise (uuid) or a global library exercise (slug). */
  exerciseId: z.string(),
  sets: z.number(),
  /** One entry per set, with targets for the exercise's tracking fields. */
  setTargets: z.array(setTargetSchema),
  order: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BlockExerciseRow = z.infer<typeof BlockExerciseRow>;
