import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeasurementRow } from '../../../domain/measurements/entity';
import { usePendingIds } from '../../db';
import { Button } from '../../ui/Button';
import { LoadingScreen } from '../../ui/Spinner';
import { MeasurementList } from './MeasurementList';
import { MeasurementTrends } from './MeasurementTrends';
import { useMeasurementEditor } from './useMeasurementEditor';
import { useOwnMeasurements } from './useMeasurements';
import './measurements.css';

const NO_ROWS: MeasurementRow[] = [];

/**
 * /client/measurements: log, edit and delete measurements, see each one's
 * trend. Reads the device's database and writes only through the
 * measurement mutations, so it works the same online and offline.
 */
export function ClientMeasurementsScreen() {
  const { t } = useTranslation();
  const { loading, clientId, rows } = useOwnMeasurements();
  const pendingIds = usePendingIds('measurements');
  const list = rows ?? NO_ROWS;
  const trend = useDeferredValue(list);
  const editor = useMeasurementEditor(list);

  const header = (
    <header className="page-header">
      <h1 className="page-title">{t('measurements.title')}</h1>
      <p className="page-lead">{t('measurements.lead')}</p>
    </header>
  );
  if (loading) return <LoadingScreen label={t('measurements.loading')} />;
  if (!clientId) {
    return (
      <div className="page measurements-page">
        {header}
        <section className="card">
          <p>{t('measurements.firstSync')}</p>
        </section>
      </div>
    );
  }
  return (
    <div className="page measurements-page">
      {header}
      {list.length === 0 ? (
        <section className="card">
          <h2 className="card-title">{t('measurements.empty.title')}</h2>
          <p className="card-description">{t('measurements.empty.text')}</p>
        </section>
      ) : (
        <div className="measurements-layout">
          <section className="card">
            <h2 className="measurements-section-title">{t('measurements.chart.title')}</h2>
            <MeasurementTrends rows={trend} />
          </section>
          <section className="card">
            <h2 className="measurements-section-title">
              {t('measurements.history.title')} <span className="measurements-count">{t('measurements.history.count', { count: list.length })}</span>
            </h2>
            <MeasurementList rows={list} pendingIds={pendingIds} onEdit={editor.edit} onDelete={editor.remove} />
          </section>
        </div>
      )}
      <div className="thumb-bar">
        <Button size="lg" onClick={editor.openCreate} className="thumb-bar-action">
          {t('measurements.log')}
        </Button>
      </div>
      {editor.dialogs}
    </div>
  );
}
