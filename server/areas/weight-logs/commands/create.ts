import { and, inArray } from 'drizzle-orm';
import type { WeightLogCreateArgs } from '../../../../domain/weight-logs/mutations';
import type { WeightLogRow } from '../../../../domain/protocol/rows';
import { resolveLogClient } from '../../clients/access';
import { logAccess } from '../access';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { weightLogs } from '../../../db/schema';
import { Forbidden } from '../../../errors';
import { toWeightLogRow } from '../row';
import { insertOrExisting } from '../../../db/insert-or-existing';

/**
 * Logs a weight (mutation weightLog.create; POST /api/client/weight-logs).
 * The id comes from the device, so a resent create finds its row and does
 * nothing, even when the row was deleted since (delete wins).
 */
export async function createWeightLog(db: Db, actor: AuthUser, args: WeightLogCreateArgs): Promise<{ row: WeightLogRow; created: boolean }> {
  const target = await resolveLogClient(db, actor, args.clientId);
  const { row, created } = await insertOrExisting(db, weightLogs, logValues(actor, args, target), {
    visible: logAccess(db, actor),
    otherwise: () => new Forbidden(),
  });
  return { row: toWeightLogRow(row), created };
}

/**
 * Many creates in one statement: the push's fast path for a queue of logs.
 * Same outcome as createWeightLog for each in turn; throws the first domain
 * error it meets (the caller then runs them one by one to find which).
 */
export async function createWeightLogs(db: Db, actor: AuthUser, list: WeightLogCreateArgs[]): Promise<void> {
  const values = [];
  for (const a of list) values.push(logValues(actor, a, await resolveLogClient(db, actor, a.clientId)));
  const inserted = await db.insert(weightLogs).values(values).onConflictDoNothing({ target: weightLogs.id }).returning({ id: weightLogs.id });
  if (inserted.length === values.length) return;
  const done = new Set(inserted.map((r) => r.id));
  const others = [...new Set(values.map((v) => v.id).filter((id) => !done.has(id)))];
  const mine = await db
    .select({ id: weightLogs.id })
    .from(weightLogs)
    .where(and(inArray(weightLogs.id, others), logAccess(db, actor)));
  if (mine.length !== others.length) throw new Forbidden();
}

function logValues(actor: AuthUser, a: WeightLogCreateArgs, target: { clientId: string; spaceId: string }) {
  return {
    id: a.id,
    spaceId: target.spaceId,
    clientId: target.clientId,
    weightKg: a.weightKg,
    notes: a.notes ?? null,
    loggedAt: new Date(a.loggedAt),
    createdBy: actor.id,
  };
}
