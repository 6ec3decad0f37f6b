import { useTranslation } from 'react-i18next';
import { exercisePictures, PICTURE_SIZE, THUMB_SIZE } from '../../../../domain/exercises/pictures';
import './guide.css';

/*
 * The photos load lazily (only when scrolled near) and carry their size, so the page does not move when
 * one arrives; the service worker keeps each one it has shown for offline use (src/pwa/sw.ts).
 */

/** The start and end positions of a library exercise, side by side (stacked on a narrow phone). */
export function ExercisePhotos({ guideId, name }: { guideId: string; name: string }) {
  const { t } = useTranslation();
  const p = exercisePictures(guideId);
  if (!p) return null;
  return (
    <div className="exg-photos">
      <figure className="exg-photo">
        <img src={p.start} alt={t('exercises.guide.startAlt', { name })} loading="lazy" decoding="async" width={PICTURE_SIZE.width} height={PICTURE_SIZE.height} data-testid="exercise-photo" />
        <figcaption>{t('exercises.guide.start')}</figcaption>
      </figure>
      <figure className="exg-photo">
        <img src={p.end} alt={t('exercises.guide.endAlt', { name })} loading="lazy" decoding="async" width={PICTURE_SIZE.width} height={PICTURE_SIZE.height} data-testid="exercise-photo" />
        <figcaption>{t('exercises.guide.end')}</figcaption>
      </figure>
    </div>
  );
}

/** A list row's small start photo; an empty frame of the same size when there is none, so the names line up. */
export function ExerciseThumb({ guideId }: { guideId: string | null }) {
  const p = guideId ? exercisePictures(guideId) : null;
  if (!p) return <span className="exg-thumb exg-thumb--empty" aria-hidden="true" />;
  // Decorative: the exercise's name is beside it.
  return <img className="exg-thumb" src={p.thumb} alt="" loading="lazy" decoding="async" width={THUMB_SIZE.width} height={THUMB_SIZE.height} data-testid="exercise-thumb" />;
}
