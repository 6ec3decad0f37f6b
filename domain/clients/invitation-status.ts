/*
 * An invitation's status as the trainer sees it. Apart from the invitation's
 * input schemas (invitation.ts), so the screens that list clients show it
 * without loading zod before their first render.
 */

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
