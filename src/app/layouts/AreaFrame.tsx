import { useTranslation } from 'react-i18next';
import type { Role } from '../../../domain/constants';
import { BellIcon } from '../../ui/icons';
import { ThemeButton } from '../../ui/ThemeButton';
import { MessagesTopLinkFrame } from '../../features/messaging';
import { AreaChrome } from './AreaChrome';
import { AreaSkeleton } from './AreaSkeleton';
import { navItems } from './nav';

/**
 * The signed-in frame as the server sends it for /client/* and /trainer/*
 * (src/prerender.tsx, server/http/area-frames.ts), before any script: the
 * navigation with its labels, the top bar, and the screen's skeleton, in the
 * browser's language. The app replaces it on its first render with the same
 * frame (AppShell.tsx, through AreaChrome) and the same skeleton until the
 * device's first sync settles (FirstSyncGate.tsx). The menu is the default
 * one (Meals on); the user's name and the sync state come with the app.
 */
export function AreaFrame({ role, pathname }: { role: Role; pathname: string }) {
  const { t } = useTranslation();
  return (
    <AreaChrome
      role={role}
      items={navItems(role, { meals: true })}
      pathname={pathname}
      topbar={
        <>
          {role !== 'admin' ? <MessagesTopLinkFrame role={role} /> : null}
          <ThemeButton />
          <button type="button" className="btn btn--ghost btn--sm icon-button bell-button" aria-label={t('notifications.open')}>
            <BellIcon size={20} />
          </button>
        </>
      }
    >
      <AreaSkeleton role={role} pathname={pathname} />
    </AreaChrome>
  );
}
