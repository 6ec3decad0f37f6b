import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { clientInvitations, weightLogs } from '../../db/schema';
import { deleteClientPlans } from '../plans/cascade';

export interface DeletedClient {
  clientId: string;
  /** The trainer's space. */
  spaceId: string;
}

/**
 * What leaves with a deleted client (spec §6: "permanently removes their
 * plans and progress"). Each step tombstones its rows (deleted_at), which the
 * stamping triggers turn into `del` for every device. Add a step here for
 * each table that belongs to a client (training plans, exercise logs, meal
 * plans and logs, sessions ...), and its twin in replica/mutators/client.ts
 * CLIENT_LOCAL_CASCADE so the device removes the same rows at once.
 */
export const CLIENT_DELETE_CASCADE: ((db: Db, c: DeletedClient) => Promise<void>)[] = [
  deleteClientPlans,
  async (db, c) => {
    await db
      .update(weightLogs)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(weightLogs.spaceId, c.spaceId), eq(weightLogs.clientId, c.clientId), isNull(weightLogs.deletedAt)));
  },
  // An open invitation link must not register anyone into a deleted record.
  async (db, c) => {
    await db
      .update(clientInvitations)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(clientInvitations.clientId, c.clientId), isNull(clientInvitations.acceptedAt), isNull(clientInvitations.revokedAt)));
  },
];
