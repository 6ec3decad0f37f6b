import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useSyncExternalStore } from 'react';
import { compareOrder, sortByOrder } from '../../../domain/plans/order';
import type { BlockExerciseRow, PlanBlockRow, TrainingPlanRow } from '../../../domain/plans/rows';
import { useUserDb, type RepwiseDb } from '../../db';
import { layerOf } from '../../db';
import { useOverlayHold } from '../../db/overlayHold';

export interface LoadedPlan {
  plan: TrainingPlanRow;
  blocks: PlanBlockRow[];
  /** Block exercises by block id, each list in order. */
  items: Map<string, BlockExerciseRow[]>;
}

/** A plan with its blocks and block exercises from the device's database, or null when it is not there. */
export async function loadPlan(db: RepwiseDb, planId: string): Promise<LoadedPlan | null> {
  const plan = await db.trainingPlans.get(planId);
  if (!plan) return null;
  const blocks = sortByOrder(await db.planBlocks.where('planId').equals(planId).toArray());
  const rows = blocks.length ? await db.blockExercises.where('blockId').anyOf(blocks.map((b) => b.id)).toArray() : [];
  const items = new Map<string, BlockExerciseRow[]>(blocks.map((b) => [b.id, []]));
  for (const r of sortByOrder(rows)) items.get(r.blockId)?.push(r);
  return { plan, blocks, items };
}

const PLAN_TABLES = ['trainingPlans', 'planBlocks', 'blockExercises'] as const;

/** The stored rows of a plan (plan, its blocks, their block exercises). */
async function readPlanRows(db: RepwiseDb, planId: string) {
  const plan = (await db.trainingPlans.get(planId)) ?? null;
  const blocks = await db.planBlocks.where('planId').equals(planId).toArray();
  const items = blocks.length ? await db.blockExercises.where('blockId').anyOf(blocks.map((b) => b.id)).toArray() : [];
  return { plan, blocks, items };
}

/**
 * A plan for the editor and the client's view, live. This tab's own edits
 * show at once, before IndexedDB has committed them: the rows read are
 * handed to the optimistic layer (replica/write/overlay.ts), which runs each new
 * mutation's local mutator against them and lays the outcome over the result
 * until a read after the commit carries it.
 */
export function usePlan(planId: string | undefined): LoadedPlan | null | undefined {
  const db = useUserDb();
  const layer = layerOf(db);
  const read = useLiveQuery(async () => {
    const commits = layer.commits;
    return { commits, rows: planId ? await readPlanRows(db, planId) : null };
  }, [db, planId]);
  const version = useSyncExternalStore(layer.subscribe, layer.getVersion, layer.getVersion);
  useOverlayHold(layer, PLAN_TABLES, read?.commits);
  return useMemo(() => {
    if (!read) return undefined;
    if (!planId || !read.rows) return null;
    const { rows, commits } = read;
    if (rows.plan) layer.remember('trainingPlans', [rows.plan]);
    layer.remember('planBlocks', rows.blocks);
    layer.remember('blockExercises', rows.items);
    const [plan] = layer.merge<TrainingPlanRow>('trainingPlans', rows.plan ? [rows.plan] : [], commits, { include: (p) => p.id === planId, compare: () => 0 });
    if (!plan) return null;
    const blocks = layer.merge<PlanBlockRow>('planBlocks', rows.blocks, commits, { include: (b) => b.planId === planId, compare: compareOrder });
    const live = new Set(blocks.map((b) => b.id));
    const all = layer.merge<BlockExerciseRow>('blockExercises', rows.items, commits, { include: (i) => live.has(i.blockId), compare: compareOrder });
    const items = new Map<string, BlockExerciseRow[]>(blocks.map((b) => [b.id, []]));
    for (const r of sortByOrder(all)) items.get(r.blockId)?.push(r);
    return { plan, blocks: sortByOrder(blocks), items };
  }, [read, version, layer, planId]);
}

export interface PlanSummary extends TrainingPlanRow {
  blockCount: number;
  exerciseCount: number;
}

/** Every plan on the device with its block and exercise counts, by title. */
export async function planSummaries(db: RepwiseDb): Promise<PlanSummary[]> {
  const [plans, blocks, items] = await Promise.all([db.trainingPlans.toArray(), db.planBlocks.toArray(), db.blockExercises.toArray()]);
  const blockCount = new Map<string, number>();
  const itemCount = new Map<string, number>();
  for (const b of blocks) blockCount.set(b.planId, (blockCount.get(b.planId) ?? 0) + 1);
  for (const i of items) itemCount.set(i.planId, (itemCount.get(i.planId) ?? 0) + 1);
  return plans
    .filter((p) => p.type === 'training')
    .map((p) => ({ ...p, blockCount: blockCount.get(p.id) ?? 0, exerciseCount: itemCount.get(p.id) ?? 0 }))
    .sort((a, b) => a.title.localeCompare(b.title, undefined, { sensitivity: 'base' }));
}

export function usePlanSummaries(): PlanSummary[] | undefined {
  const db = useUserDb();
  return useLiveQuery(() => planSummaries(db), [db]);
}
