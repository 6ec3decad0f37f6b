import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { DailyNutritionTotals } from '../../../domain/meals/daily-totals';
import { useLocale } from '../../hooks/useLocale';
import { dateText, kcalText } from './format';

/**
 * Calories eaten on each day of the week (docs/rules/meals.md "Daily totals"), with the plan's
 * day target as a line. recharts, like the weight chart; colours from the
 * theme's variables so it reads in light and dark. Loaded on demand.
 */
export function WeekChart({ days, target, height = 200 }: { days: readonly DailyNutritionTotals[]; target: number | null; height?: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const points = useMemo(() => days.map((d) => ({ date: d.date, label: dateText(d.date, locale, { weekday: 'short' }), kcal: d.calories })), [days, locale]);
  return (
    <figure className="ml-chart" role="img" aria-label={t('mealLog.week.label')}>
      <ResponsiveContainer width="100%" height={height}>
        <BarChart data={points} margin={{ top: 8, right: 8, bottom: 4, left: 0 }}>
          <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" stroke="var(--color-border-strong)" tick={{ fill: 'var(--color-muted)', fontSize: 12 }} interval={0} />
          <YAxis width={44} stroke="var(--color-border-strong)" tick={{ fill: 'var(--color-muted)', fontSize: 12 }} tickFormatter={(v: number) => kcalText(v, locale)} />
          <Tooltip
            cursor={{ fill: 'var(--color-surface-2)' }}
            contentStyle={{ background: 'var(--color-surface)', border: '1px solid var(--color-border)', borderRadius: 8, color: 'var(--color-text)' }}
            labelFormatter={(_, payload) => {
              const date = (payload?.[0]?.payload as { date?: string } | undefined)?.date;
              return date ? dateText(date, locale) : '';
            }}
            formatter={(v) => [t('mealLog.figures.kcal', { value: kcalText(Number(v), locale) }), t('mealLog.week.calories')]}
          />
          {target ? <ReferenceLine y={target} stroke="var(--color-warning)" strokeDasharray="6 4" label={{ value: t('mealLog.week.target'), fill: 'var(--color-muted)', fontSize: 12, position: 'insideTopRight' }} /> : null}
          <Bar dataKey="kcal" fill="var(--color-primary)" radius={[6, 6, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </figure>
  );
}
