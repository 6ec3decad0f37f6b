import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { DailyNutritionTotals } from '../../../domain/meals/daily-totals';
import { Spinner } from '../../ui/Spinner';

// recharts is a chunk of its own: the day's list and totals never wait for it.
const WeekChart = lazy(() => import('./WeekChart').then((m) => ({ default: m.WeekChart })));

/** The week's calories, or a short line when nothing was logged that week. */
export function LazyWeekChart({ days, target, height }: { days: readonly DailyNutritionTotals[]; target: number | null; height?: number }) {
  const { t } = useTranslation();
  if (days.every((d) => d.totalLogs === 0)) return <p className="ml-muted">{t('mealLog.week.empty')}</p>;
  return (
    <Suspense fallback={<Spinner label={t('common.loading')} />}>
      <WeekChart days={days} target={target} height={height} />
    </Suspense>
  );
}
