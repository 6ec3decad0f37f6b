import { useTranslation } from 'react-i18next';
import type { MessageRow } from '../../../domain/messaging/entity';
import type { RefKind } from '../../../domain/messaging/references';
import { useLocale } from '../../hooks/useLocale';
import { formatDate } from '../../i18n/format';
import { useComments, useViewer } from './hooks';
import { MessageText } from './MessageText';
import './messaging.css';

/** The messages about one item (its comments), shown on the item's own page; nothing while there are none. */
export function ItemComments({ clientId, kind, id }: { clientId: string; kind: RefKind; id: string }) {
  return <CommentList comments={useComments(clientId, kind, id)} />;
}

/**
 * Comments already read (one query for a list of items, useCommentsByItem),
 * each with who wrote it and when; `about` names what a comment points at
 * where one list holds several things' (a set's under its exercise).
 */
export function CommentList({ comments, about }: { comments: readonly MessageRow[] | undefined; about?: (m: MessageRow) => string | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const viewer = useViewer();
  if (!viewer || !comments?.length) return null;
  return (
    <section className="item-comments" aria-label={t('messaging.comments.title')}>
      <h3 className="item-comments-title">{t('messaging.comments.title')}</h3>
      <ul className="item-comments-list">
        {comments.map((m) => {
          const what = about?.(m);
          return (
            <li key={m.id} className="item-comment" data-testid="item-comment">
              <span className="item-comment-who">
                {m.authorRole === viewer.side ? t('messaging.thread.you') : m.authorRole === 'trainer' ? t('messaging.client.trainer') : t('messaging.comments.client')}
                {' · '}
                <time dateTime={m.writtenAt}>{formatDate(m.writtenAt, locale, { dateStyle: 'medium', timeStyle: 'short' })}</time>
                {what ? ` · ${what}` : null}
              </span>
              {m.removedAt ? <p className="msg-text msg-text--removed">{t('messaging.thread.deleted')}</p> : <MessageText body={m.body} />}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
