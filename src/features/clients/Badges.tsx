import { useTranslation } from 'react-i18next';
import type { ClientStatus } from '../../../domain/clients/fields';
import { invitationStatusOf } from '../../../domain/clients/invitation-status';
import type { ClientRow } from '../../db';

/** docs/rules/clients.md "Status" client status, with its meaning as a tooltip. */
export function StatusBadge({ status }: { status: ClientStatus }) {
  const { t } = useTranslation();
  return (
    <span className={`client-badge client-badge--${status}`} title={t(`clients.statusHint.${status}`)}>
      {t(`clients.status.${status}`)}
    </span>
  );
}

/** Whether the client uses the app, or where their invitation stands. */
export function InvitationBadge({ client }: { client: Pick<ClientRow, 'invitationStatus' | 'invitationExpiresAt' | 'hasAccount'> }) {
  const { t } = useTranslation();
  const status = invitationStatusOf(client);
  return <span className={`invite-badge invite-badge--${status}`}>{t(`clients.invitation.${status}`)}</span>;
}
