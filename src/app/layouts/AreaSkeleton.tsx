import { useTranslation } from 'react-i18next';
import type { Role } from '../../../domain/constants';
import { DashboardIntro } from '../../features/DashboardIntro';

/** The area's home: /client, /trainer and their /dashboard. */
export function isAreaHome(role: Role, pathname: string): boolean {
  return new RegExp(`^/${role}(/dashboard)?/?$`).test(pathname);
}

/**
 * A screen before the device has its data: the dashboard's heading on the
 * area's home, grey cards where the screen's will be. The server sends it
 * pre-rendered (AreaFrame.tsx) and the app shows the same until the first
 * sync has settled (FirstSyncGate.tsx).
 */
export function AreaSkeleton({ role, pathname }: { role: Role; pathname: string }) {
  const { t } = useTranslation();
  return (
    <div className="area-skeleton" data-testid="area-skeleton">
      {role !== 'admin' && isAreaHome(role, pathname) ? <DashboardIntro area={role} /> : null}
      <p className="visually-hidden" role="status">
        {t('common.loading')}
      </p>
      <div className="skeleton-cards" aria-hidden="true">
        <div className="skeleton-card" />
        <div className="skeleton-card" />
        <div className="skeleton-card skeleton-card--tall" />
      </div>
    </div>
  );
}
