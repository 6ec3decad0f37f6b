import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Locale } from '../../../../domain/constants';
import { sha256 } from '../../../auth/tokens';
import type { Db } from '../../../db/database';
import { clientInvitations, clients, users } from '../../../db/schema';
import { invitationErrors } from './errors';

export interface OpenInvitation {
  id: string;
  clientId: string;
  trainerId: string;
  trainerName: string;
  trainerLanguage: Locale;
  clientName: string;
  email: string;
  expiresAt: Date;
}

const trainer = alias(users, 'trainer');

/**
 * The invitation behind a token, if it can still register someone: unknown
 * tokens are 404; used, revoked (or the client deleted) and expired ones 410.
 */
export async function openInvitation(db: Db, token: string, now = new Date()): Promise<OpenInvitation> {
  if (!token || token.length > 200) throw invitationErrors.notFound();
  const [row] = await db
    .select({
      inv: clientInvitations,
      clientName: clients.name,
      clientDeletedAt: clients.deletedAt,
      clientUserId: clients.userId,
      trainerName: trainer.name,
      trainerLanguage: trainer.language,
    })
    .from(clientInvitations)
    .innerJoin(clients, eq(clients.id, clientInvitations.clientId))
    .innerJoin(trainer, eq(trainer.id, clientInvitations.trainerId))
    .where(eq(clientInvitations.tokenHash, sha256(token)))
    .limit(1);
  if (!row) throw invitationErrors.notFound();
  const { inv } = row;
  if (inv.acceptedAt || row.clientUserId) throw invitationErrors.used();
  if (inv.revokedAt || row.clientDeletedAt) throw invitationErrors.withdrawn();
  if (inv.expiresAt.getTime() <= now.getTime()) throw invitationErrors.expired();
  return {
    id: inv.id,
    clientId: inv.clientId,
    trainerId: inv.trainerId,
    trainerName: row.trainerName,
    trainerLanguage: row.trainerLanguage,
    clientName: row.clientName,
    email: inv.email,
    expiresAt: inv.expiresAt,
  };
}
