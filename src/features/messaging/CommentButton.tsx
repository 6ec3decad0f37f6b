import { useTranslation } from 'react-i18next';
import type { RefKind } from '../../../domain/messaging/references';
import { LinkButton } from '../../ui/Button';
import { MessageIcon } from './icons';
import { refParam } from './references';

/**
 * "Comment" on an item of a client's (docs/rules/messaging.md "References"):
 * opens the trainer's thread with that client, the item attached to the
 * message being written.
 */
export function CommentButton({ clientId, kind, id, size = 'sm' }: { clientId: string; kind: RefKind; id: string; size?: 'sm' | 'md' }) {
  const { t } = useTranslation();
  return (
    <LinkButton
      to={`/trainer/messages/${clientId}?ref=${encodeURIComponent(refParam(kind, id))}`}
      variant="secondary"
      size={size}
      icon={<MessageIcon size={16} />}
      aria-label={t('messaging.comments.buttonLabel', { item: t(`messaging.ref.${kind}`) })}
    >
      {t('messaging.comments.button')}
    </LinkButton>
  );
}
