import type { MealLogRow } from '../../domain/meals/entity';
import { mealLogFields } from '../../domain/meals/meal-log';
import { MEAL_LOG_PATCH_FIELDS, type MealLogCreateArgs, type MealLogDeleteArgs, type MealLogUpdateArgs } from '../../domain/meals/log-mutations';
import type { LocalTx } from '../local-tx';
import type { LocalMutators } from './types';

/*
 * Local twins of server/areas/meals/commands/meal-logs.ts: a meal log is on the
 * device at once, offline; the server's answer keeps the same row.
 */

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

export const mealLogMutators = {
  'mealLog.create': createMealLogLocal,
  'mealLog.update': updateMealLogLocal,
  'mealLog.delete': deleteMealLogLocal,
} satisfies LocalMutators;
