import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MealPlanRow } from '../../../domain/meals/entity';
import { mealsOfDay } from '../../../domain/meals/meal-plan';
import { planDayTotals, roundNutrients } from '../../../domain/meals/totals';
import { useProfile } from '../../db';
import { LinkButton } from '../../ui/Button';
import { ChevronRightIcon } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import { useLocale } from '../../hooks/useLocale';
import type { MealData } from './day';
import { ingredientLabel, mealFigures, resolverOf } from './dayView';
import { dateText, gramsText, kcalText, macrosText } from './format';
import { useMealData } from './useMealData';
import './meal-log.css';

/** The Meals tab of /client/plans: the client's meal plans, day by day and slot by slot, each meal with its ingredients and figures. */
export function ClientMealPlansTab() {
  const { t } = useTranslation();
  const profile = useProfile();
  const data = useMealData(profile?.clientId ?? null);
  if (profile === undefined || !data) return <Spinner label={t('common.loading')} />;
  const plans = [...data.plans].sort((a, b) => ((a.startsOn ?? '') < (b.startsOn ?? '') ? 1 : -1));
  if (!plans.length) {
    return (
      <section className="card">
        <p>{t('mealLog.plans.empty')}</p>
      </section>
    );
  }
  return (
    <div className="ml-plans">
      <LinkButton to="/client/meals" size="lg" icon={<ChevronRightIcon size={18} />} className="ml-plans-open">
        {t('mealLog.plans.open')}
      </LinkButton>
      {plans.map((p) => (
        <MealPlanView key={p.id} plan={p} data={data} />
      ))}
    </div>
  );
}

export function MealPlanView({ plan, data }: { plan: MealPlanRow; data: MealData }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const resolve = useMemo(() => resolverOf(data), [data]);
  const pivots = useMemo(() => data.pivots.filter((x) => x.mealPlanId === plan.id), [data, plan.id]);
  const mealById = useMemo(() => new Map(data.meals.map((m) => [m.id, m])), [data]);
  const days = Array.from({ length: plan.days }, (_, i) => i + 1);
  return (
    <section className="card ml-planview" data-testid="client-meal-plan" aria-labelledby={`ml-plan-${plan.id}`}>
      <header className="ml-planview-head">
        <h2 className="card-title" id={`ml-plan-${plan.id}`}>
          {plan.title}
        </h2>
        {plan.startsOn ? <p className="ml-muted">{t('mealLog.plans.starts', { date: dateText(plan.startsOn, locale, { day: 'numeric', month: 'long', year: 'numeric' }) })}</p> : null}
        {plan.description ? <p>{plan.description}</p> : null}
      </header>
      {days.map((day) => {
        const list = mealsOfDay(pivots, day);
        const total = roundNutrients(planDayTotals(pivots, day, (id) => mealById.get(id), resolve).total);
        const f = { calories: total.kcal, protein: total.protein, carbs: total.carbs, fat: total.fat };
        return (
          <div key={day} className="ml-planday">
            {plan.days > 1 ? <h3 className="ml-subtitle">{t('mealLog.plans.day', { day })}</h3> : null}
            {list.length === 0 ? (
              <p className="ml-muted">{t('mealLog.plans.noMeals')}</p>
            ) : (
              <ul className="ml-planmeals">
                {list.map((pv) => {
                  const meal = mealById.get(pv.mealId);
                  if (!meal) return null;
                  const mf = mealFigures(meal, resolve);
                  return (
                    <li key={pv.id} className="ml-planmeal">
                      <p className="ml-planmeal-slot">{t(`mealLog.slots.${pv.slot}`)}</p>
                      <p className="ml-item-title">{meal.title}</p>
                      <p className="ml-item-figures">
                        <strong>{t('mealLog.figures.kcal', { value: kcalText(mf.calories, locale) })}</strong> · {macrosText(t, mf, locale)}
                      </p>
                      {meal.ingredients.length ? (
                        <ul className="ml-ingredients" aria-label={t('mealLog.plans.ingredients')}>
                          {meal.ingredients.map((ing, i) => (
                            <li key={i}>
                              <span>{ingredientLabel(ing.ingredientId, data, locale)}</span>
                              <span className="ml-muted">{t('mealLog.plans.amount', { amount: gramsText(ing.amount, locale), unit: t(`mealLog.plans.units.${ing.unit}`) })}</span>
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </li>
                  );
                })}
              </ul>
            )}
            <p className="ml-planday-total">
              <span>{t('mealLog.plans.dayTotal')}</span>{' '}
              <strong>{t('mealLog.figures.kcal', { value: kcalText(f.calories, locale) })}</strong> · {macrosText(t, f, locale)}
            </p>
          </div>
        );
      })}
    </section>
  );
}
