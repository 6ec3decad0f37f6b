import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUserDb } from '../../db';
import { useLocale } from '../../hooks/useLocale';
import { formatDate } from '../../i18n/format';
import { ChevronRightIcon } from '../../ui/icons';
import { useViewer } from './hooks';
import { MessageIcon } from './icons';
import { latestMessages, unreadIn } from './queries';
import { preview } from './threadView';
import './messaging.css';

/** The client dashboard's latest message from or to their trainer, with the unread count, one tap from the thread. */
export function LatestMessageCard() {
  const { t } = useTranslation();
  const locale = useLocale();
  const db = useUserDb();
  const viewer = useViewer();
  const id = viewer?.ownConversationId ?? null;
  const data = useLiveQuery(async () => {
    if (!id) return null;
    const [[last], conversation] = await Promise.all([latestMessages(db, id, 1), db.conversations.get(id)]);
    return { last: last ?? null, unread: conversation ? (await unreadIn(db, conversation, 'client')).length : 0 };
  }, [db, id]);
  if (!viewer || viewer.side !== 'client' || !data) return null;
  const { last, unread } = data;
  return (
    <section className="card dash-card" data-testid="latest-message">
      <span className="dash-card-icon" aria-hidden="true">
        <MessageIcon size={24} />
      </span>
      <div className="dash-card-body">
        <h2 className="latest-weight-title">
          {t('messaging.dashboard.title')}
          {unread ? <span className="msg-count msg-count--inline">{t('messaging.inbox.unread', { count: unread })}</span> : null}
        </h2>
        {last ? (
          <>
            <p className="latest-message-text">
              {last.authorRole === 'client' ? `${t('messaging.inbox.you')} ` : ''}
              {last.removedAt ? t('messaging.thread.deleted') : preview(last.body, 140)}
            </p>
            <p className="latest-weight-when">{formatDate(last.writtenAt, locale, { dateStyle: 'medium', timeStyle: 'short' })}</p>
          </>
        ) : (
          <p className="latest-weight-when">{t('messaging.dashboard.none')}</p>
        )}
        <Link to="/client/messages" className="row-link">
          <span>{last ? t('messaging.dashboard.open') : t('messaging.dashboard.write')}</span>
          <ChevronRightIcon size={18} />
        </Link>
      </div>
    </section>
  );
}
