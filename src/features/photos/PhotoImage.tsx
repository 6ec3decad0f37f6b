import { useTranslation } from 'react-i18next';
import { usePhotoFile, type PhotoView } from './usePhotos';

/**
 * One photo, its thumbnail or its full file, from the device (fetched when
 * online and missing). While the full file loads the thumbnail stands in; a
 * file the device does not hold while offline says so in words, not a broken
 * image.
 */
export function PhotoImage({ photo, kind, alt, className }: { photo: PhotoView; kind: 'thumb' | 'full'; alt: string; className?: string }) {
  const { t } = useTranslation();
  const needThumb = kind === 'thumb' ? !photo.thumbUrl : false;
  const full = usePhotoFile(kind === 'full' ? photo.id : null, 'full');
  const thumb = usePhotoFile(needThumb ? photo.id : null, 'thumb');
  const file = kind === 'full' ? full : needThumb ? thumb : { url: photo.thumbUrl, state: 'here' as const };
  const url = file.url ?? (kind === 'full' && file.state === 'loading' ? photo.thumbUrl : undefined);
  if (url) return <img className={['photo-img', className ?? ''].join(' ')} src={url} alt={alt} decoding="async" data-state={file.state} />;
  const text = file.state === 'not-on-device-offline' ? t('photos.notOnDevice') : file.state === 'failed' ? t('photos.failed') : null;
  return (
    <div className={['photo-img', 'photo-missing', className ?? ''].join(' ')} role="img" aria-label={text ? `${alt}: ${text}` : alt} aria-busy={file.state === 'loading' || undefined} data-state={file.state}>
      {text ? <span>{text}</span> : null}
    </div>
  );
}
