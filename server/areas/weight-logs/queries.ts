import { and, desc, eq, gte, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import type { WeightLogRow } from '../../../domain/protocol/rows';
import type { Db } from '../../db/database';
import { clients, weightLogs } from '../../db/schema';
import { ownClientRecords } from '../../replication/people';
import { NotFound } from '../../errors';
import { toWeightLogRow } from './row';

/** Live weight logs of the given client records, newest first, optionally within [from, to). */
export async function listWeightLogs(db: Db, clientIds: string[], range: { from?: string; to?: string } = {}): Promise<WeightLogRow[]> {
  if (clientIds.length === 0) return [];
  const conds: SQL[] = [inArray(weightLogs.clientId, clientIds), isNull(weightLogs.deletedAt)];
  if (range.from) conds.push(gte(weightLogs.loggedAt, new Date(range.from)));
  if (range.to) conds.push(lt(weightLogs.loggedAt, new Date(range.to)));
  const rows = await db
    .select()
    .from(weightLogs)
    .where(and(...conds))
    .orderBy(desc(weightLogs.loggedAt), desc(weightLogs.id));
  return rows.map(toWeightLogRow);
}

/** GET /api/clients/{id}/weight-logs: one of the trainer's live clients, else not found (ids of others do not leak). */
export async function trainerClientWeightLogs(db: Db, trainerId: string, clientId: string, range: { from?: string; to?: string }): Promise<WeightLogRow[]> {
  const [own] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.trainerId, trainerId), isNull(clients.deletedAt)));
  if (!own) throw new NotFound();
  return listWeightLogs(db, [own.id], range);
}

/** GET /api/client/weight-logs: the signed-in client's own logs. */
export async function ownWeightLogs(db: Db, userId: string, range: { from?: string; to?: string }): Promise<WeightLogRow[]> {
  const own = await ownClientRecords(db, userId);
  return listWeightLogs(
    db,
    own.map((o) => o.id),
    range,
  );
}
