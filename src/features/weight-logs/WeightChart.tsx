import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { WeightLogRow } from '../../../domain/protocol/rows';
import { useLocale } from '../../hooks/useLocale';
import { chartSeries, weightAxis } from './chartData';
import { formatDay, formatKg } from './format';
import { WeightTooltip } from './WeightTooltip';

/** The device's zone: a client's day is the day on their own clock. */
const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The weight trend, drawn with recharts. Colours come from the theme's CSS
 * variables, so the chart reads the same in light and dark.
 */
export function WeightChart({ rows, height = 240 }: { rows: readonly WeightLogRow[]; height?: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const points = useMemo(() => chartSeries(rows, deviceZone()), [rows]);
  const axis = useMemo(() => weightAxis(points), [points]);
  if (points.length < 2) return <p className="weight-chart-empty">{t('weight.chart.oneMore')}</p>;
  return (
    <figure className="weight-chart" role="img" aria-label={t('weight.chart.label')}>
      <ResponsiveContainer width="100%" height={height}>
        <LineChart data={points} margin={{ top: 8, right: 12, bottom: 4, left: 0 }}>
          <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="t"
            type="number"
            scale="time"
            domain={['dataMin', 'dataMax']}
            tickFormatter={(v: number) => formatDay(v, locale)}
            stroke="var(--color-border-strong)"
            tick={{ fill: 'var(--color-muted)', fontSize: 12 }}
            minTickGap={24}
          />
          <YAxis
            dataKey="kg"
            domain={axis.domain}
            ticks={axis.ticks}
            interval={0}
            width={44}
            tickFormatter={(v: number) => formatKg(v, locale)}
            stroke="var(--color-border-strong)"
            tick={{ fill: 'var(--color-muted)', fontSize: 12 }}
          />
          <Tooltip content={(props) => <WeightTooltip active={props.active} payload={props.payload} locale={locale} />} />
          <Line
            type="monotone"
            dataKey="kg"
            stroke="var(--color-primary)"
            strokeWidth={2.5}
            dot={points.length <= 60 ? { r: 3, fill: 'var(--color-primary)', strokeWidth: 0 } : false}
            activeDot={{ r: 5 }}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
