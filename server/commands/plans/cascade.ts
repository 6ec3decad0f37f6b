import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { trainingPlans } from '../../db/schema';
import { tombstonePlanContent } from './delete';

/**
 * A deleted client's training plans leave with them (spec §6): a step of
 * server/commands/clients/cascade.ts CLIENT_DELETE_CASCADE.
 */
export async function deleteClientPlans(db: Db, c: { clientId: string; spaceId: string }): Promise<void> {
  await db
    .update(trainingPlans)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(trainingPlans.spaceId, c.spaceId), eq(trainingPlans.clientId, c.clientId), isNull(trainingPlans.deletedAt)));
  await tombstonePlanContent(db, c.spaceId, { clientId: c.clientId });
}
