import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MealPlanRow } from '../../../domain/meals/entity';
import { applyLocalMutation, usePendingIds, useProfile, useUserDb } from '../../db';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Spinner } from '../../ui/Spinner';
import { pluralForm } from '../session-labels';
import { PendingBadge } from '../sync-status';
import { useLocale } from '../../hooks/useLocale';
import { AssignMealPlanDialog } from './AssignMealPlanDialog';
import { loggedDates, weekTotals } from './day';
import { dayView, logTitles, resolverOf, todayIn } from './dayView';
import { DayTotals } from './DayTotals';
import { addDays } from '../../../domain/time/wall-time';
import { dateText, dayName, kcalText } from './format';
import { LazyWeekChart } from './LazyWeekChart';
import { MEAL_COMMENTS, MealList } from './MealList';
import { CommentButton, CommentList, useCommentsByItem } from '../messaging';
import { useMealData } from './useMealData';
import './meal-log.css';

const RECENT_DAYS = 7;

/**
 * The Meals section of a client's page (/trainer/clients/:id): their meal
 * plans (assign a template, edit the client's copy, remove it), and their
 * meal logs of the recent days with docs/rules/meals.md "Daily totals" and the week, read from
 * the trainer's device, which syncs every meal log of their clients.
 *
 * A client's day is taken in the trainer's time zone: the device does not
 * hold the client's own zone (the server uses the client's when they have an
 * account), so a day may differ for a client living in another zone.
 */
export function ClientMealsSection({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const db = useUserDb();
  const profile = useProfile();
  const timeZone = profile?.timeZone ?? 'UTC';
  const data = useMealData(clientId);
  // The trainer reviews a day's meals: each shows what was said about it and takes a comment.
  const comments = useCommentsByItem(clientId, MEAL_COMMENTS);
  const pendingPlans = usePendingIds('mealPlans');
  const [assigning, setAssigning] = useState(false);
  const [removing, setRemoving] = useState<MealPlanRow | null>(null);
  const today = todayIn(timeZone);
  const resolve = useMemo(() => (data ? resolverOf(data) : null), [data]);
  const days = useMemo(() => (data && resolve ? loggedDates(data.logs, timeZone, RECENT_DAYS).map((d) => dayView(data, d, timeZone, resolve)) : []), [data, resolve, timeZone]);
  const week = useMemo(() => (data ? weekTotals(data.logs, today, timeZone) : []), [data, today, timeZone]);
  const todayTarget = useMemo(() => (data && resolve ? dayView(data, today, timeZone, resolve).targets?.calories ?? null : null), [data, resolve, today, timeZone]);

  if (!data || !resolve) return <Spinner label={t('common.loading')} />;
  const titleOf = logTitles(data);
  const plans = [...data.plans].sort((a, b) => ((a.startsOn ?? '') < (b.startsOn ?? '') ? 1 : -1));

  return (
    <div className="ml-trainer" data-testid="client-meals-section">
      <section className="ml-trainer-plans" aria-labelledby={`ml-tplans-${clientId}`}>
        <div className="ml-trainer-head">
          <h3 className="ml-subtitle" id={`ml-tplans-${clientId}`}>
            {t('mealLog.trainer.plans')}
          </h3>
          <Button variant="secondary" size="sm" onClick={() => setAssigning(true)}>
            {t('mealLog.trainer.assign')}
          </Button>
        </div>
        {plans.length === 0 ? (
          <p className="ml-muted">{t('mealLog.trainer.plansEmpty')}</p>
        ) : (
          <ul className="ml-trainer-list">
            {plans.map((p) => {
              const edit = `/trainer/clients/${clientId}/meal-plans/${p.id}/edit`;
              return (
                <li key={p.id} className="ml-trainer-plan" data-testid="client-meal-plan-row">
                  <div className="ml-item-main">
                    <Link to={edit} className="ml-item-title">
                      {p.title}
                    </Link>
                    <p className="ml-muted">
                      {p.startsOn ? t('mealLog.plans.starts', { date: dateText(p.startsOn, locale, { day: 'numeric', month: 'short', year: 'numeric' }) }) : null} ·{' '}
                      {t(`mealLog.trainer.days.${pluralForm(p.days, locale)}`, { count: p.days })}
                      {pendingPlans?.has(p.id) ? <PendingBadge /> : null}
                    </p>
                  </div>
                  <div className="ml-item-actions">
                    <Link className="btn btn--ghost btn--sm" to={edit} aria-label={t('mealLog.trainer.editNamed', { title: p.title })}>
                      <span>{t('mealLog.trainer.edit')}</span>
                    </Link>
                    <Button variant="ghost" size="sm" aria-label={t('mealLog.trainer.unassignNamed', { title: p.title })} onClick={() => setRemoving(p)}>
                      {t('mealLog.trainer.unassign')}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby={`ml-tweek-${clientId}`} className="ml-trainer-week">
        <h3 className="ml-subtitle" id={`ml-tweek-${clientId}`}>
          {t('mealLog.week.title')}
        </h3>
        <LazyWeekChart days={week} target={todayTarget} height={180} />
      </section>

      <section aria-labelledby={`ml-tdays-${clientId}`} className="ml-trainer-days">
        <h3 className="ml-subtitle" id={`ml-tdays-${clientId}`}>
          {t('mealLog.trainer.logs')}
        </h3>
        {days.length === 0 ? (
          <p className="ml-muted">{t('mealLog.trainer.logsEmpty')}</p>
        ) : (
          days.map((v, i) => (
            <details key={v.date} className="ml-trainer-day" open={i === 0} data-testid="client-meal-day" data-date={v.date}>
              <summary className="ml-trainer-day-summary">
                <span className="ml-item-title">{dayName(t, v.date, today, locale)}</span>
                {v.date >= addDays(today, -1) ? <span className="ml-muted">{dateText(v.date, locale, { day: 'numeric', month: 'short' })}</span> : null}
                <span className="ml-trainer-day-kcal">
                  {t('mealLog.figures.kcal', { value: kcalText(v.totals.calories, locale) })} · {v.totals.completedLogs}/{v.totals.totalLogs}
                </span>
              </summary>
              <DayTotals totals={v.totals} targets={v.targets} compact />
              <MealList
                view={{ ...v, planned: [] }}
                pending={undefined}
                label={(log) => titleOf(log) ?? t('mealLog.log.quick')}
                comment={(log) => <CommentButton clientId={clientId} kind="mealLog" id={log.id} />}
                comments={(log) => <CommentList comments={comments?.get(log.id)} />}
              />
            </details>
          ))
        )}
      </section>

      <AssignMealPlanDialog open={assigning} onOpenChange={setAssigning} clientId={clientId} today={today} />
      <ConfirmDialog
        open={!!removing}
        onOpenChange={(o) => !o && setRemoving(null)}
        title={t('mealLog.trainer.unassignTitle')}
        cancelLabel={t('mealLog.remove.cancel')}
        confirmLabel={t('mealLog.trainer.unassignConfirm')}
        onConfirm={() => {
          const p = removing;
          setRemoving(null);
          if (p) void applyLocalMutation(db, 'mealPlan.delete', { id: p.id });
        }}
      >
        {removing ? <p>{t('mealLog.trainer.unassignText', { title: removing.title })}</p> : null}
      </ConfirmDialog>
    </div>
  );
}
