import { and, eq, isNull } from 'drizzle-orm';
import type { WeightLogUpdateArgs } from '../../../../domain/weight-logs/mutations';
import type { WeightLogRow } from '../../../../domain/protocol/rows';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { weightLogs } from '../../../db/schema';
import { editRow, type Edit } from '../../../replication/edits';
import { toWeightLogRow } from '../row';
import { logAccess } from '../access';
import { NotFound } from '../../../errors';

/**
 * Changes the given fields of a weight log (weightLog.update; PUT
 * /api/client/weight-logs/{id}). Each field keeps its latest edit by edit
 * time (replication/edits.ts); an edit of a deleted log is `not_found`
 * (delete wins).
 */
export async function updateWeightLog(db: Db, actor: AuthUser, args: WeightLogUpdateArgs, edit?: Edit): Promise<WeightLogRow> {
  const set: Partial<typeof weightLogs.$inferInsert> = {};
  if (args.weightKg !== undefined) set.weightKg = args.weightKg;
  if (args.notes !== undefined) set.notes = args.notes;
  if (args.loggedAt !== undefined) set.loggedAt = new Date(args.loggedAt);
  const row = await editRow(db, weightLogs, and(eq(weightLogs.id, args.id), isNull(weightLogs.deletedAt), logAccess(db, actor))!, set, { entity: 'weightLogs', id: args.id }, edit);
  if (!row) throw new NotFound();
  return toWeightLogRow(row);
}
