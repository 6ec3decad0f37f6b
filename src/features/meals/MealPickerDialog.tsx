import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MealRow } from '../../../domain/meals/entity';
import type { IngredientResolver } from '../../../domain/meals/ingredients';
import { mealTotals, roundNutrients } from '../../../domain/meals/totals';
import { Dialog } from '../../ui/Dialog';
import { MacroLine } from './IngredientSearch';
import { filterMealsByTitle } from './model';

/** Picks one of the trainer's meals for a plan slot: search by title (docs/rules/meals.md "Search"), each meal with its totals. */
export function MealPickerDialog({
  open,
  onOpenChange,
  title,
  meals,
  resolve,
  onPick,
}: {
  open: boolean;
  onOpenChange: (v: boolean) => void;
  title: string;
  meals: readonly MealRow[];
  resolve: IngredientResolver;
  onPick: (meal: MealRow) => void;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const searchId = useId();
  const shown = useMemo(() => filterMealsByTitle(meals, query), [meals, query]);
  const close = (v: boolean) => {
    if (!v) setQuery('');
    onOpenChange(v);
  };
  return (
    <Dialog open={open} onOpenChange={close} title={title}>
      <div className="field">
        <label className="field-label" htmlFor={searchId}>
          {t('meals.list.search')}
        </label>
        <input id={searchId} className="field-input" type="search" autoComplete="off" autoFocus value={query} onChange={(e) => setQuery(e.target.value)} />
      </div>
      {meals.length === 0 ? (
        <p className="muted">{t('meals.picker.none')}</p>
      ) : shown.length === 0 ? (
        <p className="muted">{t('meals.list.noMatch', { query: query.trim() })}</p>
      ) : (
        <ul className="pe-picker-list" aria-label={t('meals.picker.results')}>
          {shown.map((m) => (
            <li key={m.id}>
              <button
                type="button"
                className="pe-picker-item"
                onClick={() => {
                  onPick(m);
                  close(false);
                }}
              >
                <span className="pe-picker-name">{m.title}</span>
                <MacroLine {...roundNutrients(mealTotals(m.ingredients, resolve).totals)} className="mls-macros pe-picker-meta" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
