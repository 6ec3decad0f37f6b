import { lazy, Suspense, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { MOBILE_BREAKPOINT_PX } from '../../../domain/constants';
import { badgeText } from '../../../domain/notifications/bell';
import { BellIcon } from '../../ui/icons';
import { useUnreadCount } from './useNotifications';

// The list, its texts and the popover or sheet load on the first open: the app's first screen does not carry them.
const NotificationPanel = lazy(() => import('./NotificationPanel').then((m) => ({ default: m.NotificationPanel })));

const PHONE = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;
function usePhone(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const m = window.matchMedia(PHONE);
      m.addEventListener('change', onChange);
      return () => m.removeEventListener('change', onChange);
    },
    () => window.matchMedia(PHONE).matches,
    () => false,
  );
}

/** The notification bell of docs/rules/notifications.md "The bell": the unread badge (99+ above 99); a dropdown on desktop, a bottom sheet on phones. */
export function NotificationBell() {
  const { t } = useTranslation();
  const unread = useUnreadCount();
  const phone = usePhone();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const badge = badgeText(unread);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="btn btn--ghost btn--sm icon-button bell-button"
        aria-label={unread ? t('bell.openUnread', { count: unread }) : t('notifications.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-unread={unread}
        onClick={() => setOpen((v) => !v)}
      >
        <BellIcon size={20} />
        {badge ? (
          <span className="bell-badge" data-testid="bell-badge" aria-hidden="true">
            {badge}
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <NotificationPanel open={open} onOpenChange={setOpen} anchor={button} phone={phone} />
        </Suspense>
      ) : null}
    </>
  );
}
