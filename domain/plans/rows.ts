import type { SetTarget } from '../exercises/tracking';
import type { BlockType } from './blocks';

/**
 * Training plans as the device stores them and the pull sends them. Blocks
 * and block exercises carry their plan's clientId, so a client-role viewer's
 * rows are picked by one column, like every other synced table.
 */
export interface TrainingPlanRow {
  id: string;
  title: string;
  description: string | null;
  type: 'training';
  /** A template (no client) or a client-specific plan. */
  isTemplate: boolean;
  clientId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface PlanBlockRow {
  id: string;
  planId: string;
  clientId: string | null;
  type: BlockType;
  name: string | null;
  rounds: number;
  /** Rest after each round, in seconds (spec rest_duration). */
  restSeconds: number | null;
  order: number;
  createdAt: string;
  updatedAt: string;
}

export interface BlockExerciseRow {
  id: string;
  blockId: string;
  planId: string;
  clientId: string | null;
  /** A trainer's exercise (uuid) or a global library exercise (slug). */
  exerciseId: string;
  sets: number;
  /** One entry per set, with targets for the exercise's tracking fields. */
  setTargets: SetTarget[];
  order: number;
  createdAt: string;
  updatedAt: string;
}
