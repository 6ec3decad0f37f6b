import { v7 as uuidv7 } from 'uuid';
import { duplicateTitle, makeIdMap } from '../../../domain/plans/copy';
import { applyLocalMutation, type RepwiseDb } from '../../db';
import { loadPlan } from './hooks';

/** The ids of a plan's blocks and block exercises on this device, mapped to new ones for a copy. */
async function idMapOf(db: RepwiseDb, planId: string) {
  const loaded = await loadPlan(db, planId);
  if (!loaded) return null;
  return makeIdMap({ blocks: loaded.blocks, exercises: [...loaded.items.values()].flat() }, uuidv7);
}

/** Duplicates a plan (same client, or a template again) under new ids made here. Returns the new plan's id. */
export async function duplicatePlan(db: RepwiseDb, planId: string, title: string, suffix: string): Promise<string | null> {
  const idMap = await idMapOf(db, planId);
  if (!idMap) return null;
  const newId = uuidv7();
  await applyLocalMutation(db, 'plan.duplicate', { id: planId, newId, idMap, title: duplicateTitle(title, suffix) });
  return newId;
}

/** Assigns a template to a client: their own copy. Returns the new plan's id. */
export async function assignTemplate(db: RepwiseDb, templateId: string, clientId: string): Promise<string | null> {
  const idMap = await idMapOf(db, templateId);
  if (!idMap) return null;
  const newPlanId = uuidv7();
  await applyLocalMutation(db, 'plan.assign', { templateId, clientId, newPlanId, idMap });
  return newPlanId;
}

export const editorPath = (plan: { id: string; clientId: string | null }) =>
  plan.clientId ? `/trainer/clients/${plan.clientId}/plans/${plan.id}/edit` : `/trainer/training/plans/${plan.id}`;
