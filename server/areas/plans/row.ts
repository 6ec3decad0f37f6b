import type { BlockExerciseRow, PlanBlockRow, TrainingPlanRow } from '../../../domain/plans/rows';
import type { blockExercises, planBlocks, trainingPlans } from '../../db/schema';

/** Stored plans, blocks and block exercises in the device's shape (domain/plans/rows.ts). */

export function toPlanRow(r: typeof trainingPlans.$inferSelect): TrainingPlanRow {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    type: r.type,
    isTemplate: r.isTemplate,
    clientId: r.clientId,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export function toBlockRow(r: typeof planBlocks.$inferSelect): PlanBlockRow {
  return {
    id: r.id,
    planId: r.planId,
    clientId: r.clientId,
    type: r.type,
    name: r.name,
    rounds: r.rounds,
    restSeconds: r.restSeconds,
    order: r.sortOrder,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

export function toBlockExerciseRow(r: typeof blockExercises.$inferSelect): BlockExerciseRow {
  return {
    id: r.id,
    blockId: r.blockId,
    planId: r.planId,
    clientId: r.clientId,
    exerciseId: r.exerciseId,
    sets: r.sets,
    setTargets: r.setTargets,
    order: r.sortOrder,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
