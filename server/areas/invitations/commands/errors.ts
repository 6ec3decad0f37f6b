import { MESSAGES } from '../../../../domain/messages';
import { Gone, NotFound } from '../../../errors';

/** Why a link does not open a registration: unknown (404) or no longer usable (410), each with its own text. */
export const invitationErrors = {
  notFound: () => new NotFound(MESSAGES.invitationNotFound, 'invitation_not_found'),
  expired: () => new Gone(MESSAGES.invitationExpired, 'invitation_expired'),
  withdrawn: () => new Gone(MESSAGES.invitationWithdrawn, 'invitation_revoked'),
  used: () => new Gone(MESSAGES.invitationUsed, 'invitation_used'),
};
