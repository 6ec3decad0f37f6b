import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ClientExperienceSettings, TrainerAccountSettings } from '../companion';
import { FeedbackSettings } from '../feedback';
import type { Role } from '../../../domain/constants';
import { translateMessage } from '../../i18n/translateMessage';
import { InstallAppCard } from '../../pwa/InstallAppCard';
import { CalendarFeedSettings } from '../calendar-feed';
import { DataExportSettings } from '../data-export';
import { useGuardedSignOut } from '../sync-status';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { ChevronRightIcon, LogoutIcon } from '../../ui/icons';
import { NotificationSettings } from '../notifications';
import { PlateSettings } from '../plates';
import { RestSettings } from '../rest-timer';
import { SubscriptionSettings } from '../subscriptions';
import { AppearanceSettings } from './AppearanceSettings';
import { LanguageSettings } from './LanguageSettings';
import { TimeZoneSettings } from './TimeZoneSettings';

/** `children`: sections of the role's own, shown first (the admin's platform settings). */
export function SettingsScreen({ role, children }: { role: Role; children?: ReactNode }) {
  const { t } = useTranslation();
  // Signing out here warns about unsynced changes exactly like the menu's Logout.
  const { request: leave, busy, error, dialog, trigger } = useGuardedSignOut(role);

  return (
    <div className="page">
      <header className="page-header">
        <h1 className="page-title">{t('settings.title')}</h1>
      </header>
      <div className="settings-grid">
        {children}
        <LanguageSettings />
        <AppearanceSettings />
        {role === 'trainer' ? <TimeZoneSettings /> : null}
        {role !== 'admin' ? <NotificationSettings /> : null}
        {role !== 'admin' ? (
          <section className="card">
            <h2 className="card-title">{t('settings.account.title')}</h2>
            <p className="card-description">{t('settings.account.text')}</p>
            <Link to={`/${role}/account`} className="row-link">
              <span>{t('settings.account.open')}</span>
              <ChevronRightIcon size={18} />
            </Link>
          </section>
        ) : null}
        {role === 'trainer' ? <SubscriptionSettings /> : null}
        {role === 'trainer' ? <ClientExperienceSettings /> : null}
        {role === 'client' ? <TrainerAccountSettings /> : null}
        {role !== 'admin' ? <CalendarFeedSettings /> : null}
        {role !== 'admin' ? <RestSettings /> : null}
        {role !== 'admin' ? <PlateSettings /> : null}
        {role !== 'admin' ? <InstallAppCard /> : null}
        {role !== 'admin' ? <DataExportSettings role={role} /> : null}
        {role !== 'admin' ? <FeedbackSettings /> : null}
        <section className="card">
          <h2 className="card-title">{t('settings.signOut.title')}</h2>
          <p className="card-description">{t('settings.signOut.text')}</p>
          {error ? <Banner tone="error">{translateMessage(t, error)}</Banner> : null}
          <Button variant="danger" icon={<LogoutIcon size={18} />} {...trigger} onClick={() => void leave()} loading={busy}>
            {t('nav.logout')}
          </Button>
          {dialog}
        </section>
      </div>
    </div>
  );
}
