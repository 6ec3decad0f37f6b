import { useTranslation } from 'react-i18next';
import { useLocale } from '../../hooks/useLocale';
import { Dialog } from '../../ui/Dialog';
import { photoAlt } from './format';
import { PhotoImage } from './PhotoImage';
import type { PhotoSetView, PhotoView } from './usePhotos';

/** One photo opened at full size (fetched when online and not on the device; opening it marks it viewed, which keeps it from eviction longer). */
export function PhotoViewer({ opened, onClose }: { opened: { set: PhotoSetView; photo: PhotoView } | null; onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const alt = opened ? photoAlt(t, opened.photo.pose, opened.set.takenOn, locale) : '';
  return (
    <Dialog open={!!opened} onOpenChange={(o) => !o && onClose()} title={alt}>
      {opened ? <PhotoImage photo={opened.photo} kind="full" alt={alt} className="photo-viewer-img" /> : null}
      {opened?.set.note ? <p className="photo-set-note">{opened.set.note}</p> : null}
    </Dialog>
  );
}
