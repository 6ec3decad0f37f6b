import { and, eq, isNull, sql } from 'drizzle-orm';
import type { WeightLogDeleteArgs } from '../../../../domain/weight-logs/mutations';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { weightLogs } from '../../../db/schema';
import { logAccess } from '../access';
import { NotFound } from '../../../errors';

/**
 * Deletes a weight log (weightLog.delete; DELETE /api/client/weight-logs/{id})
 * by leaving a tombstone that devices pull as `del`. Deleting a deleted log
 * does nothing, so two devices deleting the same log offline both succeed.
 */
export async function deleteWeightLog(db: Db, actor: AuthUser, args: WeightLogDeleteArgs): Promise<void> {
  const [row] = await db
    .update(weightLogs)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(weightLogs.id, args.id), isNull(weightLogs.deletedAt), logAccess(db, actor)))
    .returning({ id: weightLogs.id });
  if (row) return;
  const [gone] = await db
    .select({ id: weightLogs.id })
    .from(weightLogs)
    .where(and(eq(weightLogs.id, args.id), logAccess(db, actor)))
    .limit(1);
  if (!gone) throw new NotFound();
}
