import { useTranslation } from 'react-i18next';
import type { RefKind } from '../../../domain/messaging/references';
import { LinkButton } from '../../ui/Button';
import { MessageIcon } from './icons';
import { refParam } from './references';
import type { Side } from './threadView';

/**
 * "Comment" on an item of a client's (docs/rules/messaging.md "References"):
 * opens the thread of that client's conversation, the item attached to the
 * message being written: the trainer's thread with the client, or the
 * client's own with their trainer.
 */
export function CommentButton({
  clientId,
  kind,
  id,
  side = 'trainer',
  size = 'sm',
  label,
}: {
  clientId: string;
  kind: RefKind;
  id: string;
  side?: Side;
  size?: 'sm' | 'md';
  /** The button's name where several sit side by side (one per client of a group session). */
  label?: string;
}) {
  const { t } = useTranslation();
  const ref = encodeURIComponent(refParam(kind, id));
  return (
    <LinkButton
      to={side === 'trainer' ? `/trainer/messages/${clientId}?ref=${ref}` : `/client/messages?ref=${ref}`}
      variant="secondary"
      size={size}
      icon={<MessageIcon size={16} />}
      aria-label={label ?? t('messaging.comments.buttonLabel', { item: t(`messaging.ref.${kind}`) })}
    >
      {t('messaging.comments.button')}
    </LinkButton>
  );
}
