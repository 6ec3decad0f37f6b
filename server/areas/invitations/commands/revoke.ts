import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AuthUser } from '../../../context';
import type { Db } from '../../../db/database';
import { clientInvitations, clients } from '../../../db/schema';
import { liveClient } from '../../clients/access';

/**
 * Revokes the client's open invitation (DELETE /api/clients/{id}/invitation):
 * its link answers 410 from now on. Nothing open: nothing changes.
 */
export async function revokeInvitation(db: Db, actor: AuthUser, clientId: string, now = new Date()): Promise<void> {
  const client = await liveClient(db, actor, clientId, { forUpdate: true });
  const revoked = await db
    .update(clientInvitations)
    .set({ revokedAt: now })
    .where(and(eq(clientInvitations.clientId, client.id), isNull(clientInvitations.acceptedAt), isNull(clientInvitations.revokedAt)))
    .returning({ id: clientInvitations.id });
  if (revoked.length === 0 && client.invitationStatus !== 'pending') return;
  await db.update(clients).set({ invitationStatus: 'revoked', updatedAt: sql`now()` }).where(eq(clients.id, client.id));
}
