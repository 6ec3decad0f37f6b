import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { v7 as uuidv7 } from 'uuid';
import type { MealRow } from '../../../domain/meals/entity';
import { ingredientName, type Ingredient, type IngredientResolver, type OwnIngredient } from '../../../domain/meals/ingredients';
import { shippedIngredient } from '../../../domain/meals/shipped';
import { roundNutrients } from '../../../domain/meals/totals';
import { gramsPerUnit, unitsOf, type Unit } from '../../../domain/meals/units';
import { applyLocalMutation, useUserDb } from '../../db';
import { translateMessage } from '../../i18n/translateMessage';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { TextField } from '../../ui/TextField';
import { fmt, IngredientSearch, MacroLine } from './IngredientSearch';
import { draftTotals, linesOf, parseMealForm, startingAmount, type MealFormErrors, type MealLineDraft } from './model';
import { useLocale } from '../../hooks/useLocale';

/**
 * Create or edit a meal: its title and ingredients (found with the
 * ingredient search), an amount and unit per line, and its totals while
 * typing. `clientName` marks a client's own copy: the edit applies to that
 * client only (their meal plan), never to the template.
 */
export function MealEditorDialog({
  open,
  onOpenChange,
  meal,
  own,
  byId,
  resolve,
  clientName,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (v: boolean) => void;
  /** The meal to edit; null makes a new template meal. */
  meal: MealRow | null;
  own: readonly OwnIngredient[];
  byId: ReadonlyMap<string, OwnIngredient>;
  resolve: IngredientResolver;
  clientName?: string | null;
  onSaved?: (id: string) => void;
}) {
  const { t } = useTranslation();
  const db = useUserDb();
  const locale = useLocale();
  const [title, setTitle] = useState('');
  const [lines, setLines] = useState<MealLineDraft[]>([]);
  const [errors, setErrors] = useState<MealFormErrors>({ lines: {} });
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!open) return;
    setTitle(meal?.title ?? '');
    setLines(meal ? linesOf(meal.ingredients, uuidv7) : []);
    setErrors({ lines: {} });
    setFailed(false);
  }, [open, meal?.id]);

  const find = (id: string): Ingredient | undefined => shippedIngredient(id) ?? byId.get(id);
  const nameOf = (id: string) => {
    const i = find(id);
    return i ? ingredientName(i, locale) : t('meals.editor.unknownIngredient');
  };
  const totals = draftTotals(lines, resolve);
  const shown = roundNutrients(totals.totals);

  const add = (i: Ingredient) => setLines((prev) => [...prev, { key: uuidv7(), ingredientId: i.id, ...startingAmount(unitsOf(i.units)) }]);
  const change = (key: string, patch: Partial<MealLineDraft>) => setLines((prev) => prev.map((l) => (l.key === key ? { ...l, ...patch } : l)));
  const remove = (key: string) => setLines((prev) => prev.filter((l) => l.key !== key));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = parseMealForm(title, lines, resolve);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      return;
    }
    setErrors({ lines: {} });
    try {
      const id = meal?.id ?? uuidv7();
      if (meal) await applyLocalMutation(db, 'meal.update', { id, fields: { title: parsed.value.title, ingredients: parsed.value.ingredients } });
      else await applyLocalMutation(db, 'meal.create', { id, title: parsed.value.title, ingredients: parsed.value.ingredients });
      onOpenChange(false);
      onSaved?.(id);
    } catch {
      setFailed(true);
    }
  }

  const dialogTitle = clientName ? t('meals.editor.clientTitle', { name: clientName }) : meal ? t('meals.editor.editTitle') : t('meals.editor.newTitle');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={dialogTitle}
      footer={
        <Button type="submit" form="mls-meal-form">
          {t('meals.editor.save')}
        </Button>
      }
    >
      <form id="mls-meal-form" className="form mls-meal-form" onSubmit={submit} noValidate>
        {clientName ? <Banner tone="info">{t('meals.editor.clientOnly', { name: clientName })}</Banner> : null}
        <TextField label={t('meals.editor.title')} value={title} onChange={(e) => setTitle(e.target.value)} error={errors.title ? translateMessage(t, errors.title) : undefined} maxLength={255} autoFocus={!meal} />
        <fieldset className="mls-fieldset">
          <legend className="field-label">{t('meals.editor.ingredients')}</legend>
          {lines.length === 0 ? <p className="muted small">{t('meals.editor.noLines')}</p> : null}
          <ul className="mls-lines">
            {lines.map((l, index) => {
              const ingredient = find(l.ingredientId);
              const units: Unit[] = ingredient ? unitsOf(ingredient.units) : ['g'];
              const lineError = errors.lines[index];
              const single = draftTotals([l], resolve).totals;
              const name = nameOf(l.ingredientId);
              return (
                <li key={l.key} className={`mls-line${lineError ? ' is-invalid' : ''}`} data-testid="meal-line">
                  <span className="mls-line-name">{name}</span>
                  <div className="mls-line-inputs">
                    <input
                      className="field-input mls-line-amount"
                      inputMode="decimal"
                      aria-label={t('meals.editor.amountOf', { name })}
                      aria-invalid={lineError ? true : undefined}
                      value={l.amount}
                      onChange={(e) => change(l.key, { amount: e.target.value })}
                    />
                    <select className="field-input mls-line-unit" aria-label={t('meals.editor.unitOf', { name })} value={l.unit} onChange={(e) => change(l.key, { unit: e.target.value as Unit })}>
                      {units.map((u) => (
                        <option key={u} value={u}>
                          {u === 'g' ? t('meals.units.g') : `${t(`meals.units.${u}`)} (${fmt(gramsPerUnit(u, ingredient!.units)!, locale)} g)`}
                        </option>
                      ))}
                    </select>
                    <span className="mls-line-kcal">{t('meals.figures.kcal', { value: fmt(single.kcal, locale, 0) })}</span>
                    <button type="button" className="pe-icon-btn pe-danger" onClick={() => remove(l.key)} aria-label={t('meals.editor.removeNamed', { name })}>
                      <span aria-hidden="true">×</span>
                    </button>
                  </div>
                  {lineError ? <span className="field-error">{translateMessage(t, lineError)}</span> : null}
                </li>
              );
            })}
          </ul>
          {errors.list ? <span className="field-error">{translateMessage(t, errors.list)}</span> : null}
        </fieldset>
        <div className="mls-totals" aria-live="polite" data-testid="meal-totals">
          <span className="mls-totals-label">{t('meals.editor.totals')}</span>
          <MacroLine {...shown} />
        </div>
        <IngredientSearch own={own} onPick={add} label={t('meals.editor.findIngredient')} />
        {failed ? <Banner tone="error">{t('meals.saveFailed')}</Banner> : null}
      </form>
    </Dialog>
  );
}
