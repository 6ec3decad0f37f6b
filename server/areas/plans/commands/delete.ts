import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PlanDeleteArgs } from '../../../../domain/plans/mutations';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { trainingPlans } from '../../../db/schema';
import { assertTrainer } from '../../../auth/actor';
import { NotFound } from '../../../errors';
import { tombstoneChildren } from '../../../replication/cascade';

/**
 * Deletes a plan with its blocks and block exercises (plan.delete) as
 * tombstones, which devices pull as `del`: a client stops seeing a plan
 * deleted or unassigned from them. Deleting twice does nothing.
 */
export async function deletePlan(db: Db, actor: AuthUser, a: PlanDeleteArgs): Promise<void> {
  assertTrainer(actor);
  const [row] = await db
    .update(trainingPlans)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(trainingPlans.id, a.id), eq(trainingPlans.spaceId, actor.id), isNull(trainingPlans.deletedAt)))
    .returning({ id: trainingPlans.id });
  if (!row) {
    const [gone] = await db
      .select({ id: trainingPlans.id })
      .from(trainingPlans)
      .where(and(eq(trainingPlans.id, a.id), eq(trainingPlans.spaceId, actor.id)))
      .limit(1);
    if (!gone) throw new NotFound();
    return;
  }
  await tombstoneChildren(db, actor.id, 'trainingPlans', [row.id]);
}
