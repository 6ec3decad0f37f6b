import type { LocalMutators } from './types';
import { v7 as uuidv7 } from 'uuid';
import { libraryExercise } from '../../domain/exercises/library';
import type { ExerciseRow } from '../../domain/exercises/rows';
import { pickTrackedTargets, type TrackingField } from '../../domain/exercises/tracking';
import type {
  BlockAddArgs,
  BlockExerciseAddArgs,
  BlockExerciseEditSetsArgs,
  BlockExerciseRemoveArgs,
  BlockExerciseReorderArgs,
  BlockExerciseSetTargetsArgs,
  BlockExerciseUpdateArgs,
  BlockRemoveArgs,
  BlockReorderArgs,
  BlockUpdateArgs,
  PlanAssignArgs,
  PlanCreateArgs,
  PlanDeleteArgs,
  PlanDuplicateArgs,
  PlanUpdateArgs,
} from '../../domain/plans/mutations';
import { isOwnExerciseId } from '../../domain/plans/mutations';
import { blockRuleError, typeAfterAdd, typeAfterRemove } from '../../domain/plans/blocks';
import { copyPlanTree, type IdMap, type PlanTree } from '../../domain/plans/copy';
import { applySetEdit } from '../../domain/plans/targets';
import { applyOrder, nextOrder, sortByOrder } from '../../domain/plans/order';
import type { BlockExerciseRow, PlanBlockRow, TrainingPlanRow } from '../../domain/plans/rows';
import { deleteWithChildren } from '../cascade';
import type { LocalTx } from '../local-tx';

/**
 * Local twins of server/areas/plans/commands: the same rows on the device, at once,
 * through the same pure rules (domain/plans), so the editor never waits and
 * the server's later answer matches what the trainer already sees.
 */

async function rowsWhere<T>(tx: LocalTx, table: 'planBlocks' | 'blockExercises', field: string, value: string): Promise<T[]> {
  const out: T[] = [];
  for (const id of await tx.idsWhere(table, field, value)) {
    const row = await tx.get(table, id);
    if (row) out.push(row as unknown as T);
  }
  return out;
}

const blocksOf = (tx: LocalTx, planId: string) => rowsWhere<PlanBlockRow>(tx, 'planBlocks', 'planId', planId);
const itemsOf = (tx: LocalTx, blockId: string) => rowsWhere<BlockExerciseRow>(tx, 'blockExercises', 'blockId', blockId);

async function localTree(tx: LocalTx, planId: string): Promise<PlanTree | null> {
  const plan = await tx.get<TrainingPlanRow & Record<string, unknown>>('trainingPlans', planId);
  if (!plan) return null;
  const blocks = sortByOrder(await blocksOf(tx, planId));
  const exercises: BlockExerciseRow[] = [];
  for (const b of blocks) exercises.push(...sortByOrder(await itemsOf(tx, b.id)));
  return { plan, blocks, exercises };
}

async function putTree(tx: LocalTx, tree: PlanTree): Promise<void> {
  await tx.put('trainingPlans', { ...tree.plan });
  for (const b of tree.blocks) await tx.put('planBlocks', { ...b });
  for (const e of tree.exercises) await tx.put('blockExercises', { ...e });
}

// ------------------------------------------------------------------ plans

export async function createPlanLocal(tx: LocalTx, a: PlanCreateArgs): Promise<void> {
  if (await tx.get('trainingPlans', a.id)) return;
  const row: TrainingPlanRow = {
    id: a.id,
    title: a.title,
    description: a.description,
    type: 'training',
    isTemplate: a.clientId === null,
    clientId: a.clientId,
    createdAt: tx.now,
    updatedAt: tx.now,
  };
  await tx.put('trainingPlans', { ...row });
}

export async function updatePlanLocal(tx: LocalTx, a: PlanUpdateArgs): Promise<void> {
  if (!(await tx.get('trainingPlans', a.id))) return;
  await tx.update('trainingPlans', a.id, { ...a.fields, updatedAt: tx.now });
}

export async function deletePlanLocal(tx: LocalTx, a: PlanDeleteArgs): Promise<void> {
  if (!(await tx.get('trainingPlans', a.id))) return;
  await deleteWithChildren(tx, 'trainingPlans', a.id);
}

