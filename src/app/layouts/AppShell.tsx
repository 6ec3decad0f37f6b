import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { Role } from '../../../domain/constants';
import { useAuth } from '../../auth/authStore';
import { translateMessage } from '../../i18n/translateMessage';
import { Banner } from '../../ui/Banner';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { MessagesTopLink, UnreadBadge } from '../../features/messaging';
import { DeferredThemeSwitcher } from '../../ui/DeferredThemeSwitcher';
import { AreaChrome } from './AreaChrome';
import { AreaFrame } from './AreaFrame';
import { FirstSyncGate } from './FirstSyncGate';
import { navItems } from './nav';
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
import { usePaymentStopRedirect } from '../../features/subscriptions/usePaymentStop';

/**
 * The signed-in frame: sidebar from 1024 px, bottom bar below (docs/rules/routes-and-screens.md "Layout"
 * breakpoint 1023 px), top bar with the sync state and the notification
 * bell, and Logout. Everything inside reads the signed-in user's own local
 * database (SyncScope), which the sync engine keeps in step with the server.
 */
export function AppShell({ role, bell = true }: { role: Role; bell?: boolean }) {
  const { pathname } = useLocation();
  // Until the device knows whose database to open (after a sign-in, GET /api/user tells), the frame the
  // server pre-rendered the page with, not a loading screen between it and the app's.
  return (
    <SyncScope waiting={<AreaFrame role={role} pathname={pathname} />}>
      {role === 'trainer' ? <PaymentStopWatcher /> : null}
      <SignOutWhenDisabled />
      <ShellFrame role={role} bell={bell} />
    </SyncScope>
  );
}

/** A trainer whose sync got 402 goes to /trial-expired (docs/rules/errors-and-limits.md "Payment required (402)"); the outbox waits on the device. */
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
  // The same element while the path stays: the frame's own changes (the user arriving, the synced
  // profile, signing out) do not render the screen again, only what changed around it.
  const screen = useMemo(
    () => (
      <FirstSyncGate role={role} pathname={pathname}>
        <SuspenseOutlet />
      </FirstSyncGate>
    ),
    [role, pathname],
  );

  return (
    <AreaChrome
      role={role}
      items={items}
      pathname={pathname}
      onLogout={logout}
      logoutTrigger={guardedSignOut.trigger}
      loggingOut={signingOut}
      counts={role === 'admin' ? undefined : { messages: <UnreadBadge /> }}
      topbar={
        <>
          <SyncIndicator />
          {user ? <span className="topbar-user">{user.name}</span> : null}
          {role !== 'admin' ? <MessagesTopLink role={role} /> : null}
          <DeferredThemeSwitcher />
          {bell ? <NotificationBell /> : null}
        </>
      }
      alerts={
        <>
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
        </>
      }
      after={role !== 'admin' ? <DeferredRestTimerBar /> : null}
    >
      {screen}
    </AreaChrome>
  );
}
