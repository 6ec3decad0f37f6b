import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { PlanTree } from '../../../../domain/plans/copy';
import { sortByOrder } from '../../../../domain/plans/order';
import type { Db } from '../../../db/database';
import { blockExercises, planBlocks, trainingPlans } from '../../../db/schema';
import { toBlockExerciseRow, toBlockRow, toPlanRow } from '../row';

/** Live plans of a space with their live blocks and block exercises, each list in order. */
export async function planTrees(db: Db, spaceId: string, planIds: string[]): Promise<PlanTree[]> {
  if (planIds.length === 0) return [];
  // One after another: inside a transaction the connection runs one query at a time anyway.
  const plans = await db
    .select()
    .from(trainingPlans)
    .where(and(eq(trainingPlans.spaceId, spaceId), inArray(trainingPlans.id, planIds), isNull(trainingPlans.deletedAt)))
    .orderBy(asc(trainingPlans.createdAt), asc(trainingPlans.id));
  const blocks = await db
    .select()
    .from(planBlocks)
    .where(and(eq(planBlocks.spaceId, spaceId), inArray(planBlocks.planId, planIds), isNull(planBlocks.deletedAt)));
  const items = await db
    .select()
    .from(blockExercises)
    .where(and(eq(blockExercises.spaceId, spaceId), inArray(blockExercises.planId, planIds), isNull(blockExercises.deletedAt)));
  const liveBlocks = new Set(blocks.map((b) => b.id));
  return plans.map((p) => ({
    plan: toPlanRow(p),
    blocks: sortByOrder(blocks.filter((b) => b.planId === p.id).map(toBlockRow)),
    exercises: sortByOrder(items.filter((e) => e.planId === p.id && liveBlocks.has(e.blockId)).map(toBlockExerciseRow)),
  }));
}

export async function planTree(db: Db, spaceId: string, planId: string): Promise<PlanTree | null> {
  return (await planTrees(db, spaceId, [planId]))[0] ?? null;
}