async function copyLocal(tx: LocalTx, sourceId: string, target: { planId: string; clientId: string | null | 'same'; title?: string | undefined }, idMap: IdMap, templateOnly: boolean) {
  if (await tx.get('trainingPlans', target.planId)) return;
  const source = await localTree(tx, sourceId);
  if (!source || (templateOnly && !source.plan.isTemplate)) return;
  const clientId = target.clientId === 'same' ? source.plan.clientId : target.clientId;
  await putTree(tx, copyPlanTree(source, { planId: target.planId, clientId, title: target.title ?? source.plan.title, now: tx.now }, { ...idMap }, uuidv7));
}

export const duplicatePlanLocal = (tx: LocalTx, a: PlanDuplicateArgs) => copyLocal(tx, a.id, { planId: a.newId, clientId: 'same', title: a.title }, a.idMap, false);

export const assignPlanLocal = (tx: LocalTx, a: PlanAssignArgs) =>
  copyLocal(tx, a.templateId, { planId: a.newPlanId, clientId: a.clientId, title: a.title }, a.idMap, true);

// ------------------------------------------------------------------ blocks

export async function addBlockLocal(tx: LocalTx, a: BlockAddArgs): Promise<void> {
  const plan = await tx.get<TrainingPlanRow & Record<string, unknown>>('trainingPlans', a.planId);
  if (!plan || (await tx.get('planBlocks', a.block.id))) return;
  const block: PlanBlockRow = {
    id: a.block.id,
    planId: plan.id,
    clientId: plan.clientId,
    type: a.block.type,
    name: a.block.name,
    rounds: a.block.rounds,
    restSeconds: a.block.restSeconds,
    order: a.block.order ?? nextOrder(await blocksOf(tx, plan.id)),
    createdAt: tx.now,
    updatedAt: tx.now,
  };
  await tx.put('planBlocks', { ...block });
  for (const [i, e] of a.exercises.entries()) {
    const item: BlockExerciseRow = {
      id: e.id,
      blockId: block.id,
      planId: plan.id,
      clientId: plan.clientId,
      exerciseId: e.exerciseId,
      sets: e.sets,
      setTargets: e.setTargets,
      order: i,
      createdAt: tx.now,
      updatedAt: tx.now,
    };
    await tx.put('blockExercises', { ...item });
  }
}

export async function updateBlockLocal(tx: LocalTx, a: BlockUpdateArgs): Promise<void> {
  const block = await tx.get<PlanBlockRow & Record<string, unknown>>('planBlocks', a.id);
  if (!block) return;
  if (a.fields.type && a.fields.type !== block.type && blockRuleError(a.fields.type, (await itemsOf(tx, block.id)).length)) return;
  await tx.update('planBlocks', a.id, { ...a.fields, updatedAt: tx.now });
}

export async function removeBlockLocal(tx: LocalTx, a: BlockRemoveArgs): Promise<void> {
  if (!(await tx.get('planBlocks', a.id))) return;
  await deleteWithChildren(tx, 'planBlocks', a.id);
}

export async function reorderBlocksLocal(tx: LocalTx, a: BlockReorderArgs): Promise<void> {
  for (const [id, order] of applyOrder(await blocksOf(tx, a.planId), a.orderedIds)) await tx.update('planBlocks', id, { order, updatedAt: tx.now });
}

// ------------------------------------------------------------------ block exercises

/** Tracking fields of an exercise the device knows (own row or library); null when unknown here. */
async function trackingFieldsOf(tx: LocalTx, exerciseId: string): Promise<readonly TrackingField[] | null> {
  if (!isOwnExerciseId(exerciseId)) return libraryExercise(exerciseId)?.trackingFields ?? null;
  return (await tx.get<ExerciseRow & Record<string, unknown>>('exercises', exerciseId))?.trackingFields ?? null;
}

