import { ownIngredientFields } from '../../domain/meals/ingredients';
import { v7 as uuidv7 } from 'uuid';
import { copyMealPlanForClient, type MealPlanTree } from '../../domain/meals/copy';
import type { CustomMealRow, IngredientRow, MealLogRow, MealPlanMealRow, MealPlanRow, MealRow } from '../../domain/meals/entity';
import { mealLogFields } from '../../domain/meals/meal-log';
import { MEAL_LOG_PATCH_FIELDS, type MealLogCreateArgs, type MealLogDeleteArgs, type MealLogUpdateArgs } from '../../domain/meals/log-mutations';
import type {
  CustomMealCreateArgs,
  CustomMealDeleteArgs,
  CustomMealUpdateArgs,
  IngredientCreateArgs,
  IngredientDeleteArgs,
  IngredientUpdateArgs,
  MealCreateArgs,
  MealDeleteArgs,
  MealPlanAssignArgs,
  MealPlanCreateArgs,
  MealPlanDeleteArgs,
  MealPlanMealAddArgs,
  MealPlanMealRemoveArgs,
  MealPlanMealUpdateArgs,
  MealPlanUpdateArgs,
  MealUpdateArgs,
} from '../../domain/meals/mutations';
import { deleteWithChildren } from '../cascade';
import type { LocalTx } from '../local-tx';
import type { LocalMutators } from './types';

/*
 * Local twins of server/areas/meals/commands: the same rows on the device, at once,
 * through the same pure rules (domain/meals). Permission checks stay on the
 * server; a rejected mutation is undone by the next rebase.
 */

type Row = Record<string, unknown> & { id: string };
const asRow = <T extends { id: string }>(r: T) => ({ ...r }) as unknown as Row;

async function rowsWhere<T>(tx: LocalTx, table: 'mealPlanMeals' | 'meals', field: string, value: string): Promise<T[]> {
  const out: T[] = [];
  for (const row of await tx.getMany(table, await tx.idsWhere(table, field, value))) if (row) out.push(row as unknown as T);
  return out;
}

/** A client's own record on this device, for a client's writes that name none. */
async function ownClient(tx: LocalTx, given: string | null | undefined): Promise<string | null> {
  if (given) return given;
  const p = await tx.profile();
  return p?.role === 'client' ? p.clientId : null;
}

// ------------------------------------------------------------------ ingredients

export async function createIngredientLocal(tx: LocalTx, a: IngredientCreateArgs): Promise<void> {
  if (await tx.get('ingredients', a.id)) return;
  const f = a.fields;
  const row: IngredientRow = {
    id: a.id,
    clientId: await ownClient(tx, a.clientId),
    ...ownIngredientFields(f),
    createdAt: tx.now,
    updatedAt: tx.now,
  };
  await tx.put('ingredients', asRow(row));
}

export async function updateIngredientLocal(tx: LocalTx, a: IngredientUpdateArgs): Promise<void> {
  if (!(await tx.get('ingredients', a.id))) return;
  await tx.update('ingredients', a.id, { ...ownIngredientFields(a.fields), updatedAt: tx.now });
}

export async function deleteIngredientLocal(tx: LocalTx, a: IngredientDeleteArgs): Promise<void> {
  if (!(await tx.get('ingredients', a.id))) return;
  await tx.delete('ingredients', a.id);
}

// ------------------------------------------------------------------ meals

export async function createMealLocal(tx: LocalTx, a: MealCreateArgs): Promise<void> {
  if (await tx.get('meals', a.id)) return;
  const row: MealRow = {
    id: a.id,
    clientId: a.clientId ?? null,
    title: a.title,
    description: a.description ?? null,
    ingredients: a.ingredients,
    copiedFromId: a.copiedFromId ?? null,
    createdAt: tx.now,
    updatedAt: tx.now,
  };
  await tx.put('meals', asRow(row));
}

