import { useTranslation } from 'react-i18next';
import { usePendingIds } from '../../db';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { MeasurementList } from './MeasurementList';
import { MeasurementTrends } from './MeasurementTrends';
import { useMeasurementEditor } from './useMeasurementEditor';
import { useMeasurements } from './useMeasurements';
import './measurements.css';

/**
 * A client's measurements on the trainer's client page: each measurement's
 * trend and the history, from the trainer's own device database; the trainer
 * may log, edit and delete them (offline too).
 */
export function ClientMeasurementsSection({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const rows = useMeasurements(clientId);
  const pendingIds = usePendingIds('measurements');
  const editor = useMeasurementEditor(rows ?? [], clientId);
  return (
    <section className="card measurements-section" aria-labelledby={`measurements-section-${clientId}`} data-testid="client-measurements-section">
      <div className="measurements-section-head">
        <h2 className="card-title" id={`measurements-section-${clientId}`}>
          {t('measurements.title')}
        </h2>
        <Button size="sm" onClick={editor.openCreate}>
          {t('measurements.log')}
        </Button>
      </div>
      {rows === undefined ? (
        <Spinner label={t('common.loading')} />
      ) : rows.length === 0 ? (
        <p className="card-description">{t('measurements.trainerEmpty')}</p>
      ) : (
        <>
          <MeasurementTrends rows={rows} height={200} />
          <MeasurementList rows={rows} pendingIds={pendingIds} onEdit={editor.edit} onDelete={editor.remove} />
        </>
      )}
      {editor.dialogs}
    </section>
  );
}
