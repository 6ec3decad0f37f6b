import { useTranslation } from 'react-i18next';
import type { RefKind } from '../../../domain/messaging/references';
import { useLocale } from '../../hooks/useLocale';
import { formatDate } from '../../i18n/format';
import { useComments, useViewer } from './hooks';
import { MessageText } from './MessageText';
import './messaging.css';

/** The messages about one item (its comments), shown on the item's own page; nothing while there are none. */
export function ItemComments({ clientId, kind, id }: { clientId: string; kind: RefKind; id: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const viewer = useViewer();
  const comments = useComments(clientId, kind, id);
  if (!viewer || !comments?.length) return null;
  return (
    <section className="item-comments" aria-label={t('messaging.comments.title')}>
      <h3 className="item-comments-title">{t('messaging.comments.title')}</h3>
      <ul className="item-comments-list">
        {comments.map((m) => (
          <li key={m.id} className="item-comment">
            <span className="item-comment-who">
              {m.authorRole === viewer.side ? t('messaging.thread.you') : m.authorRole === 'trainer' ? t('messaging.client.trainer') : t('messaging.comments.client')}
              {' · '}
              <time dateTime={m.writtenAt}>{formatDate(m.writtenAt, locale, { dateStyle: 'medium', timeStyle: 'short' })}</time>
            </span>
            {m.removedAt ? <p className="msg-text msg-text--removed">{t('messaging.thread.deleted')}</p> : <MessageText body={m.body} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
