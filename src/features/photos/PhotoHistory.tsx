import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../domain/constants';
import { POSES } from '../../../domain/photos/compare';
import { useLocale } from '../../hooks/useLocale';
import { Button } from '../../ui/Button';
import { ClockIcon } from '../../ui/icons';
import { formatTakenOn, photoAlt } from './format';
import { PhotoImage } from './PhotoImage';
import type { PhotoSetView, PhotoView } from './usePhotos';

const PAGE = 6;

/** A set waiting for its files to reach the server: stored on this device, uploaded when online. */
export function WaitingMark() {
  const { t } = useTranslation();
  return (
    <span className="pending-badge" title={t('photos.waitingTitle')} data-testid="photo-set-waiting">
      <ClockIcon size={14} />
      <span>{t('photos.waiting')}</span>
    </span>
  );
}

const SetItem = memo(function SetItem({
  set,
  locale,
  onOpen,
  onDelete,
}: {
  set: PhotoSetView;
  locale: Locale;
  onOpen: (set: PhotoSetView, photo: PhotoView) => void;
  onDelete?: (set: PhotoSetView) => void;
}) {
  const { t } = useTranslation();
  const date = formatTakenOn(set.takenOn, locale);
  return (
    <li className="photo-set" data-testid="photo-set" data-taken-on={set.takenOn}>
      <div className="photo-set-head">
        <h4 className="photo-set-date">
          <time dateTime={set.takenOn}>{date}</time>
        </h4>
        {set.waiting ? <WaitingMark /> : null}
        {onDelete ? (
          <Button variant="ghost" size="sm" className="photo-set-delete" onClick={() => onDelete(set)} aria-label={t('photos.history.deleteLabel', { date })}>
            {t('photos.history.delete')}
          </Button>
        ) : null}
      </div>
      <ul className="photo-thumbs">
        {[...set.photos].sort((a, b) => POSES.indexOf(a.pose) - POSES.indexOf(b.pose)).map((p) => {
          const alt = photoAlt(t, p.pose, set.takenOn, locale);
          return (
            <li key={p.id}>
              <button type="button" className="photo-thumb" onClick={() => onOpen(set, p)} aria-label={t('photos.history.open', { label: alt })}>
                <PhotoImage photo={p} kind="thumb" alt={alt} />
                <span className="photo-thumb-pose" aria-hidden="true">
                  {t(`photos.poses.${p.pose}`)}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {set.note ? <p className="photo-set-note">{set.note}</p> : null}
    </li>
  );
});

/** Every set, newest first, a page at a time: thumbnails (kept on the device for offline viewing), the waiting mark, the note. */
export function PhotoHistory({ sets, onOpen, onDelete }: { sets: readonly PhotoSetView[]; onOpen: (set: PhotoSetView, photo: PhotoView) => void; onDelete?: (set: PhotoSetView) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [shown, setShown] = useState(PAGE);
  return (
    <>
      <ul className="photo-sets" aria-label={t('photos.history.title')}>
        {sets.slice(0, shown).map((s) => (
          <SetItem key={s.id} set={s} locale={locale} onOpen={onOpen} onDelete={onDelete} />
        ))}
      </ul>
      {sets.length > shown ? (
        <Button variant="secondary" block onClick={() => setShown((n) => n + PAGE)}>
          {t('photos.history.more')}
        </Button>
      ) : null}
    </>
  );
}
