import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { clientInvitations } from '../../../db/schema';
import { tombstoneChildren } from '../../../replication/cascade';
import { dropClientFromSessions } from '../../sessions/commands/load';

export interface DeletedClient {
  clientId: string;
  /** The trainer's space. */
  spaceId: string;
}

/**
 * What leaves with a deleted client (docs/rules/clients.md "Deleting a client": "permanently removes their
 * plans and progress"): every synced row declared to go with its client
 * (domain/entities.ts, EntityDecl.parent), and what is not synced.
 */
export const CLIENT_DELETE_CASCADE: ((db: Db, c: DeletedClient) => Promise<void>)[] = [
  (db, c) => tombstoneChildren(db, c.spaceId, 'clients', [c.clientId]),
  // Sessions list their clients in an array (a group), which EntityDecl.parent can not follow.
  (db, c) => dropClientFromSessions(db, c.spaceId, c.clientId),
  // An open invitation link must not register anyone into a deleted record.
  async (db, c) => {
    await db
      .update(clientInvitations)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(clientInvitations.clientId, c.clientId), isNull(clientInvitations.acceptedAt), isNull(clientInvitations.revokedAt)));
  },
];
