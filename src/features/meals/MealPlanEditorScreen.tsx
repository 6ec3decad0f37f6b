import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { v7 as uuidv7 } from 'uuid';
import { ZodError } from 'zod';
import type { MealPlanMealRow, MealRow } from '../../../domain/meals/entity';
import { mealsOfSlot } from '../../../domain/meals/meal-plan';
import { MEAL_SLOTS, type MealSlot } from '../../../domain/meals/slots';
import { mealTotals, planDayTotals, roundNutrients } from '../../../domain/meals/totals';
import { applyLocalMutations, useClient, usePendingIds, useUserDb } from '../../db';
import type { LocalWrite } from '../../db';
import { translateMessage } from '../../i18n/translateMessage';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Spinner } from '../../ui/Spinner';
import { InlineInput, InlineTextarea } from '../plans';
import { useIngredientBook, useMealPlan, useMealRows, type IngredientBook } from './hooks';
import { fmt, MacroLine } from './IngredientSearch';
import { MealEditorDialog } from './MealEditorDialog';
import { MealPickerDialog } from './MealPickerDialog';
import { nextPosition } from './model';
import { useMealsEnabled } from '../../db/mealsEnabled';
import { MealsOff } from './MealsScreen';
import { useLocale } from '../../hooks/useLocale';
import '../plans/plans.css';
import './meals.css';

type Picking = { kind: 'add'; day: number; slot: MealSlot } | { kind: 'swap'; pivot: MealPlanMealRow } | null;

/**
 * The meal plan editor: /trainer/meals/plans/:planId (a template) and
 * /trainer/clients/:clientId/meal-plans/:planId/edit (a client's own copy,
 * made by assigning a template). Days × slots (breakfast, lunch, dinner,
 * snacks) with meals attached through pivot rows, each day's totals. Every
 * change is saved on the device at once and synced. In client mode a meal
 * taken from the templates is copied for the client first, and changing a
 * meal's ingredients changes the client's copy only: the template stays.
 */
