/**
 * Messages of the clients and invitations area, in English (spread into
 * domain/messages.ts MESSAGES; translated under "messages" in
 * src/features/clients/i18n). The three error texts of docs/rules/errors-and-limits.md "Messages" keep the
 * exact wording listed there.
 */
export const CLIENT_MESSAGES = {
  ageInvalid: 'The age must be a whole number between 1 and 120.',
  heightInvalid: 'The height must be between 50 and 260 cm.',
  hourlyRateInvalid: 'The hourly rate must be a number, 0 or more.',
  goalTooLong: 'The goal may not be greater than 100 characters.',
  allergiesMax: 'The allergies may not be greater than 500 characters.',
  intolerancesMax: 'The intolerances may not be greater than 500 characters.',
  currencyInvalid: 'The selected currency is not supported.',
  clientStatusInvalid: 'The selected status is invalid.',
  // docs/rules/errors-and-limits.md "Messages"
  clientSaveError: 'client save error',
  clientDeleteError: 'client delete error',
  inviteError: 'error while sending the invitation',
  // invitations
  invitationSent: 'The invitation has been sent.',
  invitationRevoked: 'The invitation has been revoked.',
  invitationNotFound: 'This invitation link is invalid.',
  invitationExpired: 'This invitation has expired. Ask your trainer to send a new one.',
  invitationWithdrawn: 'This invitation was withdrawn. Ask your trainer to send a new one.',
  invitationUsed: 'This invitation has already been used. Please sign in.',
  clientHasAccount: 'This client already has an account.',
  invitationEmailRequired: 'Enter the client\u2019s email address to send the invitation.',
} as const;

export type ClientMessageKey = keyof typeof CLIENT_MESSAGES;
