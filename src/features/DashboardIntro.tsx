import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/authStore';
import { ClockIcon } from '../ui/icons';

/** The top of each dashboard: a greeting and, while an area's dashboard has no data of its own yet (`soon`), what it will answer. */
export function DashboardIntro({ area, soon = true }: { area: 'trainer' | 'client' | 'admin'; soon?: boolean }) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const first = user?.name.split(' ')[0];
  return (
    <div className="page">
      <header className="page-header">
        <h1 className="page-title">{first ? t('dashboard.greetingNamed', { name: first }) : t('dashboard.greeting')}</h1>
        <p className="page-lead">{t(`${area}.dashboard.lead`)}</p>
      </header>
      {soon ? (
        <section className="card coming-soon">
          <span className="coming-soon-icon" aria-hidden="true">
            <ClockIcon size={28} />
          </span>
          <div>
            <p className="coming-soon-badge">{t('common.comingSoon')}</p>
            <p className="coming-soon-text">{t(`${area}.dashboard.soon`)}</p>
          </div>
        </section>
      ) : null}
    </div>
  );
}
