import { and, eq, isNull, sql } from 'drizzle-orm';
import { pickTrackedTargets } from '../../../../domain/exercises/tracking';
import type {
  BlockExerciseAddArgs,
  BlockExerciseEditSetsArgs,
  BlockExerciseRemoveArgs,
  BlockExerciseReorderArgs,
  BlockExerciseSetTargetsArgs,
  BlockExerciseUpdateArgs,
} from '../../../../domain/plans/mutations';
import { typeAfterAdd, typeAfterRemove } from '../../../../domain/plans/blocks';
import { applyOrder, nextOrder } from '../../../../domain/plans/order';
import { applySetEdit } from '../../../../domain/plans/targets';
import type { BlockExerciseRow } from '../../../../domain/plans/rows';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { blockExercises, planBlocks } from '../../../db/schema';
import { toBlockExerciseRow } from '../row';
import { assertTrainer } from '../../../auth/actor';
import { NotFound, ValidationError } from '../../../errors';
import { checkTargets, liveBlock, liveBlockExercise, trackingFieldsOf } from '../access';

async function itemsOf(db: Db, blockId: string) {
  return db
    .select({ id: blockExercises.id, order: blockExercises.sortOrder })
    .from(blockExercises)
    .where(and(eq(blockExercises.blockId, blockId), isNull(blockExercises.deletedAt)));
}

/** Adds an exercise to a block (blockExercise.add); a single exercise block becomes a superset. */
export async function addBlockExercise(db: Db, actor: AuthUser, a: BlockExerciseAddArgs): Promise<BlockExerciseRow> {
  assertTrainer(actor);
  const block = await liveBlock(db, actor, a.blockId);
  const [existing] = await db.select().from(blockExercises).where(eq(blockExercises.id, a.id)).limit(1);
  if (existing) {
    if (existing.spaceId !== actor.id) throw new NotFound();
    return toBlockExerciseRow(existing);
  }
  await checkTargets(db, actor, a, '');
  const items = await itemsOf(db, block.id);
  const [row] = await db
    .insert(blockExercises)
    .values({
      id: a.id,
      spaceId: actor.id,
      planId: block.planId,
      blockId: block.id,
      clientId: block.clientId,
      exerciseId: a.exerciseId,
      sets: a.sets,
      setTargets: a.setTargets,
      sortOrder: a.order ?? nextOrder(items),
    })
    .returning();
  const type = typeAfterAdd(block.type, items.length);
  if (type !== block.type) await db.update(planBlocks).set({ type, updatedAt: sql`now()` }).where(eq(planBlocks.id, block.id));
  return toBlockExerciseRow(row!);
}

/** Swaps the exercise of a block exercise (blockExercise.update); targets the new one does not track are dropped. */
export async function updateBlockExercise(db: Db, actor: AuthUser, a: BlockExerciseUpdateArgs): Promise<BlockExerciseRow> {
  assertTrainer(actor);
  const { item } = await liveBlockExercise(db, actor, a.id);
  const fields = await trackingFieldsOf(db, actor, a.fields.exerciseId);
  const [row] = await db
    .update(blockExercises)
    .set({ exerciseId: a.fields.exerciseId, setTargets: item.setTargets.map((t) => pickTrackedTargets(t, fields)), updatedAt: sql`now()` })
    .where(eq(blockExercises.id, item.id))
    .returning();
  return toBlockExerciseRow(row!);
}

/**
 * Removes an exercise from its block (blockExercise.remove): a superset left
 * with one exercise becomes a single block, a block left empty is removed.
 * Removing a removed one does nothing.
 */
export async function removeBlockExercise(db: Db, actor: AuthUser, a: BlockExerciseRemoveArgs): Promise<void> {
  assertTrainer(actor);
  const [row] = await db
    .update(blockExercises)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(blockExercises.id, a.id), eq(blockExercises.spaceId, actor.id), isNull(blockExercises.deletedAt)))
    .returning({ id: blockExercises.id, blockId: blockExercises.blockId });
  if (!row) {
    const [gone] = await db
      .select({ id: blockExercises.id })
      .from(blockExercises)
      .where(and(eq(blockExercises.id, a.id), eq(blockExercises.spaceId, actor.id)))
      .limit(1);
    if (!gone) throw new NotFound();
    return;
  }
  const [block] = await db
    .select()
    .from(planBlocks)
    .where(and(eq(planBlocks.id, row.blockId), isNull(planBlocks.deletedAt)))
    .limit(1);
  if (!block) return;
  const next = typeAfterRemove(block.type, (await itemsOf(db, block.id)).length);
  if (next === 'gone') await db.update(planBlocks).set({ deletedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(planBlocks.id, block.id));
  else if (next !== block.type) await db.update(planBlocks).set({ type: next, updatedAt: sql`now()` }).where(eq(planBlocks.id, block.id));
}

/** Puts a block's exercises in the given order (blockExercise.reorder). */
export async function reorderBlockExercises(db: Db, actor: AuthUser, a: BlockExerciseReorderArgs): Promise<void> {
  assertTrainer(actor);
  const block = await liveBlock(db, actor, a.blockId);
  const changes = applyOrder(await itemsOf(db, block.id), a.orderedIds);
  for (const [id, order] of changes) {
    await db.update(blockExercises).set({ sortOrder: order, updatedAt: sql`now()` }).where(eq(blockExercises.id, id));
  }
}

/** Sets the sets and per-set targets of a block exercise (blockExercise.setTargets), checked against its tracking fields. */
export async function setBlockExerciseTargets(db: Db, actor: AuthUser, a: BlockExerciseSetTargetsArgs): Promise<BlockExerciseRow> {
  assertTrainer(actor);
  const { item } = await liveBlockExercise(db, actor, a.id);
  await checkTargets(db, actor, { exerciseId: item.exerciseId, sets: a.sets, setTargets: a.setTargets }, '', { allowDeleted: true });
  const [row] = await db
    .update(blockExercises)
    .set({ sets: a.sets, setTargets: a.setTargets, updatedAt: sql`now()` })
    .where(eq(blockExercises.id, item.id))
    .returning();
  return toBlockExerciseRow(row!);
}

/**
 * One change of a block exercise's sets (blockExercise.editSets): a target of one set, a set added or removed,
 * applied to the stored row, so edits of other sets (the same editor's a moment before, another device's) stand.
 * A set that is no longer there, or a target the exercise does not track, is a 422 naming it.
 */
export async function editBlockExerciseSets(db: Db, actor: AuthUser, a: BlockExerciseEditSetsArgs): Promise<BlockExerciseRow> {
  assertTrainer(actor);
  const { item } = await liveBlockExercise(db, actor, a.id);
  const next = applySetEdit(item.setTargets, a.edit);
  if ('error' in next) throw new ValidationError({ [`edit.${next.path}`]: [next.error] });
  await checkTargets(db, actor, { exerciseId: item.exerciseId, sets: next.setTargets.length, setTargets: next.setTargets }, '', { allowDeleted: true });
  const [row] = await db
    .update(blockExercises)
    .set({ sets: next.setTargets.length, setTargets: next.setTargets, updatedAt: sql`now()` })
    .where(eq(blockExercises.id, item.id))
    .returning();
  return toBlockExerciseRow(row!);
}
