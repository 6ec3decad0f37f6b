import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useUnreadTotal } from './hooks';
import { MessageIcon } from './icons';
import './messaging.css';

/** The count beside the Messages menu entry: unread messages over every conversation, 99+ above 99; said in words to a screen reader. */
export function UnreadBadge() {
  const { t } = useTranslation();
  const unread = useUnreadTotal();
  if (!unread) return null;
  return (
    <>
      <span className="visually-hidden">{t('nav.unreadCount', { count: unread })}</span>
      <span className="msg-count nav-count" data-testid="messages-unread" aria-hidden="true">
        {unread > 99 ? '99+' : unread}
      </span>
    </>
  );
}

/** The words a screen reader says for the Messages entry: its label and how many are unread. */
export function useMessagesLabel(): string {
  const { t } = useTranslation();
  const unread = useUnreadTotal();
  return unread ? t('nav.messagesUnread', { count: unread }) : t('nav.messages');
}

/**
 * Messages in the top bar on phones: the bottom bar holds six entries at 360 px
 * (docs/rules/routes-and-screens.md "Layout"), so the seventh sits beside the bell there.
 */
export function MessagesTopLink({ role }: { role: 'trainer' | 'client' }) {
  const { pathname } = useLocation();
  const label = useMessagesLabel();
  const to = `/${role}/messages`;
  const active = pathname === to || pathname.startsWith(`${to}/`);
  return (
    <Link to={to} className="btn btn--ghost btn--sm icon-button messages-top-link" aria-label={label} aria-current={active ? 'page' : undefined}>
      <MessageIcon size={20} />
      <UnreadBadge />
    </Link>
  );
}

/** The same link as the server pre-renders the frame, before the device's database is open: no count yet. */
export function MessagesTopLinkFrame({ role }: { role: 'trainer' | 'client' }) {
  const { t } = useTranslation();
  return (
    <Link to={`/${role}/messages`} className="btn btn--ghost btn--sm icon-button messages-top-link" aria-label={t('nav.messages')}>
      <MessageIcon size={20} />
    </Link>
  );
}
