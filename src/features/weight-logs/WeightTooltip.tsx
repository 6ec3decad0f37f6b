import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../domain/constants';
import type { WeightPoint } from './chartData';
import { formatDay, formatKg, formatLoggedAt, formatTime } from './format';

/** More entries than this in one point (a long history's bucket) are counted, not listed. */
const LISTED_MAX = 6;

/**
 * The chart's tooltip: the day and its weight; for a day with several
 * weigh-ins, their mean (what the line draws) and each entry with its time.
 */
export function WeightTooltip({ active, payload, locale }: { active?: boolean; payload?: readonly { payload?: unknown }[]; locale: Locale }) {
  const { t } = useTranslation();
  // recharts hands back the data point it was given: one of chartSeries'.
  const point = (active ? payload?.[0]?.payload : undefined) as WeightPoint | undefined;
  if (!point) return null;
  const kg = (v: number) => t('weight.kg', { value: formatKg(v, locale) });
  const several = point.entries.length > 1;
  const oneDay = several && formatDay(point.entries[0]!.t, locale) === formatDay(point.entries.at(-1)!.t, locale);
  return (
    <div className="weight-tooltip">
      <p className="weight-tooltip-day">{several ? formatDay(point.t, locale) : formatLoggedAt(point.entries[0]?.t ?? point.t, locale)}</p>
      <p className="weight-tooltip-value">
        {several ? <span className="weight-tooltip-label">{t('weight.chart.mean')} </span> : null}
        <strong>{kg(point.kg)}</strong>
      </p>
      {several && point.entries.length <= LISTED_MAX ? (
        <ul className="weight-tooltip-entries">
          {point.entries.map((e) => (
            <li key={e.t}>
              <span>{oneDay ? formatTime(e.t, locale) : formatLoggedAt(e.t, locale)}</span> <span>{kg(e.kg)}</span>
            </li>
          ))}
        </ul>
      ) : several ? (
        <p className="weight-tooltip-label">{t('weight.history.count', { count: point.entries.length })}</p>
      ) : null}
    </div>
  );
}
