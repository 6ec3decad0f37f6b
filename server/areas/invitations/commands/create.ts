import { and, eq, isNull, sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { INVITATION_TTL_DAYS, INVITATION_TTL_MS, invitationPath, type InviteInput } from '../../../../domain/clients/invitation';
import { MESSAGES } from '../../../../domain/messages';
import { takeLimit } from '../../../auth/rate-limit';
import { randomToken, sha256 } from '../../../auth/tokens';
import type { AppContext, AuthUser } from '../../../context';
import { clientInvitations, clients } from '../../../db/schema';
import { Conflict, RateLimited, ValidationError } from '../../../errors';
import { invitationMail } from '../../../mail/templates/invitation';
import { invitationAccountExistsMail } from '../../../mail/templates/invitation-account-exists';
import { findUserByEmail } from '../../accounts/queries';
import { lockWritableSpaces } from '../../../replication/lock';
import { pokeHub } from '../../../replication/pokes';
import { liveClient } from '../../clients/access';
import { noteOnboardingEvent } from '../../onboarding/commands/note';

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
 * link to share instead (docs/rules/clients.md "Invitations").
 *
 * An address that already has an account is answered exactly like a new one,
 * so the form tells no trainer who has an account: its owner is mailed that
 * they already have one (and how to sign in) instead of a registration link.
 * Invitations are limited per trainer and per address invited, as each mails
 * an address someone typed.
 */
export async function inviteClient(ctx: AppContext, actor: AuthUser, clientId: string, input: InviteInput, now = new Date()): Promise<InvitationSent> {
  const trainerWait = await takeLimit(ctx, 'invitationsPerTrainer', actor.id);
  if (trainerWait !== null) throw new RateLimited(MESSAGES.tooManyAttempts, trainerWait);
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  const { email, clientName, owner } = await ctx.db.transaction(async (tx) => {
    await lockWritableSpaces(tx, actor);
    const client = await liveClient(tx, actor, clientId, { forUpdate: true });
    if (client.userId) throw new Conflict(MESSAGES.clientHasAccount, 'client_has_account');
    const to = input.email ?? client.email;
    if (!to) throw new ValidationError({ email: [MESSAGES.invitationEmailRequired] });
    const toWait = await takeLimit(ctx, 'invitationsPerRecipient', to.toLowerCase());
    if (toWait !== null) throw new RateLimited(MESSAGES.tooManyAttempts, toWait);
    // Told to the address's owner by mail, never to the trainer (the answer would tell who has an account).
    const existing = await findUserByEmail(tx, to);
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
    return { email: to, clientName: client.name, owner: existing ? { name: existing.name, language: existing.language, email: existing.email } : null };
  });
  pokeHub(ctx).poke([actor.id]);

  const link = `${ctx.config.appUrl}${invitationPath(token)}`;
  const mail = owner
    ? invitationAccountExistsMail(owner.language, { trainerName: actor.name, name: owner.name, url: `${ctx.config.appUrl}/login?email=${encodeURIComponent(owner.email)}` })
    : invitationMail(actor.language, { trainerName: actor.name, clientName, url: link, days: INVITATION_TTL_DAYS });
  let mailSent = true;
  try {
    await withTimeout(ctx.mailer.send({ to: email, ...mail }), MAIL_WAIT_MS);
  } catch (err) {
    mailSent = false;
    ctx.log(`invitation mail to ${email} failed: ${err instanceof Error ? err.message : String(err)}`);
  }
  return { link, mailSent, email, expiresAt };
}
