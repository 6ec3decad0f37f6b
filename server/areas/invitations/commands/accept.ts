import { and, eq, gt, isNull, sql, TransactionRollbackError } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import type { LoginResult } from '../../../../domain/auth';
import type { AcceptInvitationInput } from '../../../../domain/clients/invitation';
import { MESSAGES } from '../../../../domain/messages';
import { hashPassword } from '../../../auth/password';
import { issueToken } from '../../../auth/tokens';
import type { AppContext } from '../../../context';
import { clientInvitations, clients, users } from '../../../db/schema';
import { ValidationError } from '../../../errors';
import { findUserByEmail, userDto } from '../../accounts/queries';
import { pokeHub } from '../../../replication/pokes';
import { invitationAccepted } from '../../notifications/commands/events';
import { openInvitation } from './lookup';

function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Registers the invited client (POST /api/invitations/{token}/accept): a
 * client-role user with the invitation's email, already verified (the link
 * proved the address), linked to the trainer's client record, which becomes
 * active. The invitation is claimed atomically, so a link works once.
 * Answers like a sign-in, so the app goes straight to /client.
 */
export async function acceptInvitation(ctx: AppContext, token: string, input: z.output<typeof AcceptInvitationInput>): Promise<LoginResult> {
  const inv = await openInvitation(ctx.db, token);
  const taken = () => new ValidationError({ email: [MESSAGES.emailTaken] });
  if (await findUserByEmail(ctx.db, inv.email)) throw taken();
  const passwordHash = await hashPassword(input.password);

  const user = await ctx.db
    .transaction(async (tx) => {
      await tx.execute(sql`select sync_lock_space(${inv.trainerId}::uuid)`);
      const now = new Date();
      const [claimed] = await tx
        .update(clientInvitations)
        .set({ acceptedAt: now })
        .where(
          and(
            eq(clientInvitations.id, inv.id),
            isNull(clientInvitations.acceptedAt),
            isNull(clientInvitations.revokedAt),
            gt(clientInvitations.expiresAt, now),
          ),
        )
        .returning({ id: clientInvitations.id });
      // Lost a race with another accept, a revoke or a delete: answer as the link now stands.
      if (!claimed) return null;
      const row = {
        id: uuidv7(),
        name: input.name,
        email: inv.email,
        passwordHash,
        role: 'client' as const,
        language: input.language ?? inv.trainerLanguage,
        registrationStatus: 'active' as const,
        emailVerifiedAt: now,
        termsAcceptedAt: now,
        createdAt: now,
        updatedAt: now,
      };
      await tx.insert(users).values(row);
      const [linked] = await tx
        .update(clients)
        .set({ userId: row.id, status: 'active', invitationStatus: 'accepted', updatedAt: sql`now()` })
        .where(and(eq(clients.id, inv.clientId), isNull(clients.deletedAt), isNull(clients.userId)))
        .returning({ id: clients.id });
      if (!linked) tx.rollback();
      await tx.update(clientInvitations).set({ userId: row.id }).where(eq(clientInvitations.id, inv.id));
      await invitationAccepted(tx, inv.trainerId, inv.clientId, row.name);
      return row;
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) throw taken();
      // drizzle's rollback() throws to abort: the record went away meanwhile.
      if (err instanceof TransactionRollbackError) return null;
      throw err;
    });
  if (!user) {
    await openInvitation(ctx.db, token);
    throw new ValidationError({ token: [MESSAGES.invitationWithdrawn] });
  }
  pokeHub(ctx).poke([inv.trainerId]);
  const authToken = await issueToken(ctx.db, user.id);
  return { token: authToken, user: await userDto(ctx.db, user) };
}
