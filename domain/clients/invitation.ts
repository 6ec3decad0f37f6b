import { z } from 'zod';
import { emailField, fullNameField, languageField, loginPassword } from '../auth';
import { MESSAGES } from '../messages';

/** An invitation link is valid this long (then the trainer resends it). */
export const INVITATION_TTL_DAYS = 7;
export const INVITATION_TTL_MS = INVITATION_TTL_DAYS * 86_400_000;

export { invitationStatusOf, type InvitationState, type InvitationStatus } from './invitation-status';

/** The path the mail links to; /invite/{token} and /client-register/{token} open the same screen. */
export const invitationPath = (token: string) => `/invitation/${token}`;

/** POST /api/clients/{id}/invitation: an email only when the client record has none (it is saved on the record). */
export const InviteInput = z.object({ email: emailField.optional() });
export type InviteInput = z.output<typeof InviteInput>;

/** The client's registration from an invitation: the email is the invitation's (docs/rules/accounts.md "Registration" register rules otherwise). */
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
