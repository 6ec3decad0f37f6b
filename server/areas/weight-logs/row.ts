import type { WeightLogRow } from '../../../domain/protocol/rows';
import type { weightLogs } from '../../db/schema';

/** A stored weight log in the device's shape (domain/weight-logs/entity.ts): what pull sends and REST wraps. */
export function toWeightLogRow(r: typeof weightLogs.$inferSelect): WeightLogRow {
  return {
    id: r.id,
    clientId: r.clientId,
    weightKg: r.weightKg,
    notes: r.notes,
    loggedAt: r.loggedAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