export function MealPlanEditorScreen() {
  const { t } = useTranslation();
  const { planId, clientId } = useParams();
  const locale = useLocale();
  const enabled = useMealsEnabled();
  const db = useUserDb();
  const loaded = useMealPlan(planId);
  const meals = useMealRows();
  const book = useIngredientBook();
  const client = useClient(clientId ?? undefined);
  const pendingPivots = usePendingIds('mealPlanMeals');
  const [day, setDay] = useState(1);
  const [picking, setPicking] = useState<Picking>(null);
  const [editing, setEditing] = useState<MealRow | null>(null);
  const [removing, setRemoving] = useState<MealPlanMealRow | null>(null);
  const [shrinkTo, setShrinkTo] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');

  const mealById = useMemo(() => new Map((meals ?? []).map((m) => [m.id, m])), [meals]);
  const days = loaded?.plan.days ?? 1;
  useEffect(() => {
    if (day > days) setDay(days);
  }, [day, days]);

  const write = useCallback(
    async (writes: LocalWrite[]) => {
      try {
        setError(null);
        await applyLocalMutations(db, writes);
        return true;
      } catch (e) {
        setError(e instanceof ZodError ? translateMessage(t, e.issues[0]?.message) : t('meals.saveFailed'));
        return false;
      }
    },
    [db, t],
  );

  if (!enabled) return <MealsOff />;
  if (loaded === undefined || meals === undefined || !book) return <Spinner label={t('common.loading')} />;
  const backTo = clientId ? `/trainer/clients/${clientId}` : '/trainer/meals';
  const backLabel = clientId ? t('meals.planEditor.backToClient') : t('meals.planEditor.backToPlans');
  if (loaded === null || (clientId ? loaded.plan.clientId !== clientId : loaded.plan.clientId !== null)) {
    return (
      <div className="page">
        <h1 className="page-title">{t('meals.planEditor.notFoundTitle')}</h1>
        <p>{t('meals.planEditor.notFound')}</p>
        <Link className="text-link" to={backTo}>
          {backLabel}
        </Link>
      </div>
    );
  }
  const { plan, pivots } = loaded;
  const forClient = plan.clientId;
  const clientName = client?.name ?? '';

  /** The meal to attach: in client mode a template meal is copied for the client first (same transaction). */
  const attach = (meal: MealRow): { mealId: string; writes: LocalWrite[] } => {
    if (!forClient || meal.clientId === forClient) return { mealId: meal.id, writes: [] };
    const id = uuidv7();
    return {
      mealId: id,
      writes: [{ name: 'meal.create', args: { id, clientId: forClient, copiedFromId: meal.id, title: meal.title, description: meal.description, ingredients: meal.ingredients } }],
    };
  };

  async function pick(meal: MealRow) {
    if (!picking) return;
    const { mealId, writes } = attach(meal);
    if (picking.kind === 'add') {
      const { day: d, slot } = picking;
      writes.push({ name: 'mealPlanMeal.add', args: { id: uuidv7(), mealPlanId: plan.id, mealId, day: d, slot, position: nextPosition(pivots, d, slot) } });
      if (await write(writes)) setAnnouncement(t('meals.planEditor.added', { title: meal.title, slot: t(`meals.slots.${slot}`), day: d }));
    } else {
      writes.push({ name: 'mealPlanMeal.update', args: { id: picking.pivot.id, fields: { mealId } } });
      if (await write(writes)) setAnnouncement(t('meals.planEditor.swapped', { title: meal.title }));
    }
  }

  function commitDays(text: string): boolean | void {
    const n = /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
    if (n === plan.days) return;
    if (Number.isInteger(n) && n >= 1 && pivots.some((p) => p.day > n)) {
      setShrinkTo(n);
      return false;
    }
    void write([{ name: 'mealPlan.update', args: { id: plan.id, fields: { days: n } } }]);
    return Number.isInteger(n) && n >= 1 ? undefined : false;
  }

  const dayTotals = (d: number) => roundNutrients(planDayTotals(pivots, d, (id) => mealById.get(id), book.resolve).total);
  const today = planDayTotals(pivots, day, (id) => mealById.get(id), book.resolve);
  const dayList = Array.from({ length: plan.days }, (_, i) => i + 1);

  return (
    <div className="page mpe">
      <Link className="text-link small" to={backTo}>
        ← {backLabel}
      </Link>
      <header className="pe-header">
        <div className="pe-header-top">
          <h1 className="page-title">{plan.title}</h1>
          <span className="pe-badge">{forClient ? t('meals.planEditor.forClient', { name: clientName }) : t('meals.planEditor.template')}</span>
        </div>
        {forClient ? (
          <Banner tone="info" title={t('meals.planEditor.clientOnlyTitle', { name: clientName })}>
            {t('meals.planEditor.clientOnly', { name: clientName })}
          </Banner>
        ) : null}
        <div className="pe-plan-fields mpe-fields">
          <label className="field">
            <span className="field-label">{t('meals.planEditor.title')}</span>
            <InlineInput
              className="field-input"
              maxLength={255}
              value={plan.title}
              onCommit={(v) => {
                if (!v.trim()) return false;
                void write([{ name: 'mealPlan.update', args: { id: plan.id, fields: { title: v } } }]);
              }}
            />
          </label>
          <label className="field mpe-days-field">
            <span className="field-label">{t('meals.planEditor.days')}</span>
            <InlineInput className="field-input" inputMode="numeric" value={String(plan.days)} onCommit={commitDays} />
          </label>
          <label className="field mpe-description">
            <span className="field-label">{t('meals.planEditor.description')}</span>
            <InlineTextarea
              className="field-input pe-description"
              rows={2}
              value={plan.description ?? ''}
              onCommit={(v) => void write([{ name: 'mealPlan.update', args: { id: plan.id, fields: { description: v } } }])}
            />
          </label>
        </div>
        <p className="muted small">{t('meals.planEditor.autosave')}</p>
      </header>

      {error ? <Banner tone="error">{error}</Banner> : null}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>

      <div className="mpe-daypicker" role="group" aria-label={t('meals.planEditor.dayPicker')}>
        {dayList.map((d) => (
          <button key={d} type="button" className={`mpe-day${d === day ? ' is-on' : ''}`} aria-pressed={d === day} onClick={() => setDay(d)}>
            <span className="mpe-day-name">{t('meals.planEditor.day', { day: d })}</span>
            <span className="mpe-day-kcal">{t('meals.figures.kcal', { value: fmt(dayTotals(d).kcal, locale, 0) })}</span>
          </button>
        ))}
      </div>

      <section className="mpe-dayview" aria-labelledby="mpe-day-heading">
        <div className="mpe-dayhead">
          <h2 id="mpe-day-heading" className="mpe-day-title">
            {t('meals.planEditor.day', { day })}
          </h2>
          <div className="mls-totals" data-testid="day-totals">
            <span className="mls-totals-label">{t('meals.planEditor.dayTotal')}</span>
            <MacroLine {...roundNutrients(today.total)} />
          </div>
        </div>
        <div className="mpe-slots">
          {MEAL_SLOTS.map((slot) => (
            <SlotCard
              key={slot}
              slot={slot}
              pivots={mealsOfSlot(pivots, day, slot)}
              slotTotal={roundNutrients(today.bySlot[slot])}
              mealById={mealById}
              book={book}
              pending={pendingPivots}
              forClient={Boolean(forClient)}
              onAdd={() => setPicking({ kind: 'add', day, slot })}
              onSwap={(pivot) => setPicking({ kind: 'swap', pivot })}
              onEdit={setEditing}
              onRemove={setRemoving}
            />
          ))}
        </div>
      </section>

      <section className="mpe-overview" aria-labelledby="mpe-overview-heading">
        <h2 id="mpe-overview-heading" className="mls-group-title">
          {t('meals.planEditor.overview')}
        </h2>
        <div className="mpe-table-wrap">
          <table className="mpe-table">
            <thead>
              <tr>
                <th scope="col">{t('meals.planEditor.dayColumn')}</th>
                {MEAL_SLOTS.map((s) => (
                  <th key={s} scope="col">
                    {t(`meals.slots.${s}`)}
                  </th>
                ))}
                <th scope="col">{t('meals.planEditor.dayTotal')}</th>
              </tr>
            </thead>
            <tbody>
              {dayList.map((d) => (
                <tr key={d} className={d === day ? 'is-on' : undefined}>
                  <th scope="row">
                    <button type="button" className="mls-link" onClick={() => setDay(d)} aria-label={t('meals.planEditor.showDay', { day: d })}>
                      {t('meals.planEditor.day', { day: d })}
                    </button>
                  </th>
                  {MEAL_SLOTS.map((s) => (
                    <td key={s}>
                      {mealsOfSlot(pivots, d, s)
                        .map((p) => mealById.get(p.mealId)?.title ?? '…')
                        .join(', ')}
                    </td>
                  ))}
                  <td className="mpe-table-kcal">{t('meals.figures.kcal', { value: fmt(dayTotals(d).kcal, locale, 0) })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <MealPickerDialog
        open={picking !== null}
        onOpenChange={(v) => !v && setPicking(null)}
        title={
          picking?.kind === 'add'
            ? t('meals.picker.addTitle', { slot: t(`meals.slots.${picking.slot}`), day: picking.day })
            : t('meals.picker.swapTitle')
        }
        meals={meals.filter((m) => m.clientId === null)}
        resolve={book.resolve}
        onPick={(m) => void pick(m)}
      />
      <MealEditorDialog
        open={editing !== null}
        onOpenChange={(v) => !v && setEditing(null)}
        meal={editing}
        own={book.searchable(forClient)}
        byId={book.byId}
        resolve={book.resolve}
        clientName={forClient ? clientName : null}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(v) => !v && setRemoving(null)}
        title={t('meals.planEditor.removeTitle')}
        cancelLabel={t('meals.cancel')}
        confirmLabel={t('meals.planEditor.remove')}
        onConfirm={() => {
          const p = removing;
          setRemoving(null);
          if (p) void write([{ name: 'mealPlanMeal.remove', args: { id: p.id } }]);
        }}
      >
        <p>{t('meals.planEditor.removeText', { title: mealById.get(removing?.mealId ?? '')?.title ?? '', day: removing?.day ?? 1, slot: removing ? t(`meals.slots.${removing.slot}`) : '' })}</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={shrinkTo !== null}
        onOpenChange={(v) => !v && setShrinkTo(null)}
        title={t('meals.planEditor.shrinkTitle')}
        cancelLabel={t('meals.cancel')}
        confirmLabel={t('meals.planEditor.shrink')}
        onConfirm={() => {
          const n = shrinkTo;
          setShrinkTo(null);
          if (n === null) return;
          void write([
            ...pivots.filter((p) => p.day > n).map((p): LocalWrite => ({ name: 'mealPlanMeal.remove', args: { id: p.id } })),
            { name: 'mealPlan.update', args: { id: plan.id, fields: { days: n } } },
          ]);
        }}
      >
        <p>{t('meals.planEditor.shrinkText', { days: shrinkTo ?? 1 })}</p>
      </ConfirmDialog>
    </div>
  );
}

function SlotCard({
  slot,
  pivots,
  slotTotal,
  mealById,
  book,
  pending,
  forClient,
  onAdd,
  onSwap,
  onEdit,
  onRemove,
}: {
  slot: MealSlot;
  pivots: MealPlanMealRow[];
  slotTotal: { kcal: number };
  mealById: ReadonlyMap<string, MealRow>;
  book: IngredientBook;
  pending: Set<string> | undefined;
  forClient: boolean;
  onAdd: () => void;
  onSwap: (p: MealPlanMealRow) => void;
  onEdit: (m: MealRow) => void;
  onRemove: (p: MealPlanMealRow) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const slotName = t(`meals.slots.${slot}`);
  return (
    <section className="mpe-slot" aria-label={slotName} data-testid={`slot-${slot}`}>
      <header className="mpe-slot-head">
        <h3 className="mpe-slot-title">{slotName}</h3>
        <span className="mpe-slot-kcal">{t('meals.figures.kcal', { value: fmt(slotTotal.kcal, locale, 0) })}</span>
      </header>
      {pivots.length === 0 ? <p className="muted small">{t('meals.planEditor.slotEmpty')}</p> : null}
      <ul className="mpe-meals">
        {pivots.map((p) => {
          const meal = mealById.get(p.mealId);
          const title = meal?.title ?? t('meals.planEditor.missingMeal');
          return (
            <li key={p.id} className="mpe-meal" data-testid="plan-meal">
              <div className="mpe-meal-main">
                <span className="mpe-meal-title">{title}</span>
                {meal ? <MacroLine {...roundNutrients(mealTotals(meal.ingredients, book.resolve).totals)} /> : null}
                {pending?.has(p.id) ? <span className="exl-pending">{t('exercises.library.notSynced')}</span> : null}
              </div>
              <div className="mpe-meal-actions">
                {meal ? (
                  <Button variant="ghost" size="sm" onClick={() => onEdit(meal)} aria-label={t(forClient ? 'meals.planEditor.changeIngredientsNamed' : 'meals.planEditor.editMealNamed', { title })}>
                    {forClient ? t('meals.planEditor.changeIngredients') : t('meals.planEditor.editMeal')}
                  </Button>
                ) : null}
                <Button variant="ghost" size="sm" onClick={() => onSwap(p)} aria-label={t('meals.planEditor.swapNamed', { title })}>
                  {t('meals.planEditor.swap')}
                </Button>
                <Button variant="ghost" size="sm" onClick={() => onRemove(p)} aria-label={t('meals.planEditor.removeNamed', { title })}>
                  {t('meals.planEditor.remove')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <Button variant="secondary" size="sm" onClick={onAdd} icon={<span aria-hidden="true">+</span>} aria-label={t('meals.planEditor.addToSlot', { slot: slotName })}>
        {t('meals.planEditor.addMeal')}
      </Button>
    </section>
  );
}
