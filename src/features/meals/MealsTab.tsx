import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MealRow } from '../../../domain/meals/entity';
import { mealTotals, roundNutrients } from '../../../domain/meals/totals';
import { applyLocalMutation, usePendingIds, useUserDb } from '../../db';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Spinner } from '../../ui/Spinner';
import { pluralForm } from '../session-labels';
import { useIngredientBook, useMealRows } from './hooks';
import { MacroLine } from './IngredientSearch';
import { MealEditorDialog } from './MealEditorDialog';
import { filterMealsByTitle } from './model';
import { useLocale } from '../../hooks/useLocale';

/** /trainer/meals?tab=meals: the trainer's meals with their totals; search by title, create, edit, delete. */
export function MealsTab() {
  const { t } = useTranslation();
  const locale = useLocale();
  const db = useUserDb();
  const rows = useMealRows();
  const book = useIngredientBook();
  const pending = usePendingIds('meals');
  const [query, setQuery] = useState('');
  const [editing, setEditing] = useState<MealRow | 'new' | null>(null);
  const [deleting, setDeleting] = useState<MealRow | null>(null);
  const searchId = useId();
  const templates = useMemo(() => (rows ?? []).filter((m) => m.clientId === null), [rows]);
  const shown = useMemo(() => filterMealsByTitle(templates, query), [templates, query]);

  if (!rows || !book) return <Spinner label={t('common.loading')} />;
  return (
    <section className="mls" aria-labelledby="mls-meals-heading">
      <div className="mls-head">
        <h2 id="mls-meals-heading" className="visually-hidden">
          {t('meals.tabs.meals')}
        </h2>
        <div className="field mls-head-search">
          <label className="field-label" htmlFor={searchId}>
            {t('meals.list.search')}
          </label>
          <input id={searchId} className="field-input" type="search" autoComplete="off" value={query} onChange={(e) => setQuery(e.target.value)} />
        </div>
        <Button onClick={() => setEditing('new')}>{t('meals.list.new')}</Button>
      </div>
      {templates.length === 0 ? (
        <div className="card mls-empty">
          <p>{t('meals.list.empty')}</p>
        </div>
      ) : shown.length === 0 ? (
        <p className="muted">{t('meals.list.noMatch', { query: query.trim() })}</p>
      ) : (
        <ul className="pl-list">
          {shown.map((m) => {
            const totals = roundNutrients(mealTotals(m.ingredients, book.resolve).totals);
            return (
              <li key={m.id} className="pl-item" data-testid="meal-row">
                <div className="pl-item-main">
                  <button type="button" className="mls-link" onClick={() => setEditing(m)}>
                    {m.title}
                  </button>
                  <span className="pl-item-meta">
                    <MacroLine {...totals} />
                    <span>{t(`meals.list.ingredientCount.${pluralForm(m.ingredients.length, locale)}`, { count: m.ingredients.length })}</span>
                    {pending?.has(m.id) ? <span className="exl-pending">{t('exercises.library.notSynced')}</span> : null}
                  </span>
                </div>
                <div className="pl-item-actions">
                  <Button variant="secondary" size="sm" onClick={() => setEditing(m)} aria-label={t('meals.list.editNamed', { title: m.title })}>
                    {t('meals.list.edit')}
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setDeleting(m)} aria-label={t('meals.list.deleteNamed', { title: m.title })}>
                    {t('meals.list.delete')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <MealEditorDialog
        open={editing !== null}
        onOpenChange={(v) => !v && setEditing(null)}
        meal={editing === 'new' ? null : editing}
        own={book.mine}
        byId={book.byId}
        resolve={book.resolve}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(v) => !v && setDeleting(null)}
        title={t('meals.list.deleteTitle')}
        cancelLabel={t('meals.cancel')}
        confirmLabel={t('meals.list.delete')}
        onConfirm={() => {
          if (deleting) void applyLocalMutation(db, 'meal.delete', { id: deleting.id });
          setDeleting(null);
        }}
      >
        <p>{t('meals.list.deleteText', { title: deleting?.title ?? '' })}</p>
      </ConfirmDialog>
    </section>
  );
}
