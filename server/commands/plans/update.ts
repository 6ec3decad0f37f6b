import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PlanUpdateArgs } from '../../../domain/mutations/plan';
import type { TrainingPlanRow } from '../../../domain/plans/rows';
import type { AuthUser } from '../../context';
import type { Db } from '../../db/database';
import { trainingPlans } from '../../db/schema';
import { toPlanRow } from '../../queries/plan-rows';
import { assertTrainer } from '../../access/actor';
import { NotFound } from '../../errors';

/** Sets the title and/or description of a plan (plan.update); a deleted or foreign plan is not found. */
export async function updatePlan(db: Db, actor: AuthUser, a: PlanUpdateArgs): Promise<TrainingPlanRow> {
  assertTrainer(actor);
  const [row] = await db
    .update(trainingPlans)
    .set({ ...a.fields, updatedAt: sql`now()` })
    .where(and(eq(trainingPlans.id, a.id), eq(trainingPlans.spaceId, actor.id), isNull(trainingPlans.deletedAt)))
    .returning();
  if (!row) throw new NotFound();
  return toPlanRow(row);
}
