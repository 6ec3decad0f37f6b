import { eq, sql } from 'drizzle-orm';
import { INVITATION_TTL_MS } from '../../../domain/clients/invitation';
import { randomToken, sha256 } from '../../auth/tokens';
import { clientInvitations, clients } from '../../db/schema';
import { lockWritableSpaces } from '../../replication/lock';
import { DEMO_CLIENTS } from './people';
import { demoId, type DemoPart } from './seed';

const DAY_MS = 86_400_000;

/**
 * An invitation for every client: accepted for those with an account, and one
 * each pending, expired and revoked. Invitations are not synced mutations, so
 * the rows are written as the invitation commands write them, without sending
 * mail; an unknown random token, since nobody should follow a demo link.
 */
export const invitationsPart: DemoPart = {
  name: 'invitations',
  async seed(s) {
    for (const c of DEMO_CLIENTS) {
      const id = demoId(`invitation:${c.key}`);
      const [done] = await s.ctx.db.select({ id: clientInvitations.id }).from(clientInvitations).where(eq(clientInvitations.id, id)).limit(1);
      if (done) continue;
      const state = c.account ? 'accepted' : (c.invitation ?? null);
      if (!state) continue;
      const sentAt = new Date(s.now.getTime() - (state === 'pending' ? 2 : state === 'accepted' ? 120 : 30) * DAY_MS);
      const expiresAt = new Date(sentAt.getTime() + INVITATION_TTL_MS);
      const clientId = s.clientIds.get(c.key)!;
      await s.ctx.db.transaction(async (tx) => {
        await lockWritableSpaces(tx, s.trainer);
        await tx.insert(clientInvitations).values({
          id,
          clientId,
          trainerId: s.trainer.id,
          email: c.email,
          tokenHash: sha256(randomToken()),
          createdAt: sentAt,
          expiresAt,
          acceptedAt: state === 'accepted' ? new Date(sentAt.getTime() + DAY_MS) : null,
          revokedAt: state === 'revoked' ? new Date(sentAt.getTime() + 3 * DAY_MS) : null,
          userId: s.clientUsers.get(c.key)?.id ?? null,
        });
        // The client row carries what devices show; an expired one is a pending one past its date.
        await tx
          .update(clients)
          .set({ invitationStatus: state === 'expired' ? 'pending' : state, invitationSentAt: sentAt, invitationExpiresAt: expiresAt, updatedAt: sql`now()` })
          .where(eq(clients.id, clientId));
      });
    }
  },
};
