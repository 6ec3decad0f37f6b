import type { LocalMutators } from './types';
import type { WeightLogCreateArgs, WeightLogDeleteArgs, WeightLogUpdateArgs } from '../../domain/weight-logs/mutations';
import type { WeightLogRow } from '../../domain/protocol/rows';
import type { LocalTx } from '../local-tx';

/**
 * Local twins of server/areas/weight-logs/commands: the same outcome on the
 * device's rows, at once. Permission checks stay on the server; a rejected
 * mutation is undone by the next rebase.
 */
export async function createWeightLogLocal(tx: LocalTx, a: WeightLogCreateArgs): Promise<void> {
  if (await tx.get('weightLogs', a.id)) return;
  const clientId = a.clientId ?? (await tx.profile())?.clientId;
  if (!clientId) return;
  const row: WeightLogRow = {
    id: a.id,
    clientId,
    weightKg: a.weightKg,
    notes: a.notes ?? null,
    loggedAt: a.loggedAt,
    createdAt: tx.now,
    updatedAt: tx.now,
  };
  await tx.put('weightLogs', { ...row });
}

export async function updateWeightLogLocal(tx: LocalTx, a: WeightLogUpdateArgs): Promise<void> {
  if (!(await tx.get('weightLogs', a.id))) return;
  const changes: Partial<WeightLogRow> = { updatedAt: tx.now };
  if (a.weightKg !== undefined) changes.weightKg = a.weightKg;
  if (a.notes !== undefined) changes.notes = a.notes;
  if (a.loggedAt !== undefined) changes.loggedAt = a.loggedAt;
  await tx.update('weightLogs', a.id, changes);
}

export async function deleteWeightLogLocal(tx: LocalTx, a: WeightLogDeleteArgs): Promise<void> {
  if (!(await tx.get('weightLogs', a.id))) return;
  await tx.delete('weightLogs', a.id);
}

/** This area's local mutators, by mutation name. */
export const weightLogMutators = {
  'weightLog.create': createWeightLogLocal,
  'weightLog.update': updateWeightLogLocal,
  'weightLog.delete': deleteWeightLogLocal,
} satisfies LocalMutators;