export async function addBlockExerciseLocal(tx: LocalTx, a: BlockExerciseAddArgs): Promise<void> {
  const block = await tx.get<PlanBlockRow & Record<string, unknown>>('planBlocks', a.blockId);
  if (!block || (await tx.get('blockExercises', a.id))) return;
  const items = await itemsOf(tx, block.id);
  const item: BlockExerciseRow = {
    id: a.id,
    blockId: block.id,
    planId: block.planId,
    clientId: block.clientId,
    exerciseId: a.exerciseId,
    sets: a.sets,
    setTargets: a.setTargets,
    order: a.order ?? nextOrder(items),
    createdAt: tx.now,
    updatedAt: tx.now,
  };
  await tx.put('blockExercises', { ...item });
  const type = typeAfterAdd(block.type, items.length);
  if (type !== block.type) await tx.update('planBlocks', block.id, { type, updatedAt: tx.now });
}

export async function updateBlockExerciseLocal(tx: LocalTx, a: BlockExerciseUpdateArgs): Promise<void> {
  const item = await tx.get<BlockExerciseRow & Record<string, unknown>>('blockExercises', a.id);
  if (!item) return;
  const fields = await trackingFieldsOf(tx, a.fields.exerciseId);
  await tx.update('blockExercises', a.id, {
    exerciseId: a.fields.exerciseId,
    setTargets: fields ? item.setTargets.map((t) => pickTrackedTargets(t, fields)) : item.setTargets,
    updatedAt: tx.now,
  });
}

export async function removeBlockExerciseLocal(tx: LocalTx, a: BlockExerciseRemoveArgs): Promise<void> {
  const item = await tx.get<BlockExerciseRow & Record<string, unknown>>('blockExercises', a.id);
  if (!item) return;
  await tx.delete('blockExercises', a.id);
  const block = await tx.get<PlanBlockRow & Record<string, unknown>>('planBlocks', item.blockId);
  if (!block) return;
  const next = typeAfterRemove(block.type, (await tx.idsWhere('blockExercises', 'blockId', block.id)).length);
  if (next === 'gone') await tx.delete('planBlocks', block.id);
  else if (next !== block.type) await tx.update('planBlocks', block.id, { type: next, updatedAt: tx.now });
}

export async function reorderBlockExercisesLocal(tx: LocalTx, a: BlockExerciseReorderArgs): Promise<void> {
  for (const [id, order] of applyOrder(await itemsOf(tx, a.blockId), a.orderedIds)) await tx.update('blockExercises', id, { order, updatedAt: tx.now });
}

export async function setBlockExerciseTargetsLocal(tx: LocalTx, a: BlockExerciseSetTargetsArgs): Promise<void> {
  if (!(await tx.get('blockExercises', a.id))) return;
  await tx.update('blockExercises', a.id, { sets: a.sets, setTargets: a.setTargets, updatedAt: tx.now });
}

/** One cell, or one set added or removed, applied to the row as this write finds it (after every write before it). */
export async function editBlockExerciseSetsLocal(tx: LocalTx, a: BlockExerciseEditSetsArgs): Promise<void> {
  const item = await tx.get<BlockExerciseRow & Record<string, unknown>>('blockExercises', a.id);
  if (!item) return;
  const next = applySetEdit(item.setTargets, a.edit);
  if ('error' in next) return;
  await tx.update('blockExercises', a.id, { sets: next.setTargets.length, setTargets: next.setTargets, updatedAt: tx.now });
}

/** This area's local mutators, by mutation name. */
export const planMutators = {
  'plan.create': createPlanLocal,
  'plan.update': updatePlanLocal,
  'plan.delete': deletePlanLocal,
  'plan.duplicate': duplicatePlanLocal,
  'plan.assign': assignPlanLocal,
  'block.add': addBlockLocal,
  'block.update': updateBlockLocal,
  'block.remove': removeBlockLocal,
  'block.reorder': reorderBlocksLocal,
  'blockExercise.add': addBlockExerciseLocal,
  'blockExercise.update': updateBlockExerciseLocal,
  'blockExercise.remove': removeBlockExerciseLocal,
  'blockExercise.reorder': reorderBlockExercisesLocal,
  'blockExercise.setTargets': setBlockExerciseTargetsLocal,
  'blockExercise.editSets': editBlockExerciseSetsLocal,
} satisfies LocalMutators;
