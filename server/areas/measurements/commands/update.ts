import { and, eq, isNull } from 'drizzle-orm';
import type { MeasurementUpdateArgs } from '../../../../domain/measurements/mutations';
import type { MeasurementRow } from '../../../../domain/measurements/entity';
import { hasAnyValue, MEASUREMENT_FIELD_NAMES } from '../../../../domain/measurements/measurement';
import { MESSAGES } from '../../../../domain/messages';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { measurements } from '../../../db/schema';
import { editRow, type Edit } from '../../../replication/edits';
import { toMeasurementRow } from '../row';
import { measurementAccess } from '../access';
import { NotFound, ValidationError } from '../../../errors';

/**
 * Changes the given fields (measurement.update; PUT .../measurements/{id}).
 * Each field keeps its latest edit by edit time (replication/edits.ts); an
 * edit of a deleted entry is `not_found` (delete wins). An edit that would
 * leave the entry empty is refused: delete it instead.
 */
export async function updateMeasurement(db: Db, actor: AuthUser, args: MeasurementUpdateArgs, edit?: Edit): Promise<MeasurementRow> {
  const set: Partial<typeof measurements.$inferInsert> = {};
  for (const f of MEASUREMENT_FIELD_NAMES) if (args[f] !== undefined) set[f] = args[f];
  if (args.custom !== undefined) set.custom = args.custom;
  if (args.notes !== undefined) set.notes = args.notes;
  if (args.measuredAt !== undefined) set.measuredAt = new Date(args.measuredAt);
  const where = and(eq(measurements.id, args.id), isNull(measurements.deletedAt), measurementAccess(db, actor))!;
  const row = await editRow(db, measurements, where, set, { entity: 'measurements', id: args.id }, edit);
  if (!row) throw new NotFound();
  const out = toMeasurementRow(row);
  if (!hasAnyValue(out)) throw new ValidationError({ measuredAt: [MESSAGES.measurementEmpty] });
  return out;
}
