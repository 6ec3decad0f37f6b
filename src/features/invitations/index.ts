/** What other features use of invitations: they import it from here, never from a file inside (docs/architecture.md "Features"). */
export { InvitationCard } from './InvitationCard';
export { InvitationRegistration } from './InvitationRegistration';
