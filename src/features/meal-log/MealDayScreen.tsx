import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { v7 as uuidv7 } from 'uuid';
import type { CustomMealRow, MealLogRow } from '../../../domain/meals/entity';
import { instantAt } from '../../../domain/meals/local-day';
import { SLOT_TIMES, type MealSlot } from '../../../domain/meals/slots';
import { addDays } from '../../../domain/time/wall-time';
import { applyLocalMutation, applyLocalMutations, usePendingIds, useProfile, useUserDb } from '../../db';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ChevronRightIcon } from '../../ui/icons';
import { LoadingScreen } from '../../ui/Spinner';
import { pluralForm } from '../session-labels';
import { useLocale } from '../../hooks/useLocale';
import { fillDayFromPlan, setDayWater } from './actions';
import { AddMealDialog, type NewMeal } from './AddMealDialog';
import { waterAfter, weekTotals, type Figures } from './day';
import { dayView, logTitles, mealFigures, resolverOf, todayIn } from './dayView';
import { DayTotals } from './DayTotals';
import { EditAmountDialog, type EditTarget } from './EditAmountDialog';
import { ownIngredientsOf } from './foods';
import { dateText, dayName } from './format';
import { LazyWeekChart } from './LazyWeekChart';
import { MEAL_COMMENTS, MealList } from './MealList';
import { CommentList, useCommentsByItem } from '../messaging';
import { useMealData } from './useMealData';
import { WaterCard } from './WaterCard';
import './meal-log.css';

/** Whether a saved meal is the food just logged: its name (case aside) and figures. */
function sameFood(saved: CustomMealRow, m: NewMeal, savedFigures: Figures): boolean {
  const f = m.figures;
  const g = savedFigures;
  return saved.title.trim().toLocaleLowerCase() === m.title.toLocaleLowerCase() && f.calories === g.calories && f.protein === g.protein && f.carbs === g.carbs && f.fat === g.fat;
}

/** The slot a meal added now most likely is. */
function slotAt(hour: number): MealSlot {
  return hour < 11 ? 'breakfast' : hour < 15 ? 'lunch' : hour < 17 ? 'snacks' : 'dinner';
}

/**
 * /client/meals: the client's day. Fill it from the plan, tick what was
 * eaten, change amounts, add own meals and water; totals per docs/rules/meals.md "Daily totals" against
 * the plan's figures, and the week. Reads and writes the device's database
 * only (meal log mutations), so it works the same without signal.
 */
