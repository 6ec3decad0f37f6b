import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../i18n/format';
import { useLocale } from '../../hooks/useLocale';
import { DashboardIntro } from '../DashboardIntro';
import { ActionLog } from './ActionLog';
import { adminApi, TRAINER_STATUSES } from './api';
import { when } from './labels';
import { QueryStatus } from './QueryStatus';
import { useAdminQuery } from './useAdminQuery';
import { EmailText } from '../../ui/EmailText';

/** /admin: how the platform is doing, at a glance. */
export function AdminDashboard() {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useAdminQuery(() => Promise.all([adminApi.dashboard(), adminApi.actions(8)]), []);
  const [d, actions] = query.data ?? [null, []];
  const n = (v: number) => formatNumber(v, locale, 0);
  return (
    <>
      <DashboardIntro area="admin" />
      <div className="page admin-page">
        <QueryStatus query={query} />
        {d ? (
          <>
            <section className="card" aria-labelledby="admin-trainers-by-status">
              <h2 className="card-title" id="admin-trainers-by-status">
                {t('admin.dashboard.trainersByStatus')}
              </h2>
              <ul className="admin-stats">
                {TRAINER_STATUSES.map((s) => (
                  <li key={s}>
                    <Link to={`/admin/trainers`} className="admin-stat">
                      <span className="admin-stat-value">{n(d.trainers_by_status[s])}</span>
                      <span className="admin-stat-label">{t(`admin.status.${s}`)}</span>
                    </Link>
                  </li>
                ))}
              </ul>
              {d.trainers_disabled ? <p className="card-description">{t('admin.dashboard.disabled', { n: n(d.trainers_disabled) })}</p> : null}
            </section>
            <section className="card" aria-labelledby="admin-week">
              <h2 className="card-title" id="admin-week">
                {t('admin.dashboard.thisWeek', { date: when(d.week_starts, locale) })}
              </h2>
              <ul className="admin-stats">
                <li className="admin-stat">
                  <span className="admin-stat-value">{n(d.clients)}</span>
                  <span className="admin-stat-label">{t('admin.dashboard.clients')}</span>
                </li>
                <li className="admin-stat">
                  <span className="admin-stat-value">{n(d.sessions_this_week)}</span>
                  <span className="admin-stat-label">{t('admin.dashboard.sessions')}</span>
                </li>
                <li className="admin-stat">
                  <span className="admin-stat-value">{n(d.workouts_this_week)}</span>
                  <span className="admin-stat-label">{t('admin.dashboard.workouts')}</span>
                </li>
              </ul>
            </section>
            <section className="card" aria-labelledby="admin-trials">
              <h2 className="card-title" id="admin-trials">
                {t('admin.dashboard.trialsEnding')}
              </h2>
              {d.trials_ending.length ? (
                <ul className="admin-list">
                  {d.trials_ending.map((tr) => (
                    <li key={tr.id}>
                      <Link to={`/admin/trainer/${tr.id}`}>{tr.name}</Link>
                      <span className="admin-muted">
                        <EmailText email={tr.email} />
                      </span>
                      <span>{t('admin.dashboard.endsOn', { date: when(tr.trial_ends_at, locale) })}</span>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="card-description">{t('admin.dashboard.noTrialsEnding')}</p>
              )}
            </section>
            <section className="card" aria-labelledby="admin-recent">
              <h2 className="card-title" id="admin-recent">
                {t('admin.actions.title')}
              </h2>
              <ActionLog actions={actions} />
            </section>
          </>
        ) : null}
      </div>
    </>
  );
}
