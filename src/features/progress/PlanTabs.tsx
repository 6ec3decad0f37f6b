import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SetTarget } from '../../../domain/exercises/tracking';
import { formatDate } from '../../i18n/format';
import { Button, LinkButton } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import type { LoadedPlan } from '../plans';
import { useLocale } from '../../hooks/useLocale';
import { formatKg, formatLoggedAt, formatSignedKg } from '../weight-logs';
import { setValuesText, SetValuesText, useExerciseName } from './ExerciseTracker';
import { usePlanProgress } from './hooks';
import { LoggedSessionCard } from './LoggedSessionCard';
import { meetsTarget, type PlanExerciseProgress } from './plan-progress';
import './progress.css';

// recharts loads only once a chart is on screen, not with the plan screen.
const E1rmSparkline = lazy(() => import('./ProgressCharts').then((m) => ({ default: m.E1rmSparkline })));

const round1 = (n: number) => Math.round(n * 10) / 10;
const HISTORY_PAGE = 10;

/** Who looks: the client is told how to start; the trainer only reads. */
export type Viewer = 'client' | 'trainer';

interface PanelProps {
  clientId: string;
  plan: LoadedPlan;
  viewer: Viewer;
}

const targetValues = (t: SetTarget) => ({ reps: t.reps ?? null, weightKg: t.weight ?? null, durationSeconds: t.duration ?? null, distanceMeters: t.distance ?? null, rpe: t.effort ?? null });

function Empty({ viewer }: { viewer: Viewer }) {
  const { t } = useTranslation();
  if (viewer === 'trainer') {
    return (
      <section className="card progress-section" data-testid="plan-progress-empty">
        <p className="progress-muted">{t('progress.plan.emptyTrainer')}</p>
      </section>
    );
  }
  return (
    <section className="card progress-section" data-testid="plan-progress-empty">
      <h2 className="card-title">{t('progress.plan.emptyTitle')}</h2>
      <p className="card-description">{t('progress.plan.emptyText')}</p>
      <div>
        <LinkButton to="/client/track-workout">{t('progress.empty.action')}</LinkButton>
      </div>
    </section>
  );
}

