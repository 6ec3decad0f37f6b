import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { personalRecords } from '../../../domain/workouts/records';
import type { SetRow } from '../../../domain/workouts/rows';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { resolveExercise, useOwnExerciseMap } from '../exercises';
import { useLocale } from '../../hooks/useLocale';
import { htmlLangOf } from '../../../domain/language';
import { formatKg, formatLoggedAt } from '../weight-logs';
import { historyByExerciseOnce, mostLogged } from './history';
import { useClientLogRows, type ClientLogRows } from './hooks';
import { OlderHistoryNote } from './OlderHistoryNote';
import { setValuesText } from './set-text';
import './progress.css';

// recharts loads only once a chart is on screen.
const ProgressCharts = lazy(() => import('./ProgressCharts'));

const PAGE = 100;

export { setValuesText };

/** How a done set reads. */
export function SetValuesText({ set }: { set: SetRow }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return <>{setValuesText(t, locale, set)}</>;
}

/** The exercises a client has logged, by name, for the picker and the headings. */
export function useExerciseName(): (id: string) => string {
  const own = useOwnExerciseMap();
  const language = useLocale();
  const { t } = useTranslation();
  return useMemo(() => {
    const map = own ?? new Map();
    return (id: string) => {
      const x = resolveExercise(id, map, language);
      return x.missing ? t('progress.missingExercise') : x.name;
    };
  }, [own, language, t]);
}

/**
 * One exercise over time for one client: pick it (preselected by
 * ?exercise=), its e1RM and volume per session as charts, its records and
 * every done set, newest first. The client's own screen and the trainer's
 * view of a client share it.
 */
