import { MESSAGES } from '../../../domain/messages';
import { AppError } from '../../http/errors';

/** Why a link does not open a registration: unknown (404) or no longer usable (410), each with its own text. */
export const invitationErrors = {
  notFound: () => new AppError(404, MESSAGES.invitationNotFound, 'invitation_not_found'),
  expired: () => new AppError(410, MESSAGES.invitationExpired, 'invitation_expired'),
  withdrawn: () => new AppError(410, MESSAGES.invitationWithdrawn, 'invitation_revoked'),
  used: () => new AppError(410, MESSAGES.invitationUsed, 'invitation_used'),
};
