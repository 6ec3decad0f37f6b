import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeasurementRow } from '../../../domain/measurements/entity';
import { useLocale } from '../../hooks/useLocale';
import { Spinner } from '../../ui/Spinner';
import { latestChange, seriesKeys, seriesOf, type SeriesKey } from './chartData';
import { formatValue, seriesName } from './format';

const MeasurementChart = lazy(() => import('./MeasurementChart'));

/** Each measurement's latest value and change as a chip; the chosen one's chart below (one chart at a time keeps a phone fast). */
export function MeasurementTrends({ rows, height }: { rows: readonly MeasurementRow[]; height?: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const keys = useMemo(() => seriesKeys(rows), [rows]);
  const [picked, setPicked] = useState<SeriesKey | null>(null);
  const series = picked && keys.includes(picked) ? picked : keys[0];
  if (!series) return null;
  return (
    <div className="measurement-trends">
      <div className="measurement-chips" role="group" aria-label={t('measurements.chart.pick')}>
        {keys.map((k) => {
          const { latest, sinceFirst } = latestChange(seriesOf(rows, k));
          return (
            <button key={k} type="button" className="measurement-chip" aria-pressed={k === series} onClick={() => setPicked(k)}>
              <span className="measurement-chip-name">{seriesName(t, k)}</span>
              {latest !== null ? <span className="measurement-chip-value">{formatValue(t, k, latest, locale)}</span> : null}
              {sinceFirst ? <span className="measurement-chip-change">{formatValue(t, k, sinceFirst, locale, true)}</span> : null}
            </button>
          );
        })}
      </div>
      <Suspense fallback={<Spinner label={t('common.loading')} />}>
        <MeasurementChart rows={rows} series={series} height={height} />
      </Suspense>
    </div>
  );
}
