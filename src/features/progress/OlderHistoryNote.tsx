import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format';
import { useLocale } from '../../hooks/useLocale';
import type { OlderLogs } from './useOlderLogRows';

/** Says when figures cover the device's window only: the older history could not be fetched (offline or failed). */
export function OlderHistoryNote({ older }: { older: OlderLogs | undefined }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!older || (older.state !== 'offline' && older.state !== 'failed')) return null;
  const date = formatDate(older.before, locale);
  return (
    <p className="progress-muted progress-older-note" role="status" data-testid="older-history-note">
      {t(older.state === 'offline' ? 'progress.older.offline' : 'progress.older.failed', { date })}
    </p>
  );
}
