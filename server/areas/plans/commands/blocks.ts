import { and, eq, isNull, sql } from 'drizzle-orm';
import type { BlockAddArgs, BlockRemoveArgs, BlockReorderArgs, BlockUpdateArgs } from '../../../../domain/plans/mutations';
import { blockRuleError } from '../../../../domain/plans/blocks';
import { applyOrder, nextOrder } from '../../../../domain/plans/order';
import type { PlanBlockRow } from '../../../../domain/plans/rows';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { blockExercises, planBlocks } from '../../../db/schema';
import { toBlockRow } from '../row';
import { assertTrainer } from '../../../auth/actor';
import { NotFound, ValidationError } from '../../../errors';
import { tombstoneChildren } from '../../../replication/cascade';
import { checkTargets, liveBlock, livePlan } from '../access';

/** The live blocks of a plan (id and order). */
async function blocksOf(db: Db, spaceId: string, planId: string) {
  return db
    .select({ id: planBlocks.id, order: planBlocks.sortOrder })
    .from(planBlocks)
    .where(and(eq(planBlocks.spaceId, spaceId), eq(planBlocks.planId, planId), isNull(planBlocks.deletedAt)));
}

export async function liveExerciseCount(db: Db, blockId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(blockExercises)
    .where(and(eq(blockExercises.blockId, blockId), isNull(blockExercises.deletedAt)));
  return Number(row?.n ?? 0);
}

/**
 * Adds a block with its exercises (block.add; also "copy a block"), after the
 * plan's last block unless an order is given. The exercises must be the
 * trainer's live ones or global ones, with targets for their tracking fields.
 */
export async function addBlock(db: Db, actor: AuthUser, a: BlockAddArgs): Promise<PlanBlockRow> {
  assertTrainer(actor);
  const plan = await livePlan(db, actor, a.planId);
  const [existing] = await db.select().from(planBlocks).where(eq(planBlocks.id, a.block.id)).limit(1);
  if (existing) {
    // A resent add finds its block; someone else's id is not theirs to write.
    if (existing.spaceId !== actor.id) throw new NotFound();
    return toBlockRow(existing);
  }
  for (const [i, e] of a.exercises.entries()) await checkTargets(db, actor, e, `exercises.${i}`);
  const order = a.block.order ?? nextOrder(await blocksOf(db, actor.id, plan.id));
  const [block] = await db
    .insert(planBlocks)
    .values({
      id: a.block.id,
      spaceId: actor.id,
      planId: plan.id,
      clientId: plan.clientId,
      type: a.block.type,
      name: a.block.name,
      rounds: a.block.rounds,
      restSeconds: a.block.restSeconds,
      sortOrder: order,
    })
    .returning();
  if (a.exercises.length) {
    await db.insert(blockExercises).values(
      a.exercises.map((e, i) => ({
        id: e.id,
        spaceId: actor.id,
        planId: plan.id,
        blockId: a.block.id,
        clientId: plan.clientId,
        exerciseId: e.exerciseId,
        sets: e.sets,
        setTargets: e.setTargets,
        sortOrder: i,
      })),
    );
  }
  return toBlockRow(block!);
}

/** Sets name, rounds, rest or type of a block (block.update); a type must fit the block's exercises (docs/rules/plans.md "Blocks and supersets"). */
export async function updateBlock(db: Db, actor: AuthUser, a: BlockUpdateArgs): Promise<PlanBlockRow> {
  assertTrainer(actor);
  const block = await liveBlock(db, actor, a.id);
  if (a.fields.type && a.fields.type !== block.type) {
    const error = blockRuleError(a.fields.type, await liveExerciseCount(db, block.id));
    if (error) throw new ValidationError({ type: [error] });
  }
  const [row] = await db
    .update(planBlocks)
    .set({ ...a.fields, updatedAt: sql`now()` })
    .where(eq(planBlocks.id, block.id))
    .returning();
  return toBlockRow(row!);
}

/** Removes a block with its exercises (block.remove); removing a removed block does nothing. */
export async function removeBlock(db: Db, actor: AuthUser, a: BlockRemoveArgs): Promise<void> {
  assertTrainer(actor);
  const [row] = await db
    .update(planBlocks)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(planBlocks.id, a.id), eq(planBlocks.spaceId, actor.id), isNull(planBlocks.deletedAt)))
    .returning({ id: planBlocks.id });
  if (!row) {
    const [gone] = await db
      .select({ id: planBlocks.id })
      .from(planBlocks)
      .where(and(eq(planBlocks.id, a.id), eq(planBlocks.spaceId, actor.id)))
      .limit(1);
    if (!gone) throw new NotFound();
    return;
  }
  await tombstoneChildren(db, actor.id, 'planBlocks', [row.id]);
}

/** Puts a plan's blocks in the given order (block.reorder); blocks the list misses keep their place after it. */
export async function reorderBlocks(db: Db, actor: AuthUser, a: BlockReorderArgs): Promise<void> {
  assertTrainer(actor);
  const plan = await livePlan(db, actor, a.planId);
  const changes = applyOrder(await blocksOf(db, actor.id, plan.id), a.orderedIds);
  for (const [id, order] of changes) {
    await db.update(planBlocks).set({ sortOrder: order, updatedAt: sql`now()` }).where(eq(planBlocks.id, id));
  }
}
