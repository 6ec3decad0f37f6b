import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/authStore';

/** The top of a dashboard: a greeting by first name and what the area's dashboard answers. */
export function DashboardIntro({ area }: { area: 'trainer' | 'client' | 'admin' }) {
  const { t } = useTranslation();
  const { user, name } = useAuth();
  const first = (user?.name ?? name)?.split(' ')[0];
  return (
    <div className="page">
      <header className="page-header">
        <h1 className="page-title">{first ? t('dashboard.greetingNamed', { name: first }) : t('dashboard.greeting')}</h1>
        <p className="page-lead">{t(`${area}.dashboard.lead`)}</p>
      </header>
    </div>
  );
}