export async function updateMealLocal(tx: LocalTx, a: MealUpdateArgs): Promise<void> {
  if (!(await tx.get('meals', a.id))) return;
  await tx.update('meals', a.id, { ...a.fields, updatedAt: tx.now });
}

export async function deleteMealLocal(tx: LocalTx, a: MealDeleteArgs): Promise<void> {
  if (!(await tx.get('meals', a.id))) return;
  for (const id of await tx.idsWhere('mealPlanMeals', 'mealId', a.id)) await tx.delete('mealPlanMeals', id);
  await tx.delete('meals', a.id);
}

// ------------------------------------------------------------------ meal plans

export async function createMealPlanLocal(tx: LocalTx, a: MealPlanCreateArgs): Promise<void> {
  if (await tx.get('mealPlans', a.id)) return;
  const row: MealPlanRow = {
    id: a.id,
    clientId: null,
    title: a.title,
    description: a.description ?? null,
    days: a.days,
    copiedFromId: null,
    startsOn: null,
    createdAt: tx.now,
    updatedAt: tx.now,
  };
  await tx.put('mealPlans', asRow(row));
}

export async function updateMealPlanLocal(tx: LocalTx, a: MealPlanUpdateArgs): Promise<void> {
  if (!(await tx.get('mealPlans', a.id))) return;
  await tx.update('mealPlans', a.id, { ...a.fields, updatedAt: tx.now });
}

export async function deleteMealPlanLocal(tx: LocalTx, a: MealPlanDeleteArgs): Promise<void> {
  const plan = await tx.get<Row & MealPlanRow>('mealPlans', a.id);
  if (!plan) return;
  const mealIds = plan.clientId ? (await rowsWhere<MealPlanMealRow>(tx, 'mealPlanMeals', 'mealPlanId', a.id)).map((p) => p.mealId) : [];
  await deleteWithChildren(tx, 'mealPlans', a.id);
  for (const id of new Set(mealIds)) if (await tx.get('meals', id)) await tx.delete('meals', id);
}

export async function assignMealPlanLocal(tx: LocalTx, a: MealPlanAssignArgs): Promise<void> {
  if (await tx.get('mealPlans', a.newPlanId)) return;
  const plan = await tx.get<Row & MealPlanRow>('mealPlans', a.templateId);
  if (!plan || plan.clientId !== null) return;
  const pivots = await rowsWhere<MealPlanMealRow>(tx, 'mealPlanMeals', 'mealPlanId', plan.id);
  const meals = (await tx.getMany('meals', [...new Set(pivots.map((p) => p.mealId))])).filter(Boolean) as unknown as MealRow[];
  const tree = { plan, pivots, meals } as unknown as MealPlanTree;
  const copy = copyMealPlanForClient(tree, { planId: a.newPlanId, clientId: a.clientId, startsOn: a.startsOn, title: a.title }, { ...a.idMap }, uuidv7);
  const stamps = { createdAt: tx.now, updatedAt: tx.now };
  await tx.put('mealPlans', asRow({ ...copy.plan, copiedFromId: plan.id, description: copy.plan.description ?? null, ...stamps }));
  for (const m of copy.meals) await tx.put('meals', asRow({ ...m, description: m.description ?? null, ...stamps }));
  for (const p of copy.pivots) await tx.put('mealPlanMeals', asRow({ ...p, clientId: a.clientId, ...stamps }));
}

// ------------------------------------------------------------------ pivots

export async function addMealPlanMealLocal(tx: LocalTx, a: MealPlanMealAddArgs): Promise<void> {
  const plan = await tx.get<Row & MealPlanRow>('mealPlans', a.mealPlanId);
  if (!plan || (await tx.get('mealPlanMeals', a.id))) return;
  const row: MealPlanMealRow = {
    id: a.id,
    mealPlanId: plan.id,
    clientId: plan.clientId,
    mealId: a.mealId,
    day: a.day,
    slot: a.slot,
    position: a.position,
    createdAt: tx.now,
    updatedAt: tx.now,
  };
  await tx.put('mealPlanMeals', asRow(row));
}

