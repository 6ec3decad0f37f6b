import * as Popover from '@radix-ui/react-popover';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NOTIFICATION_PAGE_SIZE, type Role } from '../../../domain/constants';
import type { NotificationRow } from '../../../domain/notifications/entity';
import { notificationHref } from '../../../domain/notifications/route';
import { notificationText } from '../../../domain/notifications/texts';
import { useProfile, useUserDb } from '../../db';
import { applyLocalMutation } from '../../db';
import { triggerSync } from '../../sync-session/session';
import { Button } from '../../ui/Button';
import { useNow } from '../../hooks/useNow';
import { useBrowserOnline } from '../../hooks/useBrowserOnline';
import { useLocale } from '../../hooks/useLocale';
import { agoText } from './ago';
import { useNotificationList, useUnreadCount } from './useNotifications';
import './notifications.css';


function List({ role, onDone }: { role: Role; onDone: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const db = useUserDb();
  const navigate = useNavigate();
  const online = useBrowserOnline();
  const now = useNow().getTime();
  const [limit, setLimit] = useState(NOTIFICATION_PAGE_SIZE);
  const list = useNotificationList(limit);
  const unread = useUnreadCount();
  const [refreshing, setRefreshing] = useState(false);

  const open = (n: NotificationRow) => {
    // Read on the device at once (badge and dot), on the server when the outbox goes; the page opens meanwhile.
    if (!n.readAt) void applyLocalMutation(db, 'notification.markRead', { id: n.id, readAt: new Date().toISOString() }).catch((e: unknown) => console.error('notification.markRead', e));
    const href = notificationHref(role, n.data);
    if (href) void navigate(href);
    onDone();
  };
  const refresh = async () => {
    setRefreshing(true);
    try {
      await triggerSync('user');
    } finally {
      setRefreshing(false);
    }
  };

  return (
    <div className="bell-panel-inner">
      <div className="bell-head">
        <h2 className="bell-title" id="bell-title">
          {t('notifications.title')}
        </h2>
        <div className="bell-actions">
          {unread ? (
            <Button variant="ghost" size="sm" onClick={() => void applyLocalMutation(db, 'notification.markAllRead', { upTo: new Date().toISOString() })}>
              {t('bell.markAll')}
            </Button>
          ) : null}
          <Button variant="secondary" size="sm" onClick={() => void refresh()} loading={refreshing} disabled={!online}>
            {t('bell.refresh')}
          </Button>
        </div>
      </div>
      {!online ? <p className="bell-offline">{t('bell.offline')}</p> : null}
      {list && list.rows.length === 0 ? <p className="notifications-empty">{t('notifications.empty')}</p> : null}
      <ul className="bell-list">
        {list?.rows.map((n) => {
          const text = notificationText(locale, n.type, n.data);
          return (
            <li key={n.id}>
              <button type="button" className={`bell-item${n.readAt ? '' : ' is-unread'}`} data-notification-id={n.id} onClick={() => open(n)}>
                <span className="bell-dot" aria-hidden="true" />
                <span className="bell-item-body">
                  <span className="bell-item-title">
                    {text.title}
                    {n.readAt ? null : <span className="visually-hidden"> ({t('bell.unread')})</span>}
                  </span>
                  <span className="bell-item-message">{text.message}</span>
                </span>
                <time className="bell-item-time" dateTime={n.createdAt}>
                  {agoText(t, n.createdAt, now)}
                </time>
              </button>
            </li>
          );
        })}
      </ul>
      {list?.hasMore ? (
        <div className="bell-more">
          <Button variant="secondary" size="sm" onClick={() => setLimit((l) => l + NOTIFICATION_PAGE_SIZE)}>
            {t('bell.loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** The bell's panel: a popover under the bell on desktop, a bottom sheet on phones (docs/rules/notifications.md "The bell"). */
export function NotificationPanel({ open, onOpenChange, anchor, phone }: { open: boolean; onOpenChange: (v: boolean) => void; anchor: RefObject<HTMLButtonElement | null>; phone: boolean }) {
  const { t } = useTranslation();
  const role = (useProfile()?.role ?? 'client') as Role;
  const close = () => onOpenChange(false);
  if (phone) {
    return (
      <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
        <RadixDialog.Portal>
          <RadixDialog.Overlay className="dialog-overlay" />
          <RadixDialog.Content className="bell-sheet" data-testid="bell-sheet" aria-describedby={undefined} onCloseAutoFocus={() => anchor.current?.focus()}>
            <RadixDialog.Title className="visually-hidden">{t('notifications.title')}</RadixDialog.Title>
            <span className="bell-sheet-handle" aria-hidden="true" />
            <List role={role} onDone={close} />
            <RadixDialog.Close asChild>
              <button type="button" className="btn btn--secondary btn--md bell-sheet-close">
                <span>{t('common.close')}</span>
              </button>
            </RadixDialog.Close>
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
    );
  }
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchor as RefObject<HTMLButtonElement>} />
      <Popover.Portal>
        <Popover.Content
          className="bell-popover"
          data-testid="bell-popover"
          role="dialog"
          aria-labelledby="bell-title"
          align="end"
          sideOffset={6}
          onInteractOutside={(e) => {
            // The bell toggles the panel itself.
            if (anchor.current?.contains(e.target as Node)) e.preventDefault();
          }}
        >
          <List role={role} onDone={close} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