export function ClientMealsScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const db = useUserDb();
  const profile = useProfile();
  const clientId = profile?.clientId ?? null;
  const timeZone = profile?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const data = useMealData(clientId);
  // What the trainer said about a meal shows under it.
  const comments = useCommentsByItem(clientId, MEAL_COMMENTS);
  const pending = usePendingIds('mealLogs');
  const today = todayIn(timeZone);
  const [picked, setPicked] = useState<string | null>(null);
  const date = picked ?? today;
  const [status, setStatus] = useState('');
  const [editing, setEditing] = useState<EditTarget | null>(null);
  const [removing, setRemoving] = useState<{ log: MealLogRow; title: string } | null>(null);
  const [adding, setAdding] = useState(false);

  const resolve = useMemo(() => (data ? resolverOf(data) : null), [data]);
  const view = useMemo(() => (data && resolve ? dayView(data, date, timeZone, resolve) : null), [data, resolve, date, timeZone]);
  const week = useMemo(() => (data ? weekTotals(data.logs, date, timeZone) : []), [data, date, timeZone]);
  const titleOf = useMemo(() => (data ? logTitles(data) : () => null), [data]);
  // Built once per synced list, so the ingredient search keeps its index between keystrokes.
  const own = useMemo(() => (data ? ownIngredientsOf(data.ingredients) : []), [data?.ingredients]);

  if (profile === undefined || !data || !view || !resolve) return <LoadingScreen label={t('mealLog.loading')} />;
  if (!clientId) {
    return (
      <div className="page">
        <header className="page-header">
          <h1 className="page-title">{t('mealLog.title')}</h1>
        </header>
        <section className="card">
          <p>{t('mealLog.firstSync')}</p>
        </section>
      </div>
    );
  }

  const when = (slot: MealSlot | null) => (date === today ? new Date().toISOString() : instantAt(date, slot ? SLOT_TIMES[slot] : '12:00', timeZone));
  const customFigures = (m: CustomMealRow): Figures => m.nutrition ?? mealFigures(m, resolve);
  const baseOf = (log: MealLogRow): Figures => {
    const meal = log.mealId ? data.meals.find((m) => m.id === log.mealId) : undefined;
    if (meal) return mealFigures(meal, resolve);
    const custom = log.mealId ? data.customMeals.find((m) => m.id === log.mealId) : undefined;
    return custom ? customFigures(custom) : { calories: log.calories, protein: log.protein, carbs: log.carbs, fat: log.fat };
  };
  const label = (log: MealLogRow) => titleOf(log) ?? t('mealLog.log.quick');

  const fill = async () => {
    const added = await fillDayFromPlan(db, view, timeZone);
    setStatus(t(`mealLog.plan.filledCount.${pluralForm(added, locale)}`, { count: added }));
  };

  const logNew = (m: NewMeal) => {
    // The same food logged again (same name, same figures) is the one saved, not a second copy of it.
    const again = m.keep && !m.mealId ? data.customMeals.find((c) => sameFood(c, m, customFigures(c))) : undefined;
    const customId = m.keep && !m.mealId && !again ? uuidv7() : null;
    const mealId = m.mealId ?? again?.id ?? customId;
    const log = { id: uuidv7(), clientId, loggedAt: when(m.slot), wasCompleted: true, ...m.figures, waterMl: 0, mealId, slot: m.slot };
    void applyLocalMutations(db, [
      // The figures as logged are kept with what it was made of: the client's figures win over the recipe's (domain meal.ts).
      ...(customId ? [{ name: 'customMeal.create' as const, args: { id: customId, clientId, fields: { title: m.title, ingredients: m.ingredients, nutrition: m.figures } } }] : []),
      { name: 'mealLog.create' as const, args: log },
    ]);
    setStatus(t('mealLog.custom.logged', { title: m.title }));
  };

  const setWater = (ml: number) => void setDayWater(db, view, clientId, ml, when(null));

  return (
    <div className="page ml-page">
      <header className="page-header ml-header">
        <div>
          <h1 className="page-title">{t('mealLog.title')}</h1>
          <p className="page-lead">{t('mealLog.lead')}</p>
        </div>
        <nav className="ml-day-switch" aria-label={t('mealLog.day.label')}>
          <button type="button" className="ml-day-btn" aria-label={t('mealLog.day.previous')} onClick={() => setPicked(addDays(date, -1))}>
            <ChevronRightIcon size={22} className="ml-flip" />
          </button>
          <p className="ml-day-name" aria-live="polite" data-testid="meal-day" data-date={date}>
            <span>{dayName(t, date, today, locale)}</span>
            {date === today ? <span className="ml-day-date">{dateText(date, locale)}</span> : null}
          </p>
          <button type="button" className="ml-day-btn" aria-label={t('mealLog.day.next')} onClick={() => setPicked(addDays(date, 1))}>
            <ChevronRightIcon size={22} />
          </button>
        </nav>
        {date !== today ? (
          <button type="button" className="text-link ml-back-today" onClick={() => setPicked(null)}>
            {t('mealLog.day.backToToday')}
          </button>
        ) : null}
      </header>

      <div className="ml-layout">
        <div className="ml-main">
          <section className="card ml-plan" aria-live="polite">
            {view.plan && view.planDay !== null ? (
              <>
                <p className="ml-plan-line">{t('mealLog.plan.following', { title: view.plan.title, day: view.planDay, days: view.plan.days })}</p>
                {view.canFill ? (
                  <Button size="lg" block onClick={() => void fill()} data-testid="meal-fill">
                    {date === today ? t('mealLog.plan.fillToday') : t('mealLog.plan.fill')}
                  </Button>
                ) : view.planned.length ? (
                  <p className="ml-muted">{t('mealLog.plan.filled')}</p>
                ) : null}
              </>
            ) : (
              <p className="ml-muted">{t('mealLog.plan.none')}</p>
            )}
            {status ? (
              <p className="ml-status" role="status">
                {status}
              </p>
            ) : null}
          </section>

          <MealList
            view={view}
            pending={pending}
            label={label}
            onToggle={(log) => void applyLocalMutation(db, 'mealLog.update', { id: log.id, wasCompleted: !log.wasCompleted })}
            onEdit={(log) => setEditing({ id: log.id, title: label(log), base: baseOf(log), current: log, wasCompleted: log.wasCompleted })}
            onRemove={(log) => setRemoving({ log, title: label(log) })}
            comments={(log) => <CommentList comments={comments?.get(log.id)} />}
            onEatPlanned={(p) =>
              void applyLocalMutation(db, 'mealLog.create', {
                id: uuidv7(),
                clientId,
                loggedAt: instantAt(date, SLOT_TIMES[p.pivot.slot], timeZone),
                wasCompleted: true,
                ...p.figures,
                waterMl: 0,
                mealId: p.meal.id,
                slot: p.pivot.slot,
              })
            }
          />
        </div>

        <aside className="ml-side">
          <section className="card ml-card" aria-labelledby="ml-totals-title">
            <h2 className="card-title" id="ml-totals-title">
              {t('mealLog.totals.title')}
            </h2>
            <DayTotals totals={view.totals} targets={view.targets} />
          </section>
          <WaterCard total={view.totals.waterMl} onAdd={() => setWater(waterAfter(view.totals.waterMl, 250))} onSet={setWater} />
          <section className="card ml-card" aria-labelledby="ml-week-title">
            <h2 className="card-title" id="ml-week-title">
              {t('mealLog.week.title')}
            </h2>
            <LazyWeekChart days={week} target={view.targets?.calories ?? null} />
          </section>
        </aside>
      </div>

      <div className="thumb-bar">
        <Button size="lg" className="thumb-bar-action" onClick={() => setAdding(true)}>
          {t('mealLog.custom.add')}
        </Button>
      </div>

      <EditAmountDialog
        target={editing}
        onClose={() => setEditing(null)}
        onSave={(id, f, eaten) => void applyLocalMutation(db, 'mealLog.update', { id, ...f, ...(eaten ? { wasCompleted: true } : {}) })}
      />
      <AddMealDialog
        open={adding}
        onOpenChange={setAdding}
        saved={data.customMeals}
        meals={data.meals}
        own={own}
        resolve={resolve}
        figuresOf={customFigures}
        defaultSlot={slotAt(new Date().getHours())}
        onLogSaved={(m, slot) =>
          void applyLocalMutation(db, 'mealLog.create', { id: uuidv7(), clientId, loggedAt: when(slot), wasCompleted: true, ...customFigures(m), waterMl: 0, mealId: m.id, slot })
        }
        onLogNew={logNew}
        onDeleteSaved={(m) => void applyLocalMutation(db, 'customMeal.delete', { id: m.id })}
      />
      <ConfirmDialog
        open={!!removing}
        onOpenChange={(o) => !o && setRemoving(null)}
        title={t('mealLog.remove.title')}
        cancelLabel={t('mealLog.remove.cancel')}
        confirmLabel={t('mealLog.remove.confirm')}
        onConfirm={() => {
          const r = removing;
          setRemoving(null);
          if (r) void applyLocalMutation(db, 'mealLog.delete', { id: r.log.id });
        }}
      >
        {removing ? <p>{t('mealLog.remove.text', { title: removing.title, date: dateText(date, locale) })}</p> : null}
      </ConfirmDialog>
    </div>
  );
}
