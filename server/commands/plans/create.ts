import { and, eq } from 'drizzle-orm';
import type { PlanCreateArgs } from '../../../domain/mutations/plan';
import type { TrainingPlanRow } from '../../../domain/plans/rows';
import type { AuthUser } from '../../context';
import type { Db } from '../../db/database';
import { trainingPlans } from '../../db/schema';
import { toPlanRow } from '../../queries/plan-rows';
import { assertTrainer } from '../../access/actor';
import { liveClient } from '../../access/clients';
import { NotFound } from '../../errors';

/**
 * Creates a training plan (plan.create; POST /api/global-plans, POST
 * /api/clients/{id}/plans): a template, or a plan for one of the trainer's
 * live clients. A resent create does nothing.
 */
export async function createPlan(db: Db, actor: AuthUser, a: PlanCreateArgs): Promise<{ row: TrainingPlanRow; created: boolean }> {
  assertTrainer(actor);
  if (a.clientId) await liveClient(db, actor, a.clientId);
  const [inserted] = await db
    .insert(trainingPlans)
    .values({
      id: a.id,
      spaceId: actor.id,
      clientId: a.clientId,
      title: a.title,
      description: a.description,
      type: 'training',
      isTemplate: a.clientId === null,
    })
    .onConflictDoNothing({ target: trainingPlans.id })
    .returning();
  if (inserted) return { row: toPlanRow(inserted), created: true };
  const [existing] = await db
    .select()
    .from(trainingPlans)
    .where(and(eq(trainingPlans.id, a.id), eq(trainingPlans.spaceId, actor.id)))
    .limit(1);
  if (!existing) throw new NotFound();
  return { row: toPlanRow(existing), created: false };
}
