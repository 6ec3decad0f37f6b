import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dailyNutritionTotals } from '../../../domain/meals/daily-totals';
import type { MealLogRow } from '../../../domain/meals/entity';
import { instantAt, localDateOf } from '../../../domain/meals/local-day';
import { addDays } from '../../../domain/time/wall-time';
import { useProfile, useUserDb } from '../../db';
import { ChevronRightIcon, UtensilsIcon } from '../../ui/icons';
import { useLocale } from '../../hooks/useLocale';
import { kcalText } from './format';
import './meal-log.css';

/**
 * The client dashboard's meals of today (docs/rules/meals.md "Daily totals"), one tap from
 * /client/meals. Reads only today's logs (a day either side of the zone's
 * midnight), not the whole history.
 */
export function TodayMealsCard() {
  const { t } = useTranslation();
  const locale = useLocale();
  const db = useUserDb();
  const profile = useProfile();
  const clientId = profile?.clientId ?? null;
  const timeZone = profile?.timeZone ?? 'UTC';
  const today = localDateOf(new Date(), timeZone);
  const logs = useLiveQuery(
    () =>
      clientId
        ? db
            .table<MealLogRow, string>('mealLogs')
            .where('[clientId+loggedAt]')
            .between([clientId, instantAt(addDays(today, -1), '00:00', timeZone)], [clientId, instantAt(addDays(today, 1), '23:59', timeZone)], true, true)
            .toArray()
        : [],
    [db, clientId, today, timeZone],
  );
  if (!clientId || !logs) return null;
  const totals = dailyNutritionTotals(logs, today, timeZone);
  return (
    <section className="card dash-card" data-testid="today-meals">
      <span className="dash-card-icon" aria-hidden="true">
        <UtensilsIcon size={24} />
      </span>
      <div className="dash-card-body">
        <h2 className="ml-dash-title">{t('mealLog.dashboard.title')}</h2>
        <p className="ml-dash-value">
          {totals.totalLogs === 0
            ? t('mealLog.dashboard.none')
            : t('mealLog.dashboard.summary', { kcal: kcalText(totals.calories, locale), done: totals.completedLogs, all: totals.totalLogs })}
        </p>
        <Link to="/client/meals" className="row-link">
          <span>{t('mealLog.dashboard.open')}</span>
          <ChevronRightIcon size={18} />
        </Link>
      </div>
    </section>
  );
}
