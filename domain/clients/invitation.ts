import { z } from 'zod';
import { emailField, fullNameField, languageField, loginPassword } from '../auth';
import { MESSAGES } from '../messages';

/** An invitation link is valid this long (then the trainer resends it). */
export const INVITATION_TTL_DAYS = 7;
export const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 86_400_000;

/** What the client record says about its invitation (synced, so the list can show it offline). */
export type InvitationState = 'pending' | 'accepted' | 'revoked';
/** What the trainer sees: `expired` is a pending invitation past its expiry; `none` was never invited. */
export type InvitationStatus = 'none' | 'pending' | 'expired' | 'accepted' | 'revoked';

export function invitationStatusOf(
  c: { invitationStatus: InvitationState | null; invitationExpiresAt: string | null; hasAccount: boolean },
  now: Date = new Date(),
): InvitationStatus {
  if (c.hasAccount || c.invitationStatus === 'accepted') return 'accepted';
  if (!c.invitationStatus) return 'none';
  if (c.invitationStatus === 'pending' && c.invitationExpiresAt && Date.parse(c.invitationExpiresAt) <= now.getTime()) return 'expired';
  return c.invitationStatus;
}

/** The path the mail links to; /invite/{token} and /client-register/{token} open the same screen. */
export const invitationPath = (token: string) => `/invitation/${token}`;

/** POST /api/clients/{id}/invitation: an email only when the client record has none (it is saved on the record). */
export const InviteInput = z.object({ email: emailField.optional() });
export type InviteInput = z.output<typeof InviteInput>;

/** The client's registration from an invitation: the email is the invitation's (spec §5 register rules otherwise). */
export const AcceptInvitationInput = z
  .object({
    name: fullNameField,
    password: loginPassword,
    password_confirmation: z.string({ error: MESSAGES.passwordConfirmation }),
    language: languageField.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.password_confirmation) {
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: MESSAGES.passwordConfirmation });
    }
  });
export type AcceptInvitationInput = z.input<typeof AcceptInvitationInput>;
