import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDownloadProgress } from '../../db';
import { formatNumber } from '../../i18n/format';
import { useLocale } from '../../hooks/useLocale';

/** A download shorter than this needs no bar: it would only flash. */
export const SHOW_DOWNLOAD_AFTER_MS = 1000;

/**
 * Above every screen while a first sync (or a download from scratch after a
 * reset) takes longer than a second: how much of the user's data is on the
 * device so far. The sync worker writes the progress with each page it
 * applies (replica/engine.ts); the bar goes when the last page is in.
 */
export function DownloadProgressBar() {
  const { t } = useTranslation();
  const locale = useLocale();
  const download = useDownloadProgress();
  const labelId = useId();
  const [, rerender] = useState(0);
  const startedAt = download?.startedAt;
  useEffect(() => {
    if (startedAt === undefined) return;
    const wait = startedAt + SHOW_DOWNLOAD_AFTER_MS - Date.now();
    if (wait <= 0) return;
    const timer = setTimeout(() => rerender((n) => n + 1), wait);
    return () => clearTimeout(timer);
  }, [startedAt]);
  if (!download || download.total <= 0 || Date.now() - download.startedAt < SHOW_DOWNLOAD_AFTER_MS) return null;
  const done = Math.min(download.done, download.total);
  return (
    <div className="shell-alert">
      <div className="download-progress">
        <span id={labelId} className="download-progress-label">
          {t('sync.download.label')}
        </span>
        <div
          role="progressbar"
          aria-labelledby={labelId}
          aria-valuemin={0}
          aria-valuemax={download.total}
          aria-valuenow={done}
          aria-valuetext={t('sync.download.value', { done: formatNumber(done, locale, 0), total: formatNumber(download.total, locale, 0) })}
          className="download-progress-track"
        >
          <div className="download-progress-fill" style={{ width: `${(done / download.total) * 100}%` }} />
        </div>
        <span className="download-progress-value" aria-hidden="true">
          {t('sync.download.value', { done: formatNumber(done, locale, 0), total: formatNumber(download.total, locale, 0) })}
        </span>
      </div>
    </div>
  );
}
