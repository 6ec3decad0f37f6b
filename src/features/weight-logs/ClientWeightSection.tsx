import { useTranslation } from 'react-i18next';
import { usePendingIds } from '../../db';
import { CommentButton } from '../messaging';
import { useWeightLogs } from './useWeightLogs';
import { Spinner } from '../../ui/Spinner';
import { WeightChart } from './WeightChart';
import { WeightList } from './WeightList';
import { WeightSummary } from './WeightSummary';
import './weight.css';

/**
 * A client's weight for the trainer's client page: summary, trend and
 * history, read-only, from the trainer's own device database (the trainer's
 * device syncs every weight log of their clients).
 */
export function ClientWeightSection({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const rows = useWeightLogs(clientId);
  const pendingIds = usePendingIds('weightLogs');
  return (
    <section className="card weight-section" aria-labelledby={`weight-section-${clientId}`} data-testid="client-weight-section">
      <h2 className="card-title" id={`weight-section-${clientId}`}>
        {t('weight.title')}
      </h2>
      {rows === undefined ? (
        <Spinner label={t('common.loading')} />
      ) : rows.length === 0 ? (
        <p className="card-description">{t('weight.trainer.empty')}</p>
      ) : (
        <>
          <WeightSummary rows={rows} />
          <WeightChart rows={rows} height={200} />
          <WeightList rows={rows} pendingIds={pendingIds} extra={(row) => <CommentButton clientId={clientId} kind="weightLog" id={row.id} />} />
        </>
      )}
    </section>
  );
}
