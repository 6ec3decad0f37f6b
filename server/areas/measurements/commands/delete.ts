import { and, eq, isNull, sql } from 'drizzle-orm';
import type { MeasurementDeleteArgs } from '../../../../domain/measurements/mutations';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { measurements } from '../../../db/schema';
import { measurementAccess } from '../access';
import { NotFound } from '../../../errors';

/**
 * Deletes an entry (measurement.delete) by leaving a tombstone that devices
 * pull as `del`. Deleting a deleted entry does nothing, so two devices
 * deleting it offline both succeed.
 */
export async function deleteMeasurement(db: Db, actor: AuthUser, args: MeasurementDeleteArgs): Promise<void> {
  const [row] = await db
    .update(measurements)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(measurements.id, args.id), isNull(measurements.deletedAt), measurementAccess(db, actor)))
    .returning({ id: measurements.id });
  if (row) return;
  const [gone] = await db
    .select({ id: measurements.id })
    .from(measurements)
    .where(and(eq(measurements.id, args.id), measurementAccess(db, actor)))
    .limit(1);
  if (!gone) throw new NotFound();
}
