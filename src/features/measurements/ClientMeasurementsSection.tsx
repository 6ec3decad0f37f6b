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
 * A client's measurements as a section: on the trainer's client page and on the
 * client's own progress screen (`own`). Each measurement's trend and the
 * history, from the device database; both may log, edit and delete (offline too).
 */
export function ClientMeasurementsSection({ clientId, own = false }: { clientId: string; own?: boolean }) {
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
        <p className="card-description">{own ? t('measurements.empty.text') : t('measurements.trainerEmpty')}</p>
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
