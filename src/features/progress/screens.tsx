import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useClient, useProfile } from '../../db';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { useLocale } from '../../hooks/useLocale';
import { ExportCsvButton, HistoryActions } from '../workout-import';
import { formatKg, formatLoggedAt } from '../weight-logs';
import { ExerciseTracker, useExerciseName } from './ExerciseTracker';
import { LoggedSessionCard } from './LoggedSessionCard';
import { groupBySession, historyByExercise, mostLogged } from './history';
import { useClientLogRows, useSessionHeads } from './hooks';
import { OlderHistoryNote } from './OlderHistoryNote';
import { overview } from './overview';
import './progress.css';

const round1 = (n: number) => Math.round(n * 10) / 10;

// Progress photos (issue 30) in a chunk of their own, with the compare view and the add form.
const PhotosSection = lazy(() => import('../photos/PhotosSection').then((m) => ({ default: m.PhotosSection })));
// Body measurements (issue 30) beside the photos, in a chunk of their own too: their charts load only with them.
const MeasurementsSection = lazy(() => import('../measurements').then((m) => ({ default: m.ClientMeasurementsSection })));

function Header({ title, lead }: { title: string; lead?: string }) {
  return (
    <header className="page-header">
      <h1 className="page-title">{title}</h1>
      {lead && <p className="page-lead">{lead}</p>}
    </header>
  );
}

