import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { invitationStatusOf } from '../../../domain/clients/invitation-status';
import { useAuth } from '../../auth/authStore';
import { useClients } from '../../db';
import { UsersIcon } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import '../clients/clients.css';
import { TrainerCalendar } from '../calendar';
import { TrainerDashboardCards } from '../schedule';
import { OwingClientsCard } from '../billing';
import { SlippingHabitsCard } from '../habits';
import { OnboardingPanel } from '../onboarding';

// Check-ins due and waiting for a review (issue 31): a chunk of its own, after the first paint.
const TrainerCheckInsCard = lazy(() => import('../check-ins/TrainerCheckInsCard').then((m) => ({ default: m.TrainerCheckInsCard })));

/** The trainer's home ("what now?"): total clients, the session in progress, today's, the next one and clients waiting to answer, then the calendar. */
export function TrainerDashboard() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const clients = useClients();
  const first = user?.name.split(' ')[0];
  const stats = useMemo(() => {
    const s = { active: 0, pending: 0, personal: 0, invited: 0 };
    for (const c of clients ?? []) {
      s[c.status]++;
      if (invitationStatusOf(c) === 'pending') s.invited++;
    }
    return s;
  }, [clients]);

  return (
    <div className="page">
      <header className="page-header">
        <h1 className="page-title">{first ? t('dashboard.greetingNamed', { name: first }) : t('dashboard.greeting')}</h1>
        <p className="page-lead">{t('trainer.dashboard.lead')}</p>
      </header>
      <OnboardingPanel />
      <div className="dashboard-stats">
        <div className="dashboard-side">
        <section className="card stat-card" aria-labelledby="stat-total-clients">
          <span className="stat-icon" aria-hidden="true">
            <UsersIcon size={22} />
          </span>
          <h2 className="stat-label" id="stat-total-clients">
            {t('clients.dashboard.total')}
          </h2>
          {clients === undefined ? (
            <Spinner label={t('common.loading')} />
          ) : (
            <p className="stat-value" data-testid="total-clients">
              {clients.length}
            </p>
          )}
          <p className="stat-detail">{t('clients.dashboard.breakdown', stats)}</p>
          {stats.invited > 0 ? <p className="stat-detail">{t('clients.dashboard.invited', { count: stats.invited })}</p> : null}
          <div className="stat-links">
            <Link to="/trainer/clients" className="text-link">
              {t('clients.dashboard.open')}
            </Link>
            <Link to="/trainer/clients?new=1" className="text-link">
              {t('clients.dashboard.add')}
            </Link>
          </div>
        </section>
        <OwingClientsCard />
        <Suspense fallback={null}>
          <TrainerCheckInsCard />
        </Suspense>
        <SlippingHabitsCard />
        </div>
        <TrainerDashboardCards />
      </div>
      <TrainerCalendar />
    </div>
  );
}