function ExerciseCard({ x }: { x: PlanExerciseProgress }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const nameOf = useExerciseName();
  const name = nameOf(x.exerciseId);
  const working = x.latestSets.filter((s) => s.setType !== 'warmup');
  const rows = Math.max(x.targets.length, working.length);
  const change = x.firstE1rm !== null && x.latestE1rm !== null ? round1(x.latestE1rm) - round1(x.firstE1rm) : null;
  return (
    <article className="plan-ex" data-testid="plan-exercise" data-exercise={x.exerciseId}>
      <header className="plan-ex-head">
        <h3>{name}</h3>
        {x.bestE1rm !== null && (
          <span className="plan-ex-best" data-testid="plan-exercise-best">
            {t('progress.bestE1rm', { kg: formatKg(round1(x.bestE1rm), locale) })}
          </span>
        )}
      </header>
      {x.check === null ? (
        <p className="progress-muted">{t('progress.plan.notDone')}</p>
      ) : (
        <>
          {change !== null && x.points.length > 1 && (
            <p className="plan-ex-trend">
              {t('progress.plan.trend', { first: formatKg(round1(x.firstE1rm!), locale), latest: formatKg(round1(x.latestE1rm!), locale) })}{' '}
              <span className={change > 0 ? 'plan-up' : change < 0 ? 'plan-down' : 'progress-muted'}>{t('progress.kg', { kg: formatSignedKg(round1(change), locale) })}</span>
            </p>
          )}
          <Suspense fallback={null}>
            <E1rmSparkline sessions={x.points} label={t('progress.plan.chart', { name })} />
          </Suspense>
          <div className="progress-table-wrap">
            <table className="progress-table plan-targets">
              <caption>{t('progress.plan.latest', { date: formatDate(x.latestAt!, locale) })}</caption>
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">{t('progress.plan.target')}</th>
                  <th scope="col">{t('progress.plan.done')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('progress.plan.result')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {Array.from({ length: rows }, (_, i) => {
                  const target = x.targets[i];
                  const done = working[i];
                  const ok = target && done ? meetsTarget(done, target) : null;
                  return (
                    <tr key={i}>
                      <td>{i + 1}</td>
                      <td>{target ? setValuesText(t, locale, targetValues(target)) : '–'}</td>
                      <td>{done ? <SetValuesText set={done} /> : t('progress.plan.missing')}</td>
                      <td className={ok ? 'plan-ok' : target ? 'plan-short' : 'progress-muted'}>{ok ? '✓' : target ? '✗' : ''}{ok !== null && <span className="visually-hidden">{t(ok ? 'progress.plan.onTarget' : 'progress.plan.belowTarget')}</span>}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <p className="progress-muted plan-check" data-testid="plan-exercise-check">
            {t('progress.plan.check', { met: x.check.met, planned: x.check.planned })}
          </p>
        </>
      )}
    </article>
  );
}

/** The Progress tab of a plan: workouts on it, each exercise's e1RM trend and latest sets against the targets, records set on it. */
export function PlanProgressPanel({ clientId, plan, viewer }: PanelProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const nameOf = useExerciseName();
  const p = usePlanProgress(clientId, plan);
  if (!p) return <Spinner label={t('progress.loading')} />;
  if (p.sessions.length === 0) return <Empty viewer={viewer} />;
  return (
    <div className="progress-page" data-testid="plan-progress">
      <section className="progress-stats" aria-label={t('progress.stats')}>
        <div className="card progress-stat">
          <span className="progress-stat-value" data-testid="plan-workouts">
            {p.sessions.length}
          </span>
          <span className="progress-stat-label">{t('progress.plan.workouts')}</span>
        </div>
        <div className="card progress-stat">
          <span className="progress-stat-value">{formatDate(p.sessions[0]!.at, locale, { day: 'numeric', month: 'short' })}</span>
          <span className="progress-stat-label">{t('progress.plan.lastWorkout')}</span>
        </div>
        <div className="card progress-stat">
          <span className="progress-stat-value" data-testid="plan-volume">
            {t('progress.kg', { kg: formatKg(Math.round(p.volume), locale) })}
          </span>
          <span className="progress-stat-label">{t('progress.plan.volume')}</span>
        </div>
      </section>
      <section className="card progress-section">
        <h2 className="progress-section-title">{t('progress.plan.exercises')}</h2>
        <div className="plan-ex-list">
          {p.exercises.map((x) => (
            <ExerciseCard key={x.exerciseId} x={x} />
          ))}
        </div>
      </section>
      <section className="card progress-section">
        <h2 className="progress-section-title">{t('progress.plan.records')}</h2>
        {p.records.length === 0 ? (
          <p className="progress-muted">{t('progress.plan.noRecords')}</p>
        ) : (
          <ul className="progress-list" data-testid="plan-records">
            {p.records.map((r) => (
              <li key={`${r.setId}-${r.kind}`} className="progress-list-link">
                <span className="progress-list-name">{nameOf(r.exerciseId)}</span>
                <span className="progress-list-meta">
                  {t(`progress.recordKind.${r.kind}`, { kg: formatKg(round1(r.value), locale) })} · {formatLoggedAt(r.at, locale)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** The History tab of a plan: its logged sessions, newest first, a page at a time. */
export function PlanHistoryPanel({ clientId, plan, viewer }: PanelProps) {
  const { t } = useTranslation();
  const p = usePlanProgress(clientId, plan);
  const [shown, setShown] = useState(HISTORY_PAGE);
  if (!p) return <Spinner label={t('progress.loading')} />;
  if (p.sessions.length === 0) return <Empty viewer={viewer} />;
  return (
    <div className="progress-sessions" data-testid="plan-history">
      {p.sessions.slice(0, shown).map((s) => (
        <LoggedSessionCard key={s.sessionId} session={s} />
      ))}
      {p.sessions.length > shown && (
        <Button variant="secondary" onClick={() => setShown((n) => n + HISTORY_PAGE)}>
          {t('progress.plan.more', { count: p.sessions.length - shown })}
        </Button>
      )}
    </div>
  );
}
