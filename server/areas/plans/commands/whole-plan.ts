import { and, eq, isNull, or } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { parseMutationArgs } from '../../../../domain/mutations/registry';
import type { BlockAddArgs, PlanAssignArgs, PlanCreateArgs, PlanUpdateArgs } from '../../../../domain/plans/mutations';
import { makeIdMap } from '../../../../domain/plans/copy';
import { liveClient } from '../../clients/access';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { blockExercises, planBlocks } from '../../../db/schema';
import { NotFound, ValidationError } from '../../../errors';
import { livePlan } from '../access';
import { addBlockExercise, removeBlockExercise } from './block-exercises';
import { addBlock, removeBlock } from './blocks';
import { assignPlan } from './copy';
import { createPlan } from './create';
import { deletePlan } from './delete';
import { planTree } from './tree';
import { updatePlan } from './update';

/*
 * A whole plan as the REST routes edit it, in one write: the same commands
 * as the sync mutations (plan.create, block.add, ...), several in a row.
 * Field errors keep the mutations' (camelCase) names; the routes rename them.
 */

/** Which plans a route may touch: a template, or one client's. */
export type PlanScope = { template?: boolean; clientId?: string };

/** A live plan of the trainer's that is, when asked, a template or that client's; else not found. */
export async function scopedPlan(db: Db, actor: AuthUser, id: string, must: PlanScope) {
  const plan = await livePlan(db, actor, id);
  if (must.template && !plan.isTemplate) throw new NotFound();
  if (must.clientId && plan.clientId !== must.clientId) throw new NotFound();
  return plan;
}

/** Runs a command; its field errors come out under other keys. */
async function renameErrors<T>(rename: (key: string) => string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (e) {
    if (e instanceof ValidationError) throw new ValidationError(Object.fromEntries(Object.entries(e.errors).map(([k, v]) => [rename(k), v])));
    throw e;
  }
}

/** Adds blocks through block.add; a field error names the block (blocks.2.exercises...). */
async function addBlocks(db: Db, actor: AuthUser, blocks: BlockAddArgs[]) {
  for (const [i, a] of blocks.entries()) await renameErrors((k) => `blocks.${i}.${k}`, () => addBlock(db, actor, a));
}

/** A plan with blocks (plan.create, then block.add for each). */
export async function createPlanWithBlocks(db: Db, actor: AuthUser, create: PlanCreateArgs, blocks: BlockAddArgs[]): Promise<void> {
  await createPlan(db, actor, create);
  await addBlocks(db, actor, blocks);
}

/** Changes a plan's title or description (plan.update); blocks, when given, replace its blocks (removed, then added under new ids). */
export async function changePlan(db: Db, actor: AuthUser, id: string, must: PlanScope, update: PlanUpdateArgs | null, blocks: BlockAddArgs[] | null): Promise<void> {
  await scopedPlan(db, actor, id, must);
  if (update) await updatePlan(db, actor, update);
  if (!blocks) return;
  const current = await db
    .select({ id: planBlocks.id })
    .from(planBlocks)
    .where(and(eq(planBlocks.planId, id), isNull(planBlocks.deletedAt)));
  for (const b of current) await removeBlock(db, actor, { id: b.id });
  await addBlocks(db, actor, blocks);
}

/** Deletes a plan in scope (plan.delete). */
export async function deleteScopedPlan(db: Db, actor: AuthUser, id: string, must: PlanScope): Promise<void> {
  await scopedPlan(db, actor, id, must);
  await deletePlan(db, actor, { id });
}

/** Assigns a template to a client (plan.assign) under new ids made here. */
export async function assignTemplate(db: Db, actor: AuthUser, a: Omit<PlanAssignArgs, 'idMap'>): Promise<void> {
  const tree = await planTree(db, actor.id, a.templateId);
  const idMap = tree ? makeIdMap(tree, uuidv7) : {};
  await assignPlan(db, actor, parseMutationArgs('plan.assign', { ...a, idMap }));
}

/**
 * Adds an exercise to a client's plan: into a block of the plan
 * (blockExercise.add), or as a new block of its own (block.add), whose
 * field errors then name the exercise's fields alone (sets, setTargets...).
 * The args are checked once the client and plan are found.
 */
export async function addExerciseToClientPlan(
  db: Db,
  actor: AuthUser,
  at: { clientId: string; planId: string; blockId?: string },
  item: { exerciseId: string; sets: number; setTargets?: Record<string, number | null>[] },
): Promise<void> {
  const { clientId, planId, blockId } = at;
  await liveClient(db, actor, clientId);
  await scopedPlan(db, actor, planId, { clientId });
  if (blockId) {
    const args = parseMutationArgs('blockExercise.add', { id: uuidv7(), blockId, ...item });
    const [block] = await db.select({ planId: planBlocks.planId }).from(planBlocks).where(eq(planBlocks.id, blockId)).limit(1);
    if (!block || block.planId !== planId) throw new NotFound();
    await addBlockExercise(db, actor, args);
    return;
  }
  const args = parseMutationArgs('block.add', { planId, block: { id: uuidv7(), type: 'exercise' }, exercises: [{ id: uuidv7(), ...item }] });
  await renameErrors((k) => k.replace(/^exercises\.0\./, ''), () => addBlock(db, actor, args));
}

/** Removes from a client's plan one block exercise (by its id) or every use of an exercise id (blockExercise.remove each). */
export async function removeExerciseFromClientPlan(db: Db, actor: AuthUser, at: { clientId: string; planId: string }, exerciseId: string): Promise<void> {
  const { clientId, planId } = at;
  await liveClient(db, actor, clientId);
  await scopedPlan(db, actor, planId, { clientId });
  const matches = await db
    .select({ id: blockExercises.id })
    .from(blockExercises)
    .where(
      and(
        eq(blockExercises.planId, planId),
        isNull(blockExercises.deletedAt),
        or(eq(blockExercises.exerciseId, exerciseId), eq(blockExercises.id, /^[0-9a-f-]{36}$/i.test(exerciseId) ? exerciseId : '00000000-0000-0000-0000-000000000000')),
      ),
    );
  if (!matches.length) throw new NotFound();
  for (const m of matches) await removeBlockExercise(db, actor, { id: m.id });
}
