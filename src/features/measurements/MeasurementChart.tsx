import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { MeasurementRow } from '../../../domain/measurements/entity';
import { useLocale } from '../../hooks/useLocale';
import { seriesOf, valueAxis, type SeriesKey } from './chartData';
import { formatShortDay, formatValue, formatWhen, seriesName } from './format';

/**
 * One measurement over time, drawn with recharts; this file is loaded on its
 * own (lazy), so recharts comes only with a chart on screen. Colours are the
 * theme's CSS variables, the same in light and dark.
 */
export default function MeasurementChart({ rows, series, height = 220 }: { rows: readonly MeasurementRow[]; series: SeriesKey; height?: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const points = useMemo(() => seriesOf(rows, series), [rows, series]);
  const domain = useMemo(() => valueAxis(points), [points]);
  const name = seriesName(t, series);
  if (points.length < 2) return <p className="measurement-chart-empty">{t('measurements.chart.oneMore')}</p>;
  return (
    <figure className="measurement-chart" role="img" aria-label={t('measurements.chart.label', { name })} data-testid="measurement-chart">
      <ResponsiveContainer width="100%" height={height}>
        <LineChart data={points} margin={{ top: 8, right: 12, bottom: 4, left: 0 }}>
          <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="t"
            type="number"
            scale="time"
            domain={['dataMin', 'dataMax']}
            tickFormatter={(v: number) => formatShortDay(v, locale)}
            stroke="var(--color-border-strong)"
            tick={{ fill: 'var(--color-muted)', fontSize: 12 }}
            minTickGap={24}
          />
          <YAxis dataKey="value" domain={domain} width={44} stroke="var(--color-border-strong)" tick={{ fill: 'var(--color-muted)', fontSize: 12 }} />
          <Tooltip
            labelFormatter={(v) => formatWhen(Number(v), locale)}
            formatter={(v) => [formatValue(t, series, Number(v), locale), name]}
            contentStyle={{ background: 'var(--color-surface)', border: '1px solid var(--color-border)', color: 'var(--color-text)' }}
          />
          <Line type="monotone" dataKey="value" stroke="var(--color-primary)" strokeWidth={2.5} dot={{ r: 3, fill: 'var(--color-primary)', strokeWidth: 0 }} isAnimationActive={false} />
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
