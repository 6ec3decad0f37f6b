import { useTranslation } from 'react-i18next';
import { useLocale } from '../../hooks/useLocale';
import { formatLoggedAt } from '../weight-logs';
import { SetValuesText, useExerciseName } from './ExerciseTracker';
import type { LoggedExercise, LoggedSession } from './history';
import type { SessionHead } from './hooks';
import { sessionDuration } from './plan-progress';
import { sessionSummaryText, supersetGroups } from './set-text';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function ExerciseSets({ exercise: e, letter }: { exercise: LoggedExercise; letter?: string }) {
  const { t } = useTranslation();
  const nameOf = useExerciseName();
  return (
    <div className="progress-session-exercise">
      <h3>
        {letter && <span className="progress-superset-letter">{letter}</span>}
        {nameOf(e.log.exerciseId)}
      </h3>
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
  );
}

/**
 * One logged session as the logs and a plan's history show it: its title
 * (when the session is on the device), when, how long, sets and volume, its
 * notes, then each exercise's done sets, a superset's exercises together.
 */
export function LoggedSessionCard({ session: s, head }: { session: LoggedSession; head?: SessionHead | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const seconds = sessionDuration(s);
  const when = formatLoggedAt(s.at, locale);
  return (
    <section className="card progress-section" data-testid="logged-session">
      <h2 className="progress-section-title">
        {head?.title || when}
        <span className="progress-count">
          {head?.title && `${when} · `}
          {seconds !== null && `${t('progress.minutes', { minutes: Math.max(1, Math.round(seconds / 60)) })} · `}
          {sessionSummaryText(t, locale, s)}
        </span>
      </h2>
      {head?.notes && <p className="progress-session-notes">{head.notes}</p>}
      {supersetGroups(s.exercises).map((group) =>
        group.length === 1 ? (
          <ExerciseSets key={group[0]!.log.id} exercise={group[0]!} />
        ) : (
          <div key={group[0]!.log.id} className="progress-superset" data-testid="logged-superset">
            <p className="progress-superset-label">{t('workoutLog.superset')}</p>
            {group.map((e, i) => (
              <ExerciseSets key={e.log.id} exercise={e} letter={LETTERS[i] ?? String(i + 1)} />
            ))}
          </div>
        ),
      )}
    </section>
  );
}
