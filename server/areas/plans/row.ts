import { BlockExerciseRow, PlanBlockRow, TrainingPlanRow } from '../../../domain/plans/rows';
import { blockExercises, planBlocks, trainingPlans } from '../../db/schema';
import { rowMapper, valuesMapper, type StoredValues } from '../../replication/row-mapper';

/**
 * Stored plans, blocks and block exercises in the device's shape
 * (domain/plans/rows.ts), and back, by convention (replication/row-mapper.ts).
 * A block's and a block exercise's `order` is the column sort_order: ORDER is
 * a reserved word in SQL.
 */

export const toPlanRow = rowMapper<TrainingPlanRow, typeof trainingPlans.$inferSelect>(TrainingPlanRow);
export const toBlockRow = rowMapper<PlanBlockRow, typeof planBlocks.$inferSelect>(PlanBlockRow, { order: (s) => s.sortOrder as number });
export const toBlockExerciseRow = rowMapper<BlockExerciseRow, typeof blockExercises.$inferSelect>(BlockExerciseRow, { order: (s) => s.sortOrder as number });

export const planValues = valuesMapper<TrainingPlanRow, StoredValues<typeof trainingPlans>>(TrainingPlanRow, trainingPlans);
export const blockValues = valuesMapper<PlanBlockRow, StoredValues<typeof planBlocks>>(PlanBlockRow, planBlocks, { order: (r) => ({ sortOrder: r.order }) });
export const blockExerciseValues = valuesMapper<BlockExerciseRow, StoredValues<typeof blockExercises>>(BlockExerciseRow, blockExercises, {
  order: (r) => ({ sortOrder: r.order }),
});
