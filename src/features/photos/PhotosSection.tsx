import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../hooks/useLocale';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Spinner } from '../../ui/Spinner';
import { formatTakenOn } from './format';
import { PhotoCompare } from './PhotoCompare';
import { PhotoHistory } from './PhotoHistory';
import { PhotoViewer } from './PhotoViewer';
import { usePhotoActions, usePhotoSets, type PhotoSetView, type PhotoView } from './usePhotos';
import './photos.css';

// The form (with its pickers and previews) comes when first opened, not with the section.
const AddPhotoSetDialog = lazy(() => import('./AddPhotoSetDialog').then((m) => ({ default: m.AddPhotoSetDialog })));

/**
 * A client's progress photos: compare two dates, every set with its
 * thumbnails, and (for the client, who alone takes and deletes them) adding
 * and deleting sets. On the client's progress screen and the trainer's
 * client page; everything reads the device's database.
 */
export function PhotosSection({ clientId, own }: { clientId: string; own: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const read = usePhotoSets(clientId);
  // Newest first whatever order the device's index gave: the history and the compare view's first pick rely on it.
  const sets = useMemo(() => read && [...read].sort((a, b) => (a.takenOn === b.takenOn ? (a.id < b.id ? 1 : -1) : a.takenOn < b.takenOn ? 1 : -1)), [read]);
  const actions = usePhotoActions();
  const [adding, setAdding] = useState(false);
  const [addOpened, setAddOpened] = useState(false);
  const [deleting, setDeleting] = useState<PhotoSetView | null>(null);
  const [opened, setOpened] = useState<{ set: PhotoSetView; photo: PhotoView } | null>(null);
  const onOpen = useCallback((set: PhotoSetView, photo: PhotoView) => setOpened({ set, photo }), []);
  const titleId = `photos-section-${clientId}`;

  return (
    <section className="card photos-section" aria-labelledby={titleId} data-testid="photos-section">
      <div className="photos-section-head">
        <h2 className="card-title" id={titleId}>
          {t('photos.title')}
        </h2>
        {own ? (
          <Button
            size="sm"
            onClick={() => {
              setAddOpened(true);
              setAdding(true);
            }}
          >
            {t('photos.add')}
          </Button>
        ) : null}
      </div>
      {own ? <p className="photo-muted">{t('photos.private')}</p> : null}
      {sets === undefined ? (
        <Spinner label={t('photos.loading')} />
      ) : sets.length === 0 ? (
        <p className="card-description">{t(own ? 'photos.empty' : 'photos.trainerEmpty')}</p>
      ) : (
        <div className="photos-layout">
          <div className="photos-compare-part">
            <h3 className="photos-part-title">{t('photos.compare.title')}</h3>
            {sets.length >= 2 ? <PhotoCompare sets={sets} clientId={clientId} /> : <p className="photo-muted">{t('photos.compare.oneSet')}</p>}
          </div>
          <div className="photos-history-part">
            <h3 className="photos-part-title">
              {t('photos.history.title')} <span className="photo-count">{t('photos.history.count', { count: sets.length })}</span>
            </h3>
            <PhotoHistory sets={sets} onOpen={onOpen} onDelete={own ? setDeleting : undefined} />
          </div>
        </div>
      )}
      <PhotoViewer opened={opened} onClose={() => setOpened(null)} />
      {own && addOpened ? (
        <Suspense fallback={null}>
          <AddPhotoSetDialog open={adding} onOpenChange={setAdding} onSave={(input) => actions.addPhotoSet(input)} />
        </Suspense>
      ) : null}
      {own ? (
        <ConfirmDialog
          open={!!deleting}
          onOpenChange={(o) => !o && setDeleting(null)}
          title={t('photos.delete.title')}
          cancelLabel={t('photos.delete.cancel')}
          confirmLabel={t('photos.delete.confirm')}
          onConfirm={() => {
            const set = deleting;
            setDeleting(null);
            if (set) void actions.removePhotoSet(set.id);
          }}
        >
          {deleting ? <p>{t('photos.delete.text', { date: formatTakenOn(deleting.takenOn, locale) })}</p> : null}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
