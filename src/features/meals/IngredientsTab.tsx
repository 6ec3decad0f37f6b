import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { v7 as uuidv7 } from 'uuid';
import { INGREDIENT_CATEGORIES } from '../../../domain/meals/categories';
import { applyLocalMutation, usePendingIds, useUserDb } from '../../db';
import { translateMessage } from '../../i18n/translateMessage';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { pluralForm } from '../session-labels';
import type { IngredientRow } from '../../../domain/meals/entity';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useIngredientBook, useMealRows } from './hooks';
import { IngredientFactsView, IngredientSearch } from './IngredientSearch';
import { EMPTY_INGREDIENT_FORM, ingredientFormOf, mealsUsing, parseIngredientForm, type IngredientForm, type IngredientFormField } from './model';
import { useLocale } from '../../hooks/useLocale';

/** /trainer/meals?tab=ingredients: search the shipped table and own ingredients; save own ones by hand (save-manual). */
export function IngredientsTab() {
  const { t } = useTranslation();
  const locale = useLocale();
  const book = useIngredientBook();
  const pending = usePendingIds('ingredients');
  const db = useUserDb();
  const meals = useMealRows();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<IngredientRow | null>(null);
  const [deleting, setDeleting] = useState<IngredientRow | null>(null);
  if (!book) return <Spinner label={t('common.loading')} />;
  return (
    <section className="mls" aria-labelledby="mls-ing-heading">
      <div className="mls-head">
        <h2 id="mls-ing-heading" className="visually-hidden">
          {t('meals.tabs.ingredients')}
        </h2>
        <p className="muted small mls-head-text">{t('meals.ingredients.lead')}</p>
        <Button onClick={() => setAdding(true)}>{t('meals.ingredients.add')}</Button>
      </div>
      <div className="card mls-card">
        <IngredientSearch own={book.mine} />
      </div>
      <section className="mls-group" aria-labelledby="mls-own-heading">
        <h3 id="mls-own-heading" className="mls-group-title">
          {t('meals.ingredients.mine')}
        </h3>
        {book.mine.length === 0 ? (
          <p className="muted">{t('meals.ingredients.noneOwn')}</p>
        ) : (
          <ul className="pl-list mls-hits mls-hits--flat">
            {book.mine.map((i) => {
              const row = book.rows.find((r) => r.id === i.id)!;
              return (
                <li key={i.id} className="mls-hit" data-testid="own-ingredient">
                  <IngredientFactsView
                    ingredient={i}
                    name={i.name}
                    aside={pending?.has(i.id) ? <span className="exl-pending">{t('exercises.library.notSynced')}</span> : null}
                  />
                  <span className="mls-hit-actions">
                    <Button variant="secondary" size="sm" onClick={() => setEditing(row)} aria-label={t('meals.ingredients.editNamed', { name: i.name })}>
                      {t('meals.ingredients.edit')}
                    </Button>
                    <Button variant="ghost" size="sm" onClick={() => setDeleting(row)} aria-label={t('meals.ingredients.deleteNamed', { name: i.name })}>
                      {t('meals.ingredients.delete')}
                    </Button>
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <IngredientFormDialog open={adding} onOpenChange={setAdding} />
      <IngredientFormDialog open={editing !== null} onOpenChange={(v) => !v && setEditing(null)} ingredient={editing} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(v) => !v && setDeleting(null)}
        title={t('meals.ingredients.deleteTitle')}
        cancelLabel={t('meals.cancel')}
        confirmLabel={t('meals.ingredients.delete')}
        onConfirm={() => {
          if (deleting) void applyLocalMutation(db, 'ingredient.delete', { id: deleting.id });
          setDeleting(null);
        }}
      >
        <p>
          {t('meals.ingredients.deleteText', { name: deleting?.name ?? '' })}{' '}
          {deleting && meals && mealsUsing(meals, deleting.id) > 0 ? t(`meals.ingredients.deleteUsed.${pluralForm(mealsUsing(meals, deleting.id), locale)}`, { count: mealsUsing(meals, deleting.id) }) : null}
        </p>
      </ConfirmDialog>
    </section>
  );
}

type NumberField = { field: IngredientFormField; unit: string };
const NUMBER_FIELDS: NumberField[] = [
  { field: 'kcal', unit: 'kcal' },
  { field: 'protein', unit: 'g' },
  { field: 'carbs', unit: 'g' },
  { field: 'fat', unit: 'g' },
];
const UNIT_FIELDS: NumberField[] = [
  { field: 'gramsPerPiece', unit: 'g' },
  { field: 'gramsPerTablespoon', unit: 'g' },
  { field: 'gramsPerTeaspoon', unit: 'g' },
  { field: 'density', unit: 'g/ml' },
];

/** The form's number fields: the label's figures per 100 g, then the optional unit weights. */
const FIELD_GROUPS: { legend: string; hint?: string; fields: NumberField[] }[] = [
  { legend: 'meals.ingredients.per100Legend', fields: NUMBER_FIELDS },
  { legend: 'meals.ingredients.unitsLegend', hint: 'meals.ingredients.unitsHint', fields: UNIT_FIELDS },
];

/** Add own ingredient (save-manual): a name, the label's figures per 100 g, and the weights of a piece or a spoon. Saved on the device at once. */
export function IngredientFormDialog({
  open,
  onOpenChange,
  clientId,
  ingredient = null,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (v: boolean) => void;
  clientId?: string | null;
  /** An own ingredient to correct; null adds a new one. */
  ingredient?: IngredientRow | null;
  onSaved?: (id: string) => void;
}) {
  const { t } = useTranslation();
  const db = useUserDb();
  const locale = useLocale();
  const [form, setForm] = useState<IngredientForm>(EMPTY_INGREDIENT_FORM);
  const [errors, setErrors] = useState<Partial<Record<IngredientFormField, string>>>({});
  const [failed, setFailed] = useState(false);
  const categoryId = useId();

  useEffect(() => {
    if (!open) return;
    setForm(ingredient ? ingredientFormOf(ingredient) : EMPTY_INGREDIENT_FORM);
    setErrors({});
    setFailed(false);
  }, [open, ingredient?.id]);

  const set = (f: IngredientFormField) => (e: { target: { value: string } }) => setForm((prev) => ({ ...prev, [f]: e.target.value }));
  const err = (f: IngredientFormField) => (errors[f] ? translateMessage(t, errors[f]) : undefined);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = parseIngredientForm(form);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      const first = Object.keys(parsed.errors)[0];
      if (first) document.getElementById(`mls-ing-${first}`)?.focus();
      return;
    }
    const id = ingredient?.id ?? uuidv7();
    try {
      if (ingredient) await applyLocalMutation(db, 'ingredient.update', { id, fields: parsed.value });
      else await applyLocalMutation(db, 'ingredient.create', { id, clientId: clientId ?? null, fields: parsed.value });
      onOpenChange(false);
      onSaved?.(id);
    } catch {
      setFailed(true);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={ingredient ? t('meals.ingredients.editTitle') : t('meals.ingredients.addTitle')}
      footer={
        <Button type="submit" form="mls-ingredient-form">
          {t('meals.ingredients.save')}
        </Button>
      }
    >
      <form id="mls-ingredient-form" className="form" onSubmit={submit} noValidate>
        <TextField id="mls-ing-name" label={t('meals.ingredients.name')} value={form.name} onChange={set('name')} error={err('name')} maxLength={255} autoFocus />
        <div className="field">
          <label className="field-label" htmlFor={categoryId}>
            {t('meals.ingredients.category')}
          </label>
          <select id={categoryId} className="field-input" value={form.category} onChange={set('category')}>
            {INGREDIENT_CATEGORIES.map((c) => (
              <option key={c.id} value={c.id}>
                {c.names[locale]}
              </option>
            ))}
          </select>
        </div>
        {FIELD_GROUPS.map((group) => (
          <fieldset key={group.legend} className="mls-fieldset">
            <legend className="field-label">{t(group.legend)}</legend>
            {group.hint ? <p className="muted small">{t(group.hint)}</p> : null}
            <div className="mls-form-grid">
              {group.fields.map(({ field, unit }) => (
                <TextField
                  key={field}
                  id={`mls-ing-${field}`}
                  label={`${t(`meals.ingredients.fields.${field}`)} (${unit})`}
                  inputMode="decimal"
                  value={form[field]}
                  onChange={set(field)}
                  error={err(field)}
                />
              ))}
            </div>
          </fieldset>
        ))}
        {failed ? <Banner tone="error">{t('meals.saveFailed')}</Banner> : null}
      </form>
    </Dialog>
  );
}
