import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageRow } from '../../../domain/messaging/entity';
import { canEdit, canRemove } from '../../../domain/messaging/edit-window';
import { useLocale } from '../../hooks/useLocale';
import { formatDate } from '../../i18n/format';
import { PendingBadge } from '../sync-status';
import { Button } from '../../ui/Button';
import { MessageEditor } from './MessageEditor';
import { MessageText } from './MessageText';
import { ReferenceCard } from './ReferenceCard';
import type { Side } from './threadView';

export interface MessageItemProps {
  message: MessageRow;
  side: Side;
  userId: string;
  /** The other person's name, said to screen readers before their messages. */
  otherName: string;
  pending: boolean;
  seen: boolean;
  now: Date;
  onEdit: (m: MessageRow, body: string) => void;
  onRemove: (m: MessageRow) => void;
}

/** One message of a thread: the author's on the right, the other side's on the left; the author's own carry edit and delete. */
export const MessageItem = memo(function MessageItem({ message: m, side, userId, otherName, pending, seen, now, onEdit, onRemove }: MessageItemProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const own = m.authorRole === side;
  const [actions, setActions] = useState(false);
  const [editing, setEditing] = useState(false);
  const time = formatDate(m.writtenAt, locale, { timeStyle: 'short' });
  const editable = own && canEdit(m, { id: userId }, now);
  const removable = own && canRemove(m, { id: userId });
  return (
    <li className={`msg ${own ? 'msg--own' : 'msg--other'}${m.removedAt ? ' msg--removed' : ''}`} data-message-id={m.id}>
      <div className="msg-bubble">
        <span className="visually-hidden">{own ? t('messaging.thread.you') : otherName}: </span>
        {m.removedAt ? (
          <p className="msg-text msg-text--removed">{t('messaging.thread.deleted')}</p>
        ) : editing ? (
          <MessageEditor
            initial={m.body}
            onCancel={() => setEditing(false)}
            onSave={(body) => {
              setEditing(false);
              setActions(false);
              if (body !== m.body) onEdit(m, body);
            }}
          />
        ) : (
          <MessageText body={m.body} />
        )}
        {m.refKind && m.refId && !m.removedAt ? <ReferenceCard kind={m.refKind} id={m.refId} side={side} clientId={m.clientId} /> : null}
      </div>
      <div className="msg-meta">
        <time dateTime={m.writtenAt} title={formatDate(m.writtenAt, locale, { dateStyle: 'full', timeStyle: 'short' })}>
          {time}
        </time>
        {m.editedAt && !m.removedAt ? <span>{t('messaging.thread.edited')}</span> : null}
        {pending ? <PendingBadge className="msg-pending" /> : null}
        {seen && !pending ? <span className="msg-seen">{t('messaging.thread.seen')}</span> : null}
        {(editable || removable) && !editing ? (
          <button type="button" className="msg-options" aria-expanded={actions} onClick={() => setActions((v) => !v)} aria-label={t('messaging.thread.options', { time })}>
            <span aria-hidden="true">⋯</span>
          </button>
        ) : null}
      </div>
      {actions && !editing ? (
        <div className="msg-actions">
          {editable ? (
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              {t('messaging.thread.edit')}
            </Button>
          ) : null}
          {removable ? (
            <Button
              variant="danger"
              size="sm"
              onClick={() => {
                setActions(false);
                onRemove(m);
              }}
            >
              {t('messaging.thread.delete')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
});
