import { useDeferredValue, useMemo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClients, useUserDb } from '../../db';
import { useLocale } from '../../hooks/useLocale';
import { formatDate } from '../../i18n/format';
import { Spinner } from '../../ui/Spinner';
import { useConversationSummaries } from './hooks';
import { conversationsWithText } from './queries';
import { filterInbox, inboxOrder, localDayKey, preview, type InboxEntry } from './threadView';

/** When a message was written, as short as the inbox can say it: the time today, else the date. */
function when(iso: string, locale: ReturnType<typeof useLocale>): string {
  return localDayKey(iso) === localDayKey(new Date().toISOString()) ? formatDate(iso, locale, { timeStyle: 'short' }) : formatDate(iso, locale, { day: 'numeric', month: 'short' });
}

/** Every client's conversation, latest first, with unread counts; filtered by the client's name or a message's text, both on the device. */
export function Inbox({ query, activeId }: { query: string; activeId: string | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const db = useUserDb();
  const clients = useClients();
  const summaries = useConversationSummaries('trainer');
  const q = useDeferredValue(query);
  const textHits = useLiveQuery(() => conversationsWithText(db, q), [db, q]);

  const entries = useMemo<InboxEntry[] | undefined>(() => {
    if (!clients || !summaries) return undefined;
    const names = new Map(clients.map((c) => [c.id, c.name]));
    return summaries
      .filter((s) => names.has(s.conversation.clientId))
      .map((s) => ({
        conversationId: s.conversation.id,
        clientName: names.get(s.conversation.clientId) ?? '',
        last: s.last ? { body: s.last.body, writtenAt: s.last.writtenAt, removed: !!s.last.removedAt, authorRole: s.last.authorRole } : null,
        unread: s.unread,
      }))
      .sort(inboxOrder);
  }, [clients, summaries]);
  const shown = useMemo(() => (entries ? filterInbox(entries, q, textHits ?? new Set()) : undefined), [entries, q, textHits]);

  if (!shown) return <Spinner label={t('messaging.inbox.loading')} />;
  if (!entries?.length) return <p className="inbox-empty">{t('messaging.inbox.noClients')}</p>;
  if (!shown.length) return <p className="inbox-empty">{t('messaging.inbox.noMatch', { query: q })}</p>;
  return (
    <ul className="inbox-list" aria-label={t('messaging.inbox.listLabel')}>
      {shown.map((e) => {
        const lastText = e.last ? (e.last.removed ? t('messaging.thread.deleted') : preview(e.last.body)) : t('messaging.inbox.noMessages');
        // Cut with an ellipsis where the row ends: the title holds it whole.
        const line = `${e.last && e.last.authorRole === 'trainer' && !e.last.removed ? `${t('messaging.inbox.you')} ` : ''}${lastText}`;
        return (
          <li key={e.conversationId}>
            <Link
              to={`/trainer/messages/${e.conversationId}`}
              className={`inbox-row${e.unread ? ' is-unread' : ''}${e.conversationId === activeId ? ' is-active' : ''}`}
              aria-current={e.conversationId === activeId ? 'page' : undefined}
            >
              <span className="inbox-avatar" aria-hidden="true">
                {e.clientName.trim().charAt(0).toLocaleUpperCase()}
              </span>
              <span className="inbox-main">
                <span className="inbox-name">{e.clientName}</span>
                <span className="inbox-preview" title={line}>
                  {line}
                </span>
              </span>
              <span className="inbox-side">
                {e.last ? <time dateTime={e.last.writtenAt}>{when(e.last.writtenAt, locale)}</time> : null}
                {e.unread ? (
                  <span className="msg-count" aria-label={t('messaging.inbox.unread', { count: e.unread })}>
                    {e.unread > 99 ? '99+' : e.unread}
                  </span>
                ) : null}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
