import type { BlockExerciseRow, PlanBlockRow, TrainingPlanRow } from './rows';

/** A plan with its live blocks and block exercises. */
export interface PlanTree {
  plan: TrainingPlanRow;
  blocks: PlanBlockRow[];
  exercises: BlockExerciseRow[];
}

/** Old id to new id, for every block and block exercise of a copied plan. */
export type IdMap = Record<string, string>;

/**
 * The ids a copy will use, made by the device that asks for the copy
 * (plan.duplicate, plan.assign) so device and server write the same rows.
 */
export function makeIdMap(tree: Pick<PlanTree, 'blocks' | 'exercises'>, newId: () => string): IdMap {
  const map: IdMap = {};
  for (const b of tree.blocks) map[b.id] = newId();
  for (const e of tree.exercises) map[e.id] = newId();
  return map;
}

export interface CopyTarget {
  planId: string;
  clientId: string | null;
  title: string;
  now: string;
}

/**
 * A copy of a plan under new ids: a duplicate (same client or template) or
 * an assignment of a template to a client (a client-specific copy). Rows the
 * map does not name (added elsewhere after the map was made) get `freshId()`.
 * Block exercises of blocks that are not copied are left out.
 */
export function copyPlanTree(source: PlanTree, target: CopyTarget, idMap: IdMap, freshId: () => string): PlanTree {
  const idOf = (old: string) => {
    const mapped = Object.prototype.hasOwnProperty.call(idMap, old) ? idMap[old] : undefined;
    return mapped ?? (idMap[old] = freshId());
  };
  const plan: TrainingPlanRow = {
    ...source.plan,
    id: target.planId,
    title: target.title,
    clientId: target.clientId,
    isTemplate: target.clientId === null,
    createdAt: target.now,
    updatedAt: target.now,
  };
  const blockIds = new Map<string, string>();
  const blocks = source.blocks.map((b) => {
    const id = idOf(b.id);
    blockIds.set(b.id, id);
    return { ...b, id, planId: plan.id, clientId: plan.clientId, createdAt: target.now, updatedAt: target.now };
  });
  const exercises: BlockExerciseRow[] = [];
  for (const e of source.exercises) {
    const blockId = blockIds.get(e.blockId);
    if (!blockId) continue;
    exercises.push({
      ...e,
      id: idOf(e.id),
      blockId,
      planId: plan.id,
      clientId: plan.clientId,
      setTargets: e.setTargets.map((t) => ({ ...t })),
      createdAt: target.now,
      updatedAt: target.now,
    });
  }
  return { plan, blocks, exercises };
}

/** The title of a duplicate when the device names none. */
export function duplicateTitle(title: string, suffix = ' (copy)'): string {
  return (title + suffix).slice(0, 255);
}
