import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { eatenFigures } from '../../../domain/meals/eaten';
import type { IngredientResolver } from '../../../domain/meals/ingredients';
import { roundNutrients } from '../../../domain/meals/totals';
import { TextField } from '../../ui/TextField';
import { pluralForm } from '../session-labels';
import { useLocale } from '../../hooks/useLocale';
import type { Figures } from './day';
import { kcalText, macrosText } from './format';
import type { Food, FoundFoods } from './foods';

/** "180 kcal · P 33.8 g · C 0 g · F 3.9 g" */
export function useFiguresText(): (f: Figures) => string {
  const { t } = useTranslation();
  const locale = useLocale();
  return (f) => t('mealLog.food.figures', { kcal: kcalText(f.calories, locale), macros: macrosText(t, f, locale) });
}

/** What 100 g of an ingredient or one portion of a meal gives, rounded as a log is. */
export function unitFigures(food: Food, resolve: IngredientResolver): Figures {
  if (food.kind === 'meal') return eatenFigures([{ kind: 'meal', portions: 1, ingredients: food.ingredients, nutrition: food.nutrition }], resolve);
  const n = roundNutrients(food.ingredient.per100g);
  return { calories: n.kcal, protein: n.protein, carbs: n.carbs, fat: n.fat };
}

const GROUPS = ['mine', 'trainer', 'ingredients'] as const;

/**
 * The search of the client's "Add a meal": as the person types, their saved
 * meals, their trainer's meals and ingredients, each a button that picks it.
 * The query lives with the caller, so coming back from the amount keeps it.
 */
export function FoodSearch({ query, onQuery, found, resolve, onPick }: { query: string; onQuery: (q: string) => void; found: FoundFoods; resolve: IngredientResolver; onPick: (food: Food) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const figuresText = useFiguresText();
  const statusId = useId();
  const count = found.mine.length + found.trainer.length + found.ingredients.length;
  const status = query.trim() === '' ? t('mealLog.food.hint') : count === 0 ? t('mealLog.food.noHits', { query: query.trim() }) : t(`mealLog.food.hits.${pluralForm(count, locale)}`, { count });
  return (
    <div className="ml-food-search">
      <TextField label={t('mealLog.food.search')} type="search" autoComplete="off" value={query} aria-describedby={statusId} onChange={(e) => onQuery(e.target.value)} data-testid="food-search" />
      <p id={statusId} className="ml-muted" aria-live="polite">
        {status}
      </p>
      {GROUPS.map((g) =>
        found[g].length ? (
          <section key={g} className="ml-saved" aria-label={t(`mealLog.food.${g}`)}>
            <h3 className="ml-subtitle">{t(`mealLog.food.${g}`)}</h3>
            <ul className="ml-saved-list">
              {found[g].map((food) => (
                <li key={food.kind === 'ingredient' ? food.ingredient.id : food.id} data-testid="food-hit">
                  <button type="button" className="ml-saved-item" onClick={() => onPick(food)}>
                    <span className="ml-saved-name">
                      {food.kind === 'ingredient' ? food.name : food.title}
                      {food.kind === 'ingredient' && food.matched ? <span className="ml-muted"> ({food.matched})</span> : null}
                    </span>
                    <span className="ml-muted">{t(food.kind === 'ingredient' ? 'mealLog.food.per100' : 'mealLog.food.perPortion', { figures: figuresText(unitFigures(food, resolve)) })}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : null,
      )}
    </div>
  );
}
