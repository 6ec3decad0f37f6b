import type { MeasurementCreateArgs } from '../../../../domain/measurements/mutations';
import type { MeasurementRow } from '../../../../domain/measurements/entity';
import { resolveLogClient } from '../../clients/access';
import { measurementAccess } from '../access';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { measurements } from '../../../db/schema';
import { Forbidden } from '../../../errors';
import { toMeasurementRow } from '../row';
import { insertOrExisting } from '../../../db/insert-or-existing';

/**
 * Logs measurements (mutation measurement.create; POST
 * /api/client/measurements, /api/clients/{id}/measurements). The id comes
 * from the device, so a resent create finds its row and does nothing, even
 * when the row was deleted since (delete wins).
 */
export async function createMeasurement(db: Db, actor: AuthUser, a: MeasurementCreateArgs): Promise<{ row: MeasurementRow; created: boolean }> {
  const target = await resolveLogClient(db, actor, a.clientId);
  const values = {
    id: a.id,
    spaceId: target.spaceId,
    clientId: target.clientId,
    waistCm: a.waistCm ?? null,
    hipsCm: a.hipsCm ?? null,
    chestCm: a.chestCm ?? null,
    upperArmCm: a.upperArmCm ?? null,
    thighCm: a.thighCm ?? null,
    calfCm: a.calfCm ?? null,
    neckCm: a.neckCm ?? null,
    bodyFatPercent: a.bodyFatPercent ?? null,
    custom: a.custom ?? {},
    notes: a.notes ?? null,
    measuredAt: new Date(a.measuredAt),
    createdBy: actor.id,
  };
  const { row, created } = await insertOrExisting(db, measurements, values, {
    visible: measurementAccess(db, actor),
    otherwise: () => new Forbidden(),
  });
  return { row: toMeasurementRow(row), created };
}
