import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { BellIcon } from './icons';

/** The notification bell of spec §2. The list, unread badge and bottom sheet arrive with notifications; for now it says so. */
export function NotificationBell() {
  const { t } = useTranslation();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <button type="button" className="btn btn--ghost btn--sm icon-button" aria-label={t('notifications.open')}>
          <BellIcon size={20} />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu notifications-panel" align="end" sideOffset={6}>
          <DropdownMenu.Label className="menu-label">{t('notifications.title')}</DropdownMenu.Label>
          <p className="notifications-empty">{t('notifications.empty')}</p>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
