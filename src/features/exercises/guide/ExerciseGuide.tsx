import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/Dialog';
import { ExercisePhotos } from './Photos';
import { useSteps } from './steps';
import { useLocale } from '../../../hooks/useLocale';
import './guide.css';

/** What a guide shows: a library exercise's photos and steps, or a trainer's own exercise's text and video link. */
export interface GuideSubject {
  name: string;
  /** The library exercise whose photos and steps apply (domain/exercises/pictures.ts guideIdOf). */
  guideId: string | null;
  description?: string | null;
  videoUrl?: string | null;
}

/** Whether there is anything to show for an exercise. */
export const hasGuideContent = (s: GuideSubject) => Boolean(s.guideId || s.description || s.videoUrl);

/** The photos and the numbered steps (loaded on first use, in the interface language or else English). */
export function ExerciseGuide({ subject, photos = true }: { subject: GuideSubject; photos?: boolean }) {
  const { t } = useTranslation();
  const language = useLocale();
  const steps = useSteps(subject.guideId, language);
  return (
    <div className="exg" data-testid="exercise-guide">
      {photos && subject.guideId ? <ExercisePhotos guideId={subject.guideId} name={subject.name} /> : null}
      {subject.description ? <p className="exg-description">{subject.description}</p> : null}
      {steps.status === 'loading' ? <p className="muted small">{t('common.loading')}</p> : null}
      {steps.status === 'failed' ? <p className="muted small">{t('exercises.guide.stepsOffline')}</p> : null}
      {steps.status === 'ready' ? (
        <section className="exg-steps" aria-label={t('exercises.guide.steps')}>
          <h3 className="exg-steps-title">{t('exercises.guide.steps')}</h3>
          {steps.language !== language ? <p className="muted small">{t('exercises.guide.inEnglish')}</p> : null}
          <ol lang={steps.language === language ? undefined : 'en'}>
            {steps.steps.map((s, i) => (
              <li key={i}>{s}</li>
            ))}
          </ol>
        </section>
      ) : null}
      {subject.videoUrl ? (
        <a className="text-link" href={subject.videoUrl} target="_blank" rel="noreferrer noopener">
          {t('exercises.guide.video')}
        </a>
      ) : null}
      {!hasGuideContent(subject) ? <p className="muted">{t('exercises.guide.none')}</p> : null}
    </div>
  );
}

/** The guide as a sheet over the screen (the library's "How to", a tap on a logged exercise's name). */
export function ExerciseGuideDialog({ subject, open, onOpenChange }: { subject: GuideSubject; open: boolean; onOpenChange: (v: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={subject.name}>
      <ExerciseGuide subject={subject} />
    </Dialog>
  );
}
