import { useTranslation } from 'react-i18next';
import type { DailyNutritionTotals } from '../../../domain/meals/daily-totals';
import { htmlLangOf } from '../../../domain/language';
import { useLocale } from '../../hooks/useLocale';
import { progressOf, type Figures } from './day';
import { gramsText, kcalText } from './format';

type Key = 'calories' | 'protein' | 'carbs' | 'fat';
const ROWS: Key[] = ['calories', 'protein', 'carbs', 'fat'];

/**
 * A day's totals (docs/rules/meals.md "Daily totals": calories and water whole, macros to one decimal,
 * only eaten meals count) with a bar toward the plan's figure of the day.
 */
export function DayTotals({ totals, targets, compact }: { totals: DailyNutritionTotals; targets: Figures | null; compact?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const text = (k: Key, v: number) => (k === 'calories' ? t('mealLog.figures.kcal', { value: kcalText(v, locale) }) : t('mealLog.figures.grams', { value: gramsText(v, locale) }));
  return (
    <div className={compact ? 'ml-totals ml-totals--compact' : 'ml-totals'} data-testid="meal-day-totals" data-date={totals.date}>
      <dl className="ml-totals-list">
        {ROWS.map((k) => {
          const value = totals[k];
          const target = targets?.[k] ?? null;
          const p = target === null ? null : progressOf(value, target);
          return (
            <div key={k} className={`ml-total ml-total--${k}`} data-testid={`total-${k}`}>
              <dt>{t(`mealLog.figures.${k}`)}</dt>
              <dd>
                <span className="ml-total-value" data-testid={`total-${k}-value`}>
                  {text(k, value)}
                </span>
                {target !== null ? <span className="ml-total-target"> / {text(k, target)}</span> : null}
                {p !== null ? (
                  <span className="ml-bar" role="presentation">
                    <span className="ml-bar-fill" style={{ width: `${Math.round(p * 100)}%` }} />
                  </span>
                ) : null}
              </dd>
            </div>
          );
        })}
        <div className="ml-total ml-total--water" data-testid="total-water">
          <dt>{t('mealLog.figures.water')}</dt>
          <dd>
            <span className="ml-total-value" data-testid="total-water-value">
              {t('mealLog.figures.ml', { value: kcalText(totals.waterMl, locale) })}
            </span>
          </dd>
        </div>
      </dl>
      <p className="ml-completion" data-testid="total-completion">
        {totals.totalLogs === 0
          ? t('mealLog.totals.noLogs')
          : t('mealLog.totals.completion', {
              done: totals.completedLogs,
              all: totals.totalLogs,
              percent: new Intl.NumberFormat(htmlLangOf(locale), { style: 'percent', maximumFractionDigits: 0 }).format(totals.completionRatio),
            })}
      </p>
      {compact ? null : <p className="ml-note">{t('mealLog.totals.note')}</p>}
    </div>
  );
}
