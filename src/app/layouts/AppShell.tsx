import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { HOME_BY_ROLE, type Role } from '../../../domain/constants';
import { useAuth } from '../../auth/authStore';
import { translateMessage } from '../../i18n/translateMessage';
import { Banner } from '../../ui/Banner';
import { CalendarIcon, ChartIcon, ClipboardIcon, DumbbellIcon, HomeIcon, LogoutIcon, SettingsIcon, UsersIcon, UtensilsIcon } from '../../ui/icons';
import { Logo } from '../../ui/Logo';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { DeferredThemeSwitcher } from '../../ui/DeferredThemeSwitcher';
import { isNavActive, navItems, type NavIcon, type NavItem } from './nav';
import { useMealsEnabled } from '../../db/mealsEnabled';
import { SuspenseOutlet } from '../SuspenseOutlet';
import { DownloadProgressBar } from '../../features/sync-status/DownloadProgressBar';
import { NeedsAttentionBanner } from '../../features/sync-status/NeedsAttentionBanner';
import { SyncIndicator } from '../../features/sync-status/SyncIndicator';
import { useGuardedSignOut } from '../../features/sync-status/useGuardedSignOut';
import { UpdatePrompt } from '../../pwa/UpdatePrompt';
import { useServiceWorkerAfterFirstSync } from '../../pwa/useServiceWorker';
import { SignOutWhenDisabled } from '../../sync-session/SignOutWhenDisabled';
import { SyncScope } from '../../sync-session/SyncScope';
import { DeferredRestTimerBar } from '../../features/rest-timer/DeferredRestTimerBar';
import { usePaymentStopRedirect } from '../../features/subscription/usePaymentStop';

const ICONS: Record<NavIcon, (p: { size?: number }) => ReactNode> = {
  home: HomeIcon,
  users: UsersIcon,
  dumbbell: DumbbellIcon,
  utensils: UtensilsIcon,
  settings: SettingsIcon,
  clipboard: ClipboardIcon,
  chart: ChartIcon,
  calendar: CalendarIcon,
};

function NavLinks({ items, pathname, variant }: { items: NavItem[]; pathname: string; variant: 'side' | 'bottom' }) {
  const { t } = useTranslation();
  return (
    <>
      {items.map((item) => {
        const I = ICONS[item.icon];
        const active = isNavActive(item, pathname);
        return (
          <li key={item.to}>
            <Link to={item.to} className={`nav-link nav-link--${variant}${active ? ' is-active' : ''}`} aria-current={active ? 'page' : undefined}>
              <I size={variant === 'bottom' ? 22 : 20} />
              <span>{t(item.labelKey)}</span>
            </Link>
          </li>
        );
      })}
    </>
  );
}

/**
 * The signed-in frame: sidebar from 1024 px, bottom bar below (spec §2
 * breakpoint 1023 px), top bar with the sync state and the notification
 * bell, and Logout. Everything inside reads the signed-in user's own local
 * database (SyncScope), which the sync engine keeps in step with the server.
 */
export function AppShell({ role, bell = true }: { role: Role; bell?: boolean }) {
  return (
    <SyncScope>
      {role === 'trainer' ? <PaymentStopWatcher /> : null}
      <SignOutWhenDisabled />
      <ShellFrame role={role} bell={bell} />
    </SyncScope>
  );
}

/** A trainer whose sync got 402 goes to /trial-expired (spec §8); the outbox waits on the device. */
function PaymentStopWatcher() {
  usePaymentStopRedirect();
  return null;
}

function ShellFrame({ role, bell }: { role: Role; bell: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user } = useAuth();
  const guardedSignOut = useGuardedSignOut(role);
  useServiceWorkerAfterFirstSync();
  const logoutError = guardedSignOut.error;
  const signingOut = guardedSignOut.busy;
  const logout = () => void guardedSignOut.request();
  const items = navItems(role, { meals: useMealsEnabled() });

  const logoutButton = (variant: 'side' | 'bottom') => (
    <li>
      <button type="button" className={`nav-link nav-link--${variant}`} {...guardedSignOut.trigger} onClick={logout} disabled={signingOut} aria-busy={signingOut || undefined}>
        <LogoutIcon size={variant === 'bottom' ? 22 : 20} />
        <span>{t('nav.logout')}</span>
      </button>
    </li>
  );

  return (
    <div className={`shell shell--${role}`}>
      <a href="#main" className="skip-link">
        {t('common.skipToContent')}
      </a>
      <aside className="sidebar">
        <Link to={HOME_BY_ROLE[role]} className="sidebar-brand" aria-label={t('nav.home')}>
          <Logo />
        </Link>
        <nav aria-label={t('nav.main')}>
          <ul className="nav-list">
            <NavLinks items={items} pathname={pathname} variant="side" />
            {logoutButton('side')}
          </ul>
        </nav>
      </aside>
      <div className="shell-body">
        <header className="topbar">
          <Link to={HOME_BY_ROLE[role]} className="topbar-brand" aria-label={t('nav.home')}>
            <Logo size={26} />
          </Link>
          <div className="topbar-spacer" />
          <SyncIndicator />
          {user ? <span className="topbar-user">{user.name}</span> : null}
          <DeferredThemeSwitcher />
          {bell ? <NotificationBell /> : null}
        </header>
        {logoutError ? (
          <div className="shell-alert">
            <Banner tone="error" title={t('nav.logoutFailed')}>
              {translateMessage(t, logoutError)}
            </Banner>
          </div>
        ) : null}
        <DownloadProgressBar />
        <NeedsAttentionBanner />
        <UpdatePrompt />
        {guardedSignOut.dialog}
        <main id="main" className="app-main" tabIndex={-1}>
          <SuspenseOutlet />
        </main>
      </div>
      {role !== 'admin' ? <DeferredRestTimerBar /> : null}
      <nav className="bottom-bar" aria-label={t('nav.main')}>
        <ul className="bottom-list">
          <NavLinks items={items} pathname={pathname} variant="bottom" />
          {logoutButton('bottom')}
        </ul>
      </nav>
    </div>
  );
}