export async function updateMealPlanMealLocal(tx: LocalTx, a: MealPlanMealUpdateArgs): Promise<void> {
  if (!(await tx.get('mealPlanMeals', a.id))) return;
  await tx.update('mealPlanMeals', a.id, { ...a.fields, updatedAt: tx.now });
}

export async function removeMealPlanMealLocal(tx: LocalTx, a: MealPlanMealRemoveArgs): Promise<void> {
  if (!(await tx.get('mealPlanMeals', a.id))) return;
  await tx.delete('mealPlanMeals', a.id);
}

// ------------------------------------------------------------------ custom meals

export async function createCustomMealLocal(tx: LocalTx, a: CustomMealCreateArgs): Promise<void> {
  if (await tx.get('customMeals', a.id)) return;
  const clientId = await ownClient(tx, a.clientId);
  if (!clientId) return;
  const row: CustomMealRow = { id: a.id, clientId, ...a.fields, createdAt: tx.now, updatedAt: tx.now };
  await tx.put('customMeals', asRow(row));
}

export async function updateCustomMealLocal(tx: LocalTx, a: CustomMealUpdateArgs): Promise<void> {
  if (!(await tx.get('customMeals', a.id))) return;
  await tx.update('customMeals', a.id, { ...a.fields, updatedAt: tx.now });
}

export async function deleteCustomMealLocal(tx: LocalTx, a: CustomMealDeleteArgs): Promise<void> {
  if (!(await tx.get('customMeals', a.id))) return;
  await tx.delete('customMeals', a.id);
}

// ------------------------------------------------------------------ meal logs

// Twins of server/areas/meals/commands/meal-logs.ts: a meal log is on the device at once, offline; the server's answer keeps the same row.

export async function createMealLogLocal(tx: LocalTx, a: MealLogCreateArgs): Promise<void> {
  if (await tx.get('mealLogs', a.id)) return;
  const clientId = a.clientId ?? (await tx.profile())?.clientId;
  if (!clientId) return;
  const row: MealLogRow = { id: a.id, clientId, ...mealLogFields(a), createdAt: tx.now, updatedAt: tx.now };
  await tx.put('mealLogs', { ...row });
}

export async function updateMealLogLocal(tx: LocalTx, a: MealLogUpdateArgs): Promise<void> {
  if (!(await tx.get('mealLogs', a.id))) return;
  const changes: Record<string, unknown> = { updatedAt: tx.now };
  for (const f of MEAL_LOG_PATCH_FIELDS) if (a[f] !== undefined) changes[f] = a[f];
  await tx.update('mealLogs', a.id, changes);
}

export async function deleteMealLogLocal(tx: LocalTx, a: MealLogDeleteArgs): Promise<void> {
  if (!(await tx.get('mealLogs', a.id))) return;
  await tx.delete('mealLogs', a.id);
}

/** This area's local mutators, by mutation name. */
export const mealMutators = {
  'ingredient.create': createIngredientLocal,
  'ingredient.update': updateIngredientLocal,
  'ingredient.delete': deleteIngredientLocal,
  'meal.create': createMealLocal,
  'meal.update': updateMealLocal,
  'meal.delete': deleteMealLocal,
  'mealPlan.create': createMealPlanLocal,
  'mealPlan.update': updateMealPlanLocal,
  'mealPlan.delete': deleteMealPlanLocal,
  'mealPlan.assign': assignMealPlanLocal,
  'mealPlanMeal.add': addMealPlanMealLocal,
  'mealPlanMeal.update': updateMealPlanMealLocal,
  'mealPlanMeal.remove': removeMealPlanMealLocal,
  'customMeal.create': createCustomMealLocal,
  'customMeal.update': updateCustomMealLocal,
  'customMeal.delete': deleteCustomMealLocal,
  'mealLog.create': createMealLogLocal,
  'mealLog.update': updateMealLogLocal,
  'mealLog.delete': deleteMealLogLocal,
} satisfies LocalMutators;
