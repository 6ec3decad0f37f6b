import { and, eq, isNull } from 'drizzle-orm';
import type { MealLogRow } from '../../../../domain/meals/entity';
import { mealLogFields } from '../../../../domain/meals/meal-log';
import { MEAL_LOG_PATCH_FIELDS, type MealLogCreateArgs, type MealLogDeleteArgs, type MealLogUpdateArgs } from '../../../../domain/meals/log-mutations';
import { resolveLogClient } from '../../clients/access';
import { assertMealLogReferences, mealRowAccess } from '../access';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { mealLogs } from '../../../db/schema';
import { Forbidden, NotFound } from '../../../errors';
import { editRow, type Edit } from '../../../replication/edits';
import { insertOrExisting } from '../../../db/insert-or-existing';
import { toMealLogRow } from '../row';
import { tombstone } from './tombstone';

export const mealLogAccess = (db: Db, actor: AuthUser) => mealRowAccess(db, actor, mealLogs);

/**
 * Logs a meal (mealLog.create; POST /api/client/meal-logs). The id comes
 * from the device, so a resent create finds its row and does nothing, even
 * when the log was deleted since (delete wins).
 */
export async function createMealLog(db: Db, actor: AuthUser, a: MealLogCreateArgs): Promise<{ row: MealLogRow; created: boolean }> {
  const owner = await resolveLogClient(db, actor, a.clientId);
  await assertMealLogReferences(db, owner, a);
  const { row, created } = await insertOrExisting(
    db,
    mealLogs,
    {
      id: a.id,
      ...owner,
      ...mealLogFields(a),
      loggedAt: new Date(a.loggedAt),
      createdBy: actor.id,
    },
    { visible: mealLogAccess(db, actor), otherwise: () => new Forbidden() },
  );
  return { row: toMealLogRow(row), created };
}

/** Changes some fields of a meal log (mealLog.update; PUT /api/client/meal-logs/{id}); each keeps its latest edit. */
export async function updateMealLog(db: Db, actor: AuthUser, a: MealLogUpdateArgs, edit?: Edit): Promise<MealLogRow> {
  const set: Record<string, unknown> = {};
  for (const f of MEAL_LOG_PATCH_FIELDS) if (a[f] !== undefined) set[f] = f === 'loggedAt' ? new Date(a[f]!) : a[f];
  const where = and(eq(mealLogs.id, a.id), isNull(mealLogs.deletedAt), mealLogAccess(db, actor))!;
  if (a.mealId || a.sessionId) {
    const [current] = await db.select({ clientId: mealLogs.clientId, spaceId: mealLogs.spaceId }).from(mealLogs).where(where).limit(1);
    if (!current) throw new NotFound();
    await assertMealLogReferences(db, current, a);
  }
  const row = await editRow(db, mealLogs, where, set, { entity: 'mealLogs', id: a.id }, edit);
  if (!row) throw new NotFound();
  return toMealLogRow(row);
}

/** Deletes a meal log (mealLog.delete); deleting a deleted log does nothing. */
export async function deleteMealLog(db: Db, actor: AuthUser, a: MealLogDeleteArgs): Promise<void> {
  await tombstone(db, mealLogs, a.id, mealLogAccess(db, actor));
}
