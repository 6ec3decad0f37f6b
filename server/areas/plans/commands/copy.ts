import { and, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { PlanAssignArgs, PlanDuplicateArgs } from '../../../../domain/plans/mutations';
import { copyPlanTree, type PlanTree } from '../../../../domain/plans/copy';
import type { TrainingPlanRow } from '../../../../domain/plans/rows';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { blockExercises, planBlocks, trainingPlans } from '../../../db/schema';
import { blockExerciseValues, blockValues, planValues, toPlanRow } from '../row';
import { assertTrainer } from '../../../auth/actor';
import { liveClient } from '../../clients/access';
import { NotFound } from '../../../errors';
import { planTree } from './tree';
import { noteOnboardingEvent } from '../../onboarding/commands/note';

/** Duplicates a plan (plan.duplicate): same client, or a template again; the device made the new ids. */
export async function duplicatePlan(db: Db, actor: AuthUser, a: PlanDuplicateArgs): Promise<TrainingPlanRow> {
  assertTrainer(actor);
  const done = await alreadyCopied(db, actor, a.newId);
  if (done) return done;
  const source = await planTree(db, actor.id, a.id);
  if (!source) throw new NotFound();
  await noteOnboardingEvent(db, actor, 'create-plan');
  return insertCopy(db, actor, source, { planId: a.newId, clientId: source.plan.clientId, title: a.title ?? source.plan.title }, a.idMap);
}

/**
 * Assigns a template to a client (plan.assign; POST /api/clients/{id}/plans
 * with template_id): a client-specific copy the client then sees. Only a
 * live template of the trainer's and one of their live clients qualify.
 */
export async function assignPlan(db: Db, actor: AuthUser, a: PlanAssignArgs): Promise<TrainingPlanRow> {
  assertTrainer(actor);
  const done = await alreadyCopied(db, actor, a.newPlanId);
  if (done) return done;
  await liveClient(db, actor, a.clientId);
  const source = await planTree(db, actor.id, a.templateId);
  if (!source || !source.plan.isTemplate) throw new NotFound();
  await noteOnboardingEvent(db, actor, 'assign-plan');
  return insertCopy(db, actor, source, { planId: a.newPlanId, clientId: a.clientId, title: a.title ?? source.plan.title }, a.idMap);
}

/** A resent copy finds its plan (sync replays are skipped anyway; REST callers may retry). */
async function alreadyCopied(db: Db, actor: AuthUser, id: string): Promise<TrainingPlanRow | null> {
  const [row] = await db
    .select()
    .from(trainingPlans)
    .where(and(eq(trainingPlans.id, id), eq(trainingPlans.spaceId, actor.id)))
    .limit(1);
  if (!row) return null;
  return toPlanRow(row);
}

async function insertCopy(
  db: Db,
  actor: AuthUser,
  source: PlanTree,
  target: { planId: string; clientId: string | null; title: string },
  idMap: Record<string, string>,
): Promise<TrainingPlanRow> {
  const copy = copyPlanTree(source, { ...target, now: new Date().toISOString() }, { ...idMap }, uuidv7);
  // The copy's rows are the device's shape: each is stored as it is, in the trainer's space.
  const [plan] = await db
    .insert(trainingPlans)
    .values({ id: copy.plan.id, spaceId: actor.id, ...planValues(copy.plan) })
    .returning();
  if (copy.blocks.length) await db.insert(planBlocks).values(copy.blocks.map((b) => ({ id: b.id, spaceId: actor.id, ...blockValues(b) })));
  if (copy.exercises.length) await db.insert(blockExercises).values(copy.exercises.map((e) => ({ id: e.id, spaceId: actor.id, ...blockExerciseValues(e) })));
  return toPlanRow(plan!);
}
