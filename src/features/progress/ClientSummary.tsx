import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkButton } from '../../ui/Button';
import { ChevronRightIcon } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import { useLocale } from '../../hooks/useLocale';
import { formatKg, formatLoggedAt } from '../weight-logs';
import { useExerciseName } from './ExerciseTracker';
import { groupBySession, historyByExercise, mostLogged } from './history';
import { useClientLogRows } from './hooks';
import { overview } from './overview';
import { sessionDuration } from './plan-progress';
import { sessionSummaryText } from './set-text';
import './progress.css';

/*
 * The Progress and History sections of a trainer's client page
 * (/trainer/clients/:id), loaded lazily from there so that page does not carry
 * this feature. Live from the device's database like the logs screen.
 */

const round1 = (n: number) => Math.round(n * 10) / 10;
const logsPath = (clientId: string) => `/trainer/clients/${clientId}/logs`;

function useRows(clientId: string) {
  return useDeferredValue(useClientLogRows(clientId));
}

/** Workouts in 4 weeks, sets and volume this week, top exercises with their best e1RM, latest records. */
export function ClientProgressSummary({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const nameOf = useExerciseName();
  const rows = useRows(clientId);
  const figures = useMemo(() => (rows ? overview(rows.logs, rows.sets, new Date(), 3) : null), [rows]);
  const top = useMemo(() => (rows ? mostLogged(historyByExercise(rows.logs, rows.sets).values()).slice(0, 4) : []), [rows]);
  if (!figures) return <Spinner label={t('progress.loading')} />;
  if (top.length === 0) return <p className="card-description">{t('progress.trainer.empty')}</p>;
  const trackerOf = (exerciseId: string) => `${logsPath(clientId)}?exercise=${encodeURIComponent(exerciseId)}`;
  return (
    <div className="progress-summary" data-testid="client-progress">
      <dl className="progress-summary-stats">
        <div>
          <dt>{t('progress.workouts4Weeks')}</dt>
          <dd data-testid="client-workouts-4w">{figures.workouts4Weeks}</dd>
        </div>
        <div>
          <dt>{t('progress.setsThisWeek')}</dt>
          <dd data-testid="client-sets-week">{figures.setsThisWeek}</dd>
        </div>
        <div>
          <dt>{t('progress.volumeThisWeek')}</dt>
          <dd data-testid="client-volume-week">{t('progress.kg', { kg: formatKg(Math.round(figures.volumeThisWeek), locale) })}</dd>
        </div>
      </dl>
      <div className="progress-summary-columns">
        <div>
          <h3 className="progress-summary-title">{t('progress.client.topExercises')}</h3>
          <ul className="progress-list">
            {top.map((h) => (
              <li key={h.exerciseId}>
                <Link className="progress-list-link" to={trackerOf(h.exerciseId)}>
                  <span className="progress-list-name">{nameOf(h.exerciseId)}</span>
                  <span className="progress-list-meta">
                    {h.bestE1rm === null ? t('progress.setsCount', { count: h.workingSets }) : t('progress.bestE1rm', { kg: formatKg(round1(h.bestE1rm), locale) })}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="progress-summary-title">{t('progress.client.latestRecords')}</h3>
          {figures.records.length === 0 ? (
            <p className="progress-muted">{t('progress.client.noRecords')}</p>
          ) : (
            <ul className="progress-list">
              {figures.records.map((r) => (
                <li key={`${r.setId}-${r.kind}`}>
                  <Link className="progress-list-link" to={trackerOf(r.exerciseId)}>
                    <span className="progress-list-name">{nameOf(r.exerciseId)}</span>
                    <span className="progress-list-meta">
                      {t(`progress.recordKind.${r.kind}`, { kg: formatKg(round1(r.value), locale) })} · {formatLoggedAt(r.at, locale)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}

const LATEST = 3;

/** The latest few logged sessions (when, how long, sets, volume, exercises) and the way to all of them. */
export function ClientHistorySummary({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const nameOf = useExerciseName();
  const rows = useRows(clientId);
  const sessions = useMemo(() => (rows ? groupBySession(rows.logs, rows.sets) : null), [rows]);
  if (!sessions) return <Spinner label={t('progress.loading')} />;
  return (
    <>
      {sessions.length === 0 ? (
        <p className="card-description">{t('progress.trainer.empty')}</p>
      ) : (
        <ul className="progress-list" data-testid="client-history">
          {sessions.slice(0, LATEST).map((s) => {
            const seconds = sessionDuration(s);
            return (
              <li key={s.sessionId} className="progress-history-item" data-testid="client-history-session">
                <span className="progress-list-name">{formatLoggedAt(s.at, locale)}</span>
                <span className="progress-list-meta">
                  {seconds !== null && `${t('progress.minutes', { minutes: Math.max(1, Math.round(seconds / 60)) })} · `}
                  {sessionSummaryText(t, locale, s)}
                </span>
                <span className="progress-history-exercises">{s.exercises.map((e) => nameOf(e.log.exerciseId)).join(', ')}</span>
              </li>
            );
          })}
        </ul>
      )}
      <LinkButton to={logsPath(clientId)} variant="secondary" size="sm" icon={<ChevronRightIcon size={16} />}>
        {sessions.length > LATEST ? t('progress.client.allLogsCount', { count: sessions.length }) : t('progress.client.allLogs')}
      </LinkButton>
    </>
  );
}
