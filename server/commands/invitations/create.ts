import { and, eq, isNull, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { INVITATION_TTL_DAYS, INVITATION_TTL_MS, invitationPath, type InviteInput } from '../../../domain/clients/invitation';
import { MESSAGES } from '../../../domain/messages';
import { randomToken, sha256 } from '../../auth/tokens';
import type { AppContext, AuthUser } from '../../context';
import { clientInvitations, clients } from '../../db/schema';
import { Conflict, ValidationError } from '../../errors';
import { invitationMail } from '../../mail/templates/invitation';
import { findUserByEmail } from '../../queries/user';
import { lockWritableSpaces } from '../../replication/lock';
import { pokeHub } from '../../replication/pokes';
import { liveClient } from '../../access/clients';
import { noteOnboardingEvent } from '../onboarding/note';

/**
 * How long the trainer waits for the mail server. A server that neither
 * accepts nor refuses would otherwise hold the answer for minutes; after this
 * the link is shown to share (the mail may still arrive later).
 */
const MAIL_WAIT_MS = 15_000;

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the mail server within ${ms} ms`)), ms);
  });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

export interface InvitationSent {
  link: string;
  mailSent: boolean;
  email: string;
  expiresAt: Date;
}

/**
 * Invites one of the trainer's clients (POST /api/clients/{id}/invitation),
 * or sends a new link: the previous one stops working. The client record's
 * email is used, or the one given (then saved on the record). The mail goes
 * out before the answer, so the trainer learns when it failed and gets the
 * link to share instead (spec §8).
 */
export async function inviteClient(ctx: AppContext, actor: AuthUser, clientId: string, input: InviteInput, now = new Date()): Promise<InvitationSent> {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  const { email, clientName } = await ctx.db.transaction(async (tx) => {
    await lockWritableSpaces(tx, actor);
    const client = await liveClient(tx, actor, clientId, { forUpdate: true });
    if (client.userId) throw new Conflict(MESSAGES.clientHasAccount, 'client_has_account');
    const to = input.email ?? client.email;
    if (!to) throw new ValidationError({ email: [MESSAGES.invitationEmailRequired] });
    // Registration would fail on a taken address: say so now, while the trainer can pick another.
    if (await findUserByEmail(tx, to)) throw new ValidationError({ email: [MESSAGES.emailTaken] });
    await tx
      .update(clientInvitations)
      .set({ revokedAt: now })
      .where(and(eq(clientInvitations.clientId, client.id), isNull(clientInvitations.acceptedAt), isNull(clientInvitations.revokedAt)));
    await tx.insert(clientInvitations).values({
      id: uuidv7(),
      clientId: client.id,
      trainerId: actor.id,
      email: to,
      tokenHash: sha256(token),
      createdAt: now,
      expiresAt,
    });
    await tx
      .update(clients)
      .set({
        invitationStatus: 'pending',
        invitationSentAt: now,
        invitationExpiresAt: expiresAt,
        ...(input.email && input.email !== client.email ? { email: input.email } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(clients.id, client.id));
    await noteOnboardingEvent(tx, actor, 'invite-client');
    return { email: to, clientName: client.name };
  });
  pokeHub(ctx).poke([actor.id]);

  const link = `${ctx.config.appUrl}${invitationPath(token)}`;
  const mail = invitationMail(actor.language, { trainerName: actor.name, clientName, url: link, days: INVITATION_TTL_DAYS });
  let mailSent = true;
  try {
    await withTimeout(ctx.mailer.send({ to: email, ...mail }), MAIL_WAIT_MS);
  } catch (err) {
    mailSent = false;
    ctx.log(`invitation mail to ${email} failed: ${err instanceof Error ? err.message : String(err)}`);
  }
  return { link, mailSent, email, expiresAt };
}
