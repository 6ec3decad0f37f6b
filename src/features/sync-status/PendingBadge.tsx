import { useTranslation } from 'react-i18next';
import { ClockIcon } from '../../ui/icons';
import './sync.css';

/**
 * Marks a row whose latest change is saved on this device but not yet
 * confirmed by the server. Lists read usePendingIds(table) once and show
 * this on the rows it contains.
 */
export function PendingBadge({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={['pending-badge', className ?? ''].filter(Boolean).join(' ')} title={t('sync.pending.title')}>
      <ClockIcon size={14} />
      <span>{t('sync.pending.badge')}</span>
    </span>
  );
}
