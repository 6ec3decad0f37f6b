import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Locale } from '../../../domain/constants';
import type { FinishSummary } from '../../../domain/workouts/summary';
import { formatNumber } from '../../i18n/format';
import { formatDuration } from './finish';

/** The finish summary: duration, sets, exercises, volume and the new records. */
export function FinishSummaryCard({ summary, nameOf, language, backTo }: { summary: FinishSummary; nameOf: (exerciseId: string) => string; language: Locale; backTo: string }) {
  const { t } = useTranslation();
  const n = (v: number) => formatNumber(v, language, 1);
  return (
    <section className="card wl-summary" aria-labelledby="wl-summary-title" data-testid="log-summary">
      <h2 id="wl-summary-title" className="wl-summary-title">
        {t('workoutLog.summary.title')}
      </h2>
      <dl className="wl-summary-stats">
        <div>
          <dt>{t('workoutLog.summary.duration')}</dt>
          <dd>{formatDuration(summary.durationSeconds)}</dd>
        </div>
        <div>
          <dt>{t('workoutLog.summary.sets')}</dt>
          <dd>{summary.setsDone}</dd>
        </div>
        <div>
          <dt>{t('workoutLog.summary.exercises')}</dt>
          <dd>{summary.exercisesDone}</dd>
        </div>
        <div>
          <dt>{t('workoutLog.summary.volume')}</dt>
          <dd>{t('workoutLog.summary.volumeValue', { value: formatNumber(summary.volumeKg, language, 0) })}</dd>
        </div>
      </dl>
      <h3 className="wl-summary-sub">{t('workoutLog.summary.records')}</h3>
      {summary.records.length ? (
        <ul className="wl-records">
          {summary.records.map((r, i) => (
            <li key={i}>{t(`workoutLog.summary.record.${r.kind}`, { name: nameOf(r.exerciseId), value: n(r.value), previous: n(r.previous), weight: n(r.weightKg ?? 0) })}</li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t('workoutLog.summary.noRecords')}</p>
      )}
      <Link className="btn btn--secondary btn--md" to={backTo}>
        {t('workoutLog.summary.done')}
      </Link>
    </section>
  );
}
