import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { eatenFigures, eatenLines, type EatenItem } from '../../../domain/meals/eaten';
import type { CustomMealRow, MealRow } from '../../../domain/meals/entity';
import type { IngredientResolver, OwnIngredient } from '../../../domain/meals/ingredients';
import type { MealIngredient } from '../../../domain/meals/meal';
import { MEAL_MESSAGES } from '../../../domain/meals/messages';
import { prepareIngredientSearch } from '../../../domain/meals/search';
import { MEAL_SLOTS, type MealSlot } from '../../../domain/meals/slots';
import { formatNumber } from '../../i18n/format';
import { translateMessage } from '../../i18n/translateMessage';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { SelectField } from '../../ui/FormFields';
import { TextField } from '../../ui/TextField';
import { useLocale } from '../../hooks/useLocale';
import type { Figures } from './day';
import { FiguresFieldset } from './FiguresFieldset';
import { decimalMarkOf, figuresFields, parseFigures, type FigureKey, type FiguresFields } from './figuresForm';
import { FoodAmount } from './FoodAmount';
import { findFoods, foodName, type Food } from './foods';
import { FoodSearch, useFiguresText } from './FoodSearch';
import { kcalText, macrosText } from './format';
import { MealSheet } from './MealSheet';

export interface NewMeal {
  title: string;
  slot: MealSlot;
  figures: Figures;
  /** Save it as a custom meal for next time (not asked when one saved or planned meal is logged: it has its own). */
  keep: boolean;
  /** What it was made of, for the custom meal kept; empty when typed by hand. */
  ingredients: MealIngredient[];
  /** The one meal (the trainer's or a saved one) logged, in some portions; null for anything else. */
  mealId: string | null;
}

/** A picked food in the meal being put together. */
interface Added {
  key: number;
  food: Food;
  item: EatenItem;
}

const EMPTY: FiguresFields = { calories: '', protein: '', carbs: '', fat: '' };

/**
 * A meal outside the plan. One tap on a saved one logs it again. Otherwise the
 * client searches ingredients, their trainer's meals and their saved meals,
 * gives each an amount, and the figures are worked out on the device (they can
 * still change them, or type a meal's figures by hand). What is not one saved
 * or planned meal is saved for next time unless unticked.
 */
