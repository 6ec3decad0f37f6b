import { useTranslation } from 'react-i18next';
import type { Role } from '../../../domain/constants';
import { DashboardIntro } from '../../features/DashboardIntro';
import { StartWorkoutCard } from '../../features/workout-start/StartWorkoutCard';

/** The area's home: /client, /trainer and their /dashboard. */
export function isAreaHome(role: Role, pathname: string): boolean {
  return new RegExp(`^/${role}(/dashboard)?/?$`).test(pathname);
}

/**
 * A screen before the device has its data: grey cards where the screen's will
 * be; on the area's home the dashboard's heading, and on the client's the card
 * that needs no data (Train now), at work already. The server sends it
 * pre-rendered (AreaFrame.tsx) and the app shows the same until the first sync
 * has settled (FirstSyncGate.tsx).
 */
export function AreaSkeleton({ role, pathname }: { role: Role; pathname: string }) {
  const { t } = useTranslation();
  const home = role !== 'admin' && isAreaHome(role, pathname);
  return (
    <div className="area-skeleton" data-testid="area-skeleton">
      {home ? <DashboardIntro area={role} /> : null}
      <p className="visually-hidden" role="status">
        {t('common.loading')}
      </p>
      {home && role === 'client' ? (
        <div className="dashboard-cards">
          <div className="skeleton-card" aria-hidden="true" />
          <StartWorkoutCard />
          <div className="skeleton-card" aria-hidden="true" />
        </div>
      ) : (
        <div className="skeleton-cards" aria-hidden="true">
          <div className="skeleton-card" />
          <div className="skeleton-card" />
          <div className="skeleton-card skeleton-card--tall" />
        </div>
      )}
    </div>
  );
}
