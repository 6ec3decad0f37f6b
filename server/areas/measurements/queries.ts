import { and, desc, eq, gte, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import type { MeasurementRow } from '../../../domain/measurements/entity';
import type { Db } from '../../db/database';
import { clients, measurements } from '../../db/schema';
import { ownClientRecords } from '../../replication/people';
import { NotFound } from '../../errors';
import { toMeasurementRow } from './row';

type Range = { from?: string; to?: string };

/** Live entries of the given client records, newest first, optionally within [from, to). */
export async function listMeasurements(db: Db, clientIds: string[], range: Range = {}): Promise<MeasurementRow[]> {
  if (clientIds.length === 0) return [];
  const conds: SQL[] = [inArray(measurements.clientId, clientIds), isNull(measurements.deletedAt)];
  if (range.from) conds.push(gte(measurements.measuredAt, new Date(range.from)));
  if (range.to) conds.push(lt(measurements.measuredAt, new Date(range.to)));
  const rows = await db
    .select()
    .from(measurements)
    .where(and(...conds))
    .orderBy(desc(measurements.measuredAt), desc(measurements.id));
  return rows.map(toMeasurementRow);
}

/** GET /api/clients/{id}/measurements: one of the trainer's live clients, else not found (ids of others do not leak). */
export async function trainerClientMeasurements(db: Db, trainerId: string, clientId: string, range: Range): Promise<MeasurementRow[]> {
  const [own] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.trainerId, trainerId), isNull(clients.deletedAt)));
  if (!own) throw new NotFound();
  return listMeasurements(db, [own.id], range);
}

/** GET /api/client/measurements: the signed-in client's own entries. */
export async function ownMeasurements(db: Db, userId: string, range: Range): Promise<MeasurementRow[]> {
  const own = await ownClientRecords(db, userId);
  return listMeasurements(
    db,
    own.map((o) => o.id),
    range,
  );
}
