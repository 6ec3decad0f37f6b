import { eq } from 'drizzle-orm';
import type { PlanCreateArgs } from '../../../../domain/plans/mutations';
import type { TrainingPlanRow } from '../../../../domain/plans/rows';
import { assertTrainer } from '../../../auth/actor';
import { liveClient } from '../../clients/access';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { trainingPlans } from '../../../db/schema';
import { NotFound } from '../../../errors';
import { toPlanRow } from '../row';
import { insertOrExisting } from '../../../db/insert-or-existing';
import { noteOnboardingEvent } from '../../onboarding/commands/note';

/**
 * Creates a training plan (plan.create; POST /api/global-plans, POST
 * /api/clients/{id}/plans): a template, or a plan for one of the trainer's
 * live clients. A resent create does nothing.
 */
export async function createPlan(db: Db, actor: AuthUser, a: PlanCreateArgs): Promise<{ row: TrainingPlanRow; created: boolean }> {
  assertTrainer(actor);
  if (a.clientId) await liveClient(db, actor, a.clientId);
  const { row, created } = await insertOrExisting(
    db,
    trainingPlans,
    {
      id: a.id,
      spaceId: actor.id,
      clientId: a.clientId,
      title: a.title,
      description: a.description,
      type: 'training',
      isTemplate: a.clientId === null,
    },
    { visible: eq(trainingPlans.spaceId, actor.id), otherwise: () => new NotFound() },
  );
  await noteOnboardingEvent(db, actor, 'create-plan', created);
  // A plan made straight for a client is also that client's plan assigned.
  await noteOnboardingEvent(db, actor, 'assign-plan', created && !!a.clientId);
  return { row: toPlanRow(row), created };
}
