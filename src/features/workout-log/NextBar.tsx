import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import type { LogModel } from './model';

interface NextBarProps {
  model: LogModel;
  nameOf: (exerciseId: string) => string;
  /** Finishing needs a stored session (a blank workout has one from its first set). */
  canFinish: boolean;
  onFinish: () => void;
}

/** The bar at the bottom of the logging screen: what is next (a link to its set) and Finish. */
export function NextBar({ model, nameOf, canFinish, onFinish }: NextBarProps) {
  const { t } = useTranslation();
  const next = model.next;
  const nextEntry = next ? model.entries.find((e) => e.key === next.entryKey) : undefined;
  const thenEntry = next?.thenEntryKey ? model.entries.find((e) => e.key === next.thenEntryKey) : undefined;
  return (
    <div className="wl-bottom">
      <p className="wl-next" aria-live="polite">
        <span className="wl-next-label">{t('workoutLog.next.label')}</span>{' '}
        {nextEntry && next ? (
          <a
            href={`#wl-${nextEntry.key}`}
            className="wl-next-link"
            onClick={(ev) => {
              ev.preventDefault();
              document.getElementById(`wl-${nextEntry.key}`)?.querySelector(`[data-set-order="${next.order}"]`)?.scrollIntoView({ block: 'center', behavior: 'smooth' });
            }}
          >
            {nextEntry.letter ? `${nextEntry.letter} · ` : ''}
            {t('workoutLog.next.set', { name: nameOf(nextEntry.exerciseId), set: next.order + 1 })}
            {thenEntry ? ` · ${t('workoutLog.next.then', { name: nameOf(thenEntry.exerciseId) })}` : ''}
          </a>
        ) : model.entries.length ? (
          t('workoutLog.next.allDone')
        ) : (
          t('workoutLog.next.none')
        )}
      </p>
      <Button disabled={!model.started || !canFinish} title={model.started ? undefined : t('workoutLog.finish.needSet')} onClick={onFinish}>
        {t('workoutLog.finish.button')}
      </Button>
    </div>
  );
}
