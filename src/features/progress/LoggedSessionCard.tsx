import { useTranslation } from 'react-i18next';
import { useLocale } from '../sync-status/useLocale';
import { formatKg, formatLoggedAt } from '../weight/format';
import { SetValuesText, useExerciseName } from './ExerciseTracker';
import type { LoggedSession } from './history';
import { sessionDuration } from './plan-progress';

/** One logged session as the logs and a plan's history show it: when, how long, sets and volume, then each exercise's done sets. */
export function LoggedSessionCard({ session: s }: { session: LoggedSession }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const nameOf = useExerciseName();
  const seconds = sessionDuration(s);
  return (
    <section className="card progress-section" data-testid="logged-session">
      <h2 className="progress-section-title">
        {formatLoggedAt(s.at, locale)}
        <span className="progress-count">
          {seconds !== null && `${t('progress.minutes', { minutes: Math.max(1, Math.round(seconds / 60)) })} · `}
          {t('progress.sessionSummary', { sets: s.setCount, kg: formatKg(Math.round(s.volume), locale) })}
        </span>
      </h2>
      {s.exercises.map((e) => (
        <div key={e.log.id} className="progress-session-exercise">
          <h3>{nameOf(e.log.exerciseId)}</h3>
          <ol className="progress-session-sets">
            {e.sets.map((set) => (
              <li key={set.id} className={set.setType === 'warmup' ? 'is-warmup' : undefined}>
                {set.setType !== 'working' && <span className="progress-set-type">{t(`workoutLog.setType.${set.setType}`)}</span>}
                <SetValuesText set={set} />
              </li>
            ))}
          </ol>
          {e.log.notes && <p className="progress-muted">{e.log.notes}</p>}
        </div>
      ))}
    </section>
  );
}
