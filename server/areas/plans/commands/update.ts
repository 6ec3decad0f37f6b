import { and, eq, isNull } from 'drizzle-orm';
import type { PlanUpdateArgs } from '../../../../domain/plans/mutations';
import type { TrainingPlanRow } from '../../../../domain/plans/rows';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { trainingPlans } from '../../../db/schema';
import { toPlanRow } from '../row';
import { editRow, type Edit } from '../../../replication/edits';
import { assertTrainer } from '../../../auth/actor';
import { NotFound } from '../../../errors';

/** Sets the title and/or description of a plan (plan.update); a deleted or foreign plan is not found. */
export async function updatePlan(db: Db, actor: AuthUser, a: PlanUpdateArgs, edit?: Edit): Promise<TrainingPlanRow> {
  assertTrainer(actor);
  const row = await editRow(db, trainingPlans, and(eq(trainingPlans.id, a.id), eq(trainingPlans.spaceId, actor.id), isNull(trainingPlans.deletedAt))!, a.fields, { entity: 'trainingPlans', id: a.id }, edit);
  if (!row) throw new NotFound();
  return toPlanRow(row);
}
