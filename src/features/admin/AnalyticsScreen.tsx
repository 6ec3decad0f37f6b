import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import { BreakableText, pathParts } from '../../ui/BreakableText';
import { Spinner } from '../../ui/Spinner';
import { useLocale } from '../../hooks/useLocale';
import { adminApi, type Analytics } from './api';
import { classifyPath } from '../../app/routes/classify';
import { QueryStatus } from './QueryStatus';
import { useAdminQuery } from './useAdminQuery';

// The charting library loads with this screen only, never with the dashboard or the app.
const WeeklyCharts = lazy(() => import('./WeeklyCharts'));

/** /admin/analytics: twelve weeks of use, page views by landing page and language, and sync health. */
export function AdminAnalytics() {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useAdminQuery(() => adminApi.analytics(), []);
  const a = query.data;
  const n = (v: number) => formatNumber(v, locale, 0);
  const landing = a?.page_views.filter((p) => isLandingPath(p.path)) ?? [];
  const inApp = a?.page_views.filter((p) => !isLandingPath(p.path)) ?? [];
  return (
    <div className="page admin-page">
      <header className="page-header">
        <h1 className="page-title">{t('admin.analytics.title')}</h1>
        <p className="page-lead">{t('admin.analytics.lead')}</p>
      </header>
      <QueryStatus query={query} />
      {a ? (
        <>
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            <WeeklyCharts weeks={a.weeks} />
          </Suspense>
          <section className="card" aria-labelledby="analytics-pages">
            <h2 className="card-title" id="analytics-pages">
              {t('admin.analytics.pageViews')}
            </h2>
            <p className="card-description">{t('admin.analytics.pageViewsText')}</p>
            {landing.length ? <ViewsTable rows={landing} label={t('admin.analytics.pageViews')} /> : <p className="card-description">{t('admin.analytics.noViews')}</p>}
            {inApp.length ? (
              <>
                <h3 className="admin-subtitle">{t('admin.analytics.appPages')}</h3>
                <ViewsTable rows={inApp} label={t('admin.analytics.appPages')} />
              </>
            ) : null}
            {a.referrers.length ? (
              <>
                <h3 className="admin-subtitle">{t('admin.analytics.referrers')}</h3>
                <ul className="admin-list">
                  {a.referrers.map((r) => (
                    <li key={r.host}>
                      <span>{r.host}</span>
                      <span className="admin-muted">{n(r.views)}</span>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>
          <section className="card" aria-labelledby="analytics-sync">
            <h2 className="card-title" id="analytics-sync">
              {t('admin.analytics.sync')}
            </h2>
            <ul className="admin-stats">
              <li className="admin-stat">
                <span className="admin-stat-value">{n(a.sync.rejected_week)}</span>
                <span className="admin-stat-label">{t('admin.analytics.rejectedWeek')}</span>
              </li>
              <li className="admin-stat">
                <span className="admin-stat-value">{n(a.sync.rejected_total)}</span>
                <span className="admin-stat-label">{t('admin.analytics.rejectedTotal')}</span>
              </li>
              <li className="admin-stat">
                <span className="admin-stat-value">{n(a.sync.notices_waiting)}</span>
                <span className="admin-stat-label">{t('admin.analytics.noticesWaiting')}</span>
              </li>
              <li className="admin-stat">
                <span className="admin-stat-value">{n(a.sync.devices)}</span>
                <span className="admin-stat-label">{t('admin.analytics.devices', { n: n(a.sync.devices_week) })}</span>
              </li>
            </ul>
            <p className="card-description">{t('admin.analytics.syncText')}</p>
            {a.sync.rejected_by_code.length ? (
              <ul className="admin-list">
                {a.sync.rejected_by_code.map((r) => (
                  <li key={r.code}>
                    <code>{r.code}</code>
                    <span className="admin-muted">{n(r.n)}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        </>
      ) : null}
    </div>
  );
}

const isLandingPath = (path: string) => classifyPath(path).kind === 'landing';

function ViewsTable({ rows, label }: { rows: Analytics['page_views']; label: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const n = (v: number) => formatNumber(v, locale, 0);
  return (
    // On a phone the table scrolls sideways in this box: focusable and named, so a keyboard can scroll it (axe scrollable-region-focusable).
    <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={label}>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{t('admin.analytics.page')}</th>
            <th scope="col" className="num">EN</th>
            <th scope="col" className="num">SK</th>
            <th scope="col" className="num">CZ</th>
            <th scope="col" className="num">
              {t('admin.analytics.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((p) => (
            <tr key={p.path}>
              <td className="admin-path">
                <BreakableText parts={pathParts(p.path)} />
              </td>
              <td className="num">{n(p.en)}</td>
              <td className="num">{n(p.sk)}</td>
              <td className="num">{n(p.cz)}</td>
              <td className="num">{n(p.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