/** /client/progress: the client's overview of their logged training. */
export function ClientProgressScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const profile = useProfile();
  const clientId = profile?.clientId ?? null;
  const live = useClientLogRows(clientId);
  const rows = useDeferredValue(live);
  const nameOf = useExerciseName();
  const figures = useMemo(() => (rows ? overview(rows.logs, rows.sets, new Date()) : null), [rows]);
  const top = useMemo(() => (rows ? mostLogged(historyByExercise(rows.logs, rows.sets).values()).slice(0, 6) : []), [rows]);
  if (profile === undefined || (clientId && !rows)) return <Spinner label={t('progress.loading')} />;
  const header = (
    <>
      <Header title={t('progress.title')} lead={t('progress.lead')} />
      <OlderHistoryNote older={rows?.older} />
    </>
  );
  const weightLink = (
    <>
      <Link className="text-link" to="/client/weight">
        {t('progress.weightLink')}
      </Link>
      {' · '}
      <Link className="text-link" to="/client/measurements">
        {t('measurements.link')}
      </Link>
    </>
  );
  const photos = clientId ? (
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <PhotosSection clientId={clientId} own />
      <MeasurementsSection clientId={clientId} own />
    </Suspense>
  ) : null;
  if (!figures || top.length === 0) {
    return (
      <div className="page progress-page">
        {header}
        <section className="card progress-section">
          <h2 className="card-title">{t('progress.empty.title')}</h2>
          <p className="card-description">{t('progress.empty.text')}</p>
          <Link className="btn btn--primary btn--md" to="/client/track-workout">
            {t('progress.empty.action')}
          </Link>
        </section>
        {photos}
        <p>{weightLink}</p>
      </div>
    );
  }
  return (
    <div className="page progress-page">
      {header}
      {clientId && <ExportCsvButton clientId={clientId} clientName={profile?.name ?? ''} older={rows?.older.rows ?? null} standalone />}
      <section className="progress-stats" aria-label={t('progress.stats')}>
        <div className="card progress-stat">
          <span className="progress-stat-value">{figures.workouts4Weeks}</span>
          <span className="progress-stat-label">{t('progress.workouts4Weeks')}</span>
        </div>
        <div className="card progress-stat">
          <span className="progress-stat-value">{figures.setsThisWeek}</span>
          <span className="progress-stat-label">{t('progress.setsThisWeek')}</span>
        </div>
        <div className="card progress-stat">
          <span className="progress-stat-value">{t('progress.kg', { kg: formatKg(Math.round(figures.volumeThisWeek), locale) })}</span>
          <span className="progress-stat-label">{t('progress.volumeThisWeek')}</span>
        </div>
      </section>

      <div className="progress-columns">
        <section className="card progress-section">
          <h2 className="progress-section-title">{t('progress.topExercises')}</h2>
          <ul className="progress-list">
            {top.map((h) => (
              <li key={h.exerciseId}>
                <Link className="progress-list-link" to={`/client/exercise-tracker?exercise=${encodeURIComponent(h.exerciseId)}`}>
                  <span className="progress-list-name">{nameOf(h.exerciseId)}</span>
                  <span className="progress-list-meta">
                    {h.bestE1rm === null ? t('progress.setsCount', { count: h.workingSets }) : t('progress.bestE1rm', { kg: formatKg(round1(h.bestE1rm), locale) })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        <section className="card progress-section">
          <h2 className="progress-section-title">{t('progress.latestRecords')}</h2>
          {figures.records.length === 0 ? (
            <p className="progress-muted">{t('progress.noRecordsYet')}</p>
          ) : (
            <ul className="progress-list">
              {figures.records.map((r) => (
                <li key={`${r.setId}-${r.kind}`}>
                  <Link className="progress-list-link" to={`/client/exercise-tracker?exercise=${encodeURIComponent(r.exerciseId)}`}>
                    <span className="progress-list-name">{nameOf(r.exerciseId)}</span>
                    <span className="progress-list-meta">
                      {t(`progress.recordKind.${r.kind}`, { kg: formatKg(round1(r.value), locale) })} · {formatLoggedAt(r.at, locale)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      {photos}
      <p className="progress-footer-links">
        {weightLink}
        <Link className="text-link" to="/client/exercise-tracker">
          {t('progress.trackerLink')}
        </Link>
      </p>
    </div>
  );
}

/** /client/exercise-tracker: one exercise over time. */
export function ClientExerciseTrackerScreen() {
  const { t } = useTranslation();
  const profile = useProfile();
  const clientId = profile?.clientId ?? null;
  if (profile === undefined) return <Spinner label={t('progress.loading')} />;
  return (
    <div className="page progress-page">
      <Header title={t('progress.tracker.title')} lead={t('progress.tracker.lead')} />
      {clientId ? <ExerciseTracker clientId={clientId} /> : <p className="progress-muted">{t('progress.tracker.none')}</p>}
      <p className="progress-footer-links">
        <Link className="text-link" to="/client/progress">
          {t('progress.backToProgress')}
        </Link>
      </p>
    </div>
  );
}

const SESSIONS_PAGE = 20;

/** /trainer/clients/:id/logs: a client's logged sessions (read-only) and the per-exercise tracker. */
export function TrainerClientLogsScreen() {
  const { t } = useTranslation();
  const { id } = useParams();
  const client = useClient(id);
  const live = useClientLogRows(id ?? null);
  const rows = useDeferredValue(live);
  const sessions = useMemo(() => (rows ? groupBySession(rows.logs, rows.sets) : null), [rows]);
  const heads = useSessionHeads(id ?? null);
  const [shown, setShown] = useState(SESSIONS_PAGE);
  const [params] = useSearchParams();
  const [tab, setTab] = useState<'sessions' | 'tracker'>(() => (params.has('exercise') ? 'tracker' : 'sessions'));
  if (client === undefined || !sessions || !rows) return <Spinner label={t('progress.loading')} />;
  const back = (
    <Link className="text-link" to={`/trainer/clients/${id}`}>
      {t('progress.trainer.back')}
    </Link>
  );
  if (!client || !id) {
    return (
      <div className="page progress-page">
        <Header title={t('progress.trainer.title')} lead={t('progress.trainer.notFound')} />
        {back}
      </div>
    );
  }
  return (
    <div className="page progress-page">
      <p className="progress-back">{back}</p>
      <Header title={t('progress.trainer.titleFor', { name: client.name })} lead={t('progress.trainer.lead')} />
      <HistoryActions clientId={id} clientName={client.name} older={rows.older.rows} />
      {tab === 'sessions' && <OlderHistoryNote older={rows.older} />}
      {sessions.length === 0 ? (
        <section className="card progress-section">
          <p className="progress-muted">{t('progress.trainer.empty')}</p>
        </section>
      ) : (
        <>
          <div className="progress-tabs" role="tablist">
            <button type="button" role="tab" aria-selected={tab === 'sessions'} className="progress-tab" onClick={() => setTab('sessions')}>
              {t('progress.trainer.sessions')}
            </button>
            <button type="button" role="tab" aria-selected={tab === 'tracker'} className="progress-tab" onClick={() => setTab('tracker')}>
              {t('progress.trainer.tracker')}
            </button>
          </div>
          {tab === 'tracker' ? (
            <ExerciseTracker clientId={id} rows={rows} />
          ) : (
            <div className="progress-sessions">
              {sessions.slice(0, shown).map((s) => (
                <LoggedSessionCard key={s.sessionId} session={s} head={heads?.get(s.sessionId)} />
              ))}
              {sessions.length > shown && (
                <Button variant="secondary" onClick={() => setShown((n) => n + SESSIONS_PAGE)}>
                  {t('progress.trainer.more', { count: sessions.length - shown })}
                </Button>
              )}
            </div>
          )}
        </>
      )}
    </div>
  );
}

export { TrainerPlanProgressScreen } from './TrainerPlanProgress';