export function ExerciseTracker({ clientId, rows: given }: { clientId: string; rows?: ClientLogRows }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const own = useClientLogRows(given ? null : clientId);
  const rows = useDeferredValue(given ?? own);
  const [params, setParams] = useSearchParams();
  const [shown, setShown] = useState(PAGE);
  // One date formatter for the table's rows (making one per row costs more than the row).
  const day = useMemo(() => new Intl.DateTimeFormat(htmlLangOf(locale), { dateStyle: 'medium' }), [locale]);
  const nameOf = useExerciseName();
  // Two set types label a hundred rows: translate each once.
  const typeLabel = useMemo(() => {
    const labels = new Map<string, string>();
    return (type: SetRow['setType']) => {
      let s = labels.get(type);
      if (s === undefined) labels.set(type, (s = t(`workoutLog.setType.${type}`)));
      return s;
    };
  }, [t]);
  // Sets repeat their values (the same reps at the same weight): each distinct text is built once.
  const valuesOf = useMemo(() => {
    const texts = new Map<string, string>();
    return (set: SetRow) => {
      const key = `${set.reps}|${set.weightKg}|${set.durationSeconds}|${set.distanceMeters}|${set.rpe}`;
      let s = texts.get(key);
      if (s === undefined) texts.set(key, (s = setValuesText(t, locale, set)));
      return s;
    };
  }, [t, locale]);
  const histories = useMemo(() => (rows ? historyByExerciseOnce(rows.logs, rows.sets) : null), [rows]);
  const ranked = useMemo(() => (histories ? mostLogged(histories.values()) : []), [histories]);
  const options = useMemo(() => ranked.map((h) => ({ id: h.exerciseId, name: nameOf(h.exerciseId) })).sort((a, b) => a.name.localeCompare(b.name, locale)), [ranked, nameOf, locale]);
  const wanted = params.get('exercise');
  const selectedId = wanted && histories?.has(wanted) ? wanted : (ranked[0]?.exerciseId ?? null);
  const history = selectedId ? histories!.get(selectedId)! : null;
  const records = useMemo(() => (history ? personalRecords(history.entries.map((e) => e.set)) : null), [history]);
  const atOf = useMemo(() => new Map(history?.entries.map((e) => [e.set.id, e.at]) ?? []), [history]);
  const sessionAt = useMemo(() => new Map(history?.sessions.map((p) => [p.sessionId, p.at]) ?? []), [history]);

  if (!rows || !histories) return <Spinner label={t('progress.loading')} />;
  if (!history || !records) return <p className="progress-muted">{t('progress.tracker.none')}</p>;

  const when = (setId: string) => {
    const at = atOf.get(setId);
    return at ? formatLoggedAt(at, locale) : '';
  };

  return (
    <div className="progress-tracker">
      <OlderHistoryNote older={rows.older} />
      <label className="field progress-picker">
        <span className="field-label">{t('progress.tracker.pick')}</span>
        <select
          className="field-input"
          value={history.exerciseId}
          onChange={(e) => {
            setShown(PAGE);
            const next = new URLSearchParams(params);
            next.set('exercise', e.target.value);
            setParams(next, { replace: true });
          }}
        >
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.name}
            </option>
          ))}
        </select>
      </label>

      <section className="card progress-section">
        <h2 className="progress-section-title">{nameOf(history.exerciseId)}</h2>
        <Suspense fallback={<div className="progress-chart-placeholder" />}>
          {/* Keyed by exercise: recharts draws a new chart faster than it updates one for other data. */}
          <ProgressCharts key={history.exerciseId} sessions={history.sessions} />
        </Suspense>
      </section>

      <section className="card progress-section">
        <h2 className="progress-section-title">{t('progress.tracker.records')}</h2>
        <dl className="progress-records">
          {records.bestE1rm && (
            <div>
              <dt>{t('progress.record.e1rm')}</dt>
              <dd>
                {t('progress.kg', { kg: formatKg(Math.round(records.bestE1rm.value * 10) / 10, locale) })} <small>{when(records.bestE1rm.setId)}</small>
              </dd>
            </div>
          )}
          {records.heaviestWeight && (
            <div>
              <dt>{t('progress.record.weight')}</dt>
              <dd>
                {t('progress.kg', { kg: formatKg(records.heaviestWeight.value, locale) })} <small>{when(records.heaviestWeight.setId)}</small>
              </dd>
            </div>
          )}
          {records.bestSessionVolume && (
            <div>
              <dt>{t('progress.record.volume')}</dt>
              <dd>
                {t('progress.kg', { kg: formatKg(Math.round(records.bestSessionVolume.value), locale) })}{' '}
                <small>{sessionAt.has(records.bestSessionVolume.sessionId) ? formatLoggedAt(sessionAt.get(records.bestSessionVolume.sessionId)!, locale) : ''}</small>
              </dd>
            </div>
          )}
          {records.mostReps.slice(0, 5).map((r) => (
            <div key={r.weightKg}>
              <dt>{t('progress.record.repsAt', { kg: formatKg(r.weightKg, locale) })}</dt>
              <dd>
                {t('progress.reps', { reps: r.value })} <small>{when(r.setId)}</small>
              </dd>
            </div>
          ))}
        </dl>
        {!records.bestE1rm && !records.heaviestWeight && <p className="progress-muted">{t('progress.tracker.noRecords')}</p>}
      </section>

      <section className="card progress-section">
        <h2 className="progress-section-title">
          {t('progress.tracker.sets')} <span className="progress-count">{history.entries.length}</span>
        </h2>
        <div className="progress-table-wrap">
          <table className="progress-table">
            <thead>
              <tr>
                <th scope="col">{t('progress.col.date')}</th>
                <th scope="col">{t('progress.col.type')}</th>
                <th scope="col">{t('progress.col.set')}</th>
                <th scope="col" className="num">
                  {t('progress.e1rm')}
                </th>
              </tr>
            </thead>
            <tbody>
              {history.entries.slice(0, shown).map((e) => (
                <tr key={e.set.id} className={e.set.setType === 'warmup' ? 'is-warmup' : undefined}>
                  <td className="nowrap">{day.format(new Date(e.at))}</td>
                  <td>{typeLabel(e.set.setType)}</td>
                  <td>{valuesOf(e.set)}</td>
                  <td className="num">{e.e1rm === null ? '–' : formatKg(Math.round(e.e1rm * 10) / 10, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {history.entries.length > shown && (
          <Button variant="secondary" onClick={() => setShown((n) => n + PAGE * 5)}>
            {t('progress.tracker.more', { count: history.entries.length - shown })}
          </Button>
        )}
      </section>
    </div>
  );
}