export function AddMealDialog({
  open,
  onOpenChange,
  saved,
  meals,
  own,
  resolve,
  figuresOf,
  defaultSlot,
  onLogSaved,
  onLogNew,
  onDeleteSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  saved: readonly CustomMealRow[];
  /** The trainer's meals the client has (copied by their meal plans). */
  meals: readonly MealRow[];
  /** The ingredients synced to the device, for the search (the same array while the data does not change). */
  own: readonly OwnIngredient[];
  resolve: IngredientResolver;
  figuresOf: (m: CustomMealRow) => Figures;
  defaultSlot: MealSlot;
  onLogSaved: (m: CustomMealRow, slot: MealSlot) => void;
  onLogNew: (m: NewMeal) => void;
  onDeleteSaved: (m: CustomMealRow) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const mark = decimalMarkOf(locale);
  const figuresText = useFiguresText();
  const [title, setTitle] = useState('');
  const [titleTyped, setTitleTyped] = useState(false);
  const [slot, setSlot] = useState<MealSlot>(defaultSlot);
  const [keep, setKeep] = useState(true);
  const [fields, setFields] = useState<FiguresFields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FigureKey | 'title', string>>>({});
  const [query, setQuery] = useState('');
  const [picking, setPicking] = useState<Food | null>(null);
  const [added, setAdded] = useState<Added[]>([]);
  const [status, setStatus] = useState('');

  useEffect(() => {
    if (!open) return;
    setTitle('');
    setTitleTyped(false);
    setSlot(defaultSlot);
    setKeep(true);
    setFields(EMPTY);
    setErrors({});
    setQuery('');
    setPicking(null);
    setAdded([]);
    setStatus('');
  }, [open, defaultSlot]);

  // The search's indexes, built when the sheet opens rather than on the first keystroke.
  useEffect(() => {
    if (open) prepareIngredientSearch(own);
  }, [open, own]);

  const found = useMemo(() => findFoods(query, { locale, own, meals, customMeals: saved }), [query, locale, own, meals, saved]);
  // One saved or planned meal, in whatever portions, is logged as that meal: it has its title and is saved already.
  const single = added.length === 1 && added[0]!.food.kind === 'meal' ? added[0]!.food : null;

  const setItems = (next: Added[]) => {
    setAdded(next);
    setErrors({});
    setFields(next.length ? figuresFields(eatenFigures(next.map((a) => a.item), resolve), mark) : EMPTY);
    if (!titleTyped) setTitle(next.map((a) => foodName(a.food)).join(' + '));
  };

  const submit = () => {
    const r = parseFigures(fields);
    const name = single ? single.title : title.trim();
    const errs: Partial<Record<FigureKey | 'title', string>> = r.ok ? {} : { ...r.errors };
    if (!name) errs.title = MEAL_MESSAGES.mealTitleRequired;
    if (!r.ok || !name) return setErrors(errs);
    const ingredients = added.length ? (eatenLines(added.map((a) => a.item)) ?? []) : [];
    onLogNew({ title: name, slot, figures: r.figures, keep: single ? false : keep, ingredients, mealId: single && single.kind === 'meal' ? single.id : null });
    onOpenChange(false);
  };

  const amountText = (a: Added) =>
    a.item.kind === 'ingredient'
      ? t('mealLog.plans.amount', { amount: formatNumber(a.item.amount, locale, 2), unit: t(`mealLog.plans.units.${a.item.unit}`) })
      : t('mealLog.edit.portionValue', { value: formatNumber(a.item.portions, locale, 2) });

  return (
    <MealSheet open={open} onOpenChange={onOpenChange} title={t('mealLog.custom.title')}>
      <div className="ml-add">
        <SelectField label={t('mealLog.custom.slot')} value={slot} onChange={(e) => setSlot(e.target.value as MealSlot)}>
          {MEAL_SLOTS.map((s) => (
            <option key={s} value={s}>
              {t(`mealLog.slots.${s}`)}
            </option>
          ))}
        </SelectField>
        {picking ? (
          <FoodAmount
            key={picking.kind === 'ingredient' ? picking.ingredient.id : picking.id}
            food={picking}
            resolve={resolve}
            onBack={() => setPicking(null)}
            onAdd={(item) => {
              setItems([...added, { key: (added.at(-1)?.key ?? 0) + 1, food: picking, item }]);
              setStatus(t('mealLog.food.added', { name: foodName(picking) }));
              setPicking(null);
              setQuery('');
            }}
          />
        ) : (
          <FoodSearch query={query} onQuery={setQuery} found={found} resolve={resolve} onPick={setPicking} />
        )}
        {status ? (
          <p className="ml-status" role="status">
            {status}
          </p>
        ) : null}
        {added.length ? (
          <section aria-labelledby="ml-items-title" className="ml-saved">
            <h3 id="ml-items-title" className="ml-subtitle">
              {t('mealLog.food.items')}
            </h3>
            <ul className="ml-saved-list" data-testid="meal-items">
              {added.map((a) => (
                <li key={a.key} className="ml-saved-row" data-testid="meal-item">
                  <span className="ml-saved-item">
                    <span className="ml-saved-name">
                      {foodName(a.food)} · {amountText(a)}
                    </span>
                    <span className="ml-muted">{figuresText(eatenFigures([a.item], resolve))}</span>
                  </span>
                  <Button variant="ghost" size="sm" aria-label={t('mealLog.food.removeItem', { name: foodName(a.food) })} onClick={() => setItems(added.filter((x) => x !== a))}>
                    {t('mealLog.log.remove')}
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {!picking && query.trim() === '' && added.length === 0 ? (
          <section aria-labelledby="ml-saved-title" className="ml-saved">
            <h3 id="ml-saved-title" className="ml-subtitle">
              {t('mealLog.custom.saved')}
            </h3>
            {saved.length === 0 ? (
              <p className="ml-muted">{t('mealLog.custom.savedEmpty')}</p>
            ) : (
              <ul className="ml-saved-list">
                {saved.map((m) => {
                  const f = figuresOf(m);
                  return (
                    <li key={m.id} className="ml-saved-row">
                      <button
                        type="button"
                        className="ml-saved-item"
                        aria-label={t('mealLog.custom.logSaved', { title: m.title })}
                        onClick={() => {
                          onLogSaved(m, slot);
                          onOpenChange(false);
                        }}
                      >
                        <span className="ml-saved-name">{m.title}</span>
                        <span className="ml-muted">
                          {t('mealLog.figures.kcal', { value: kcalText(f.calories, locale) })} · {macrosText(t, f, locale)}
                        </span>
                      </button>
                      <Button variant="ghost" size="sm" aria-label={t('mealLog.custom.deleteSaved', { title: m.title })} onClick={() => onDeleteSaved(m)}>
                        {t('mealLog.custom.delete')}
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        ) : null}
        {picking ? null : (
          <form
            className="form ml-form"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <h3 className="ml-subtitle">{t('mealLog.custom.new')}</h3>
            {single ? null : (
              <TextField
                label={t('mealLog.custom.name')}
                value={title}
                maxLength={255}
                autoComplete="off"
                error={errors.title ? translateMessage(t, errors.title) : undefined}
                onChange={(e) => {
                  setTitle(e.target.value);
                  setTitleTyped(true);
                }}
              />
            )}
            {added.length ? <p className="ml-muted">{t('mealLog.food.computed')}</p> : null}
            <FiguresFieldset value={fields} onChange={setFields} errors={errors} />
            {single ? null : <Checkbox checked={keep} onCheckedChange={setKeep} label={t('mealLog.custom.keep')} />}
            <div className="sheet-actions">
              <Button variant="secondary" onClick={() => onOpenChange(false)}>
                {t('mealLog.edit.cancel')}
              </Button>
              <Button type="submit">{t('mealLog.custom.submit')}</Button>
            </div>
          </form>
        )}
      </div>
    </MealSheet>
  );
}
