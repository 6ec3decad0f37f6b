import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { INGREDIENT_CATEGORIES } from '../../../domain/meals/categories';
import type { Ingredient, OwnIngredient } from '../../../domain/meals/ingredients';
import { searchIngredients, type IngredientHit } from '../../../domain/meals/search';
import { gramsPerUnit, unitsOf, type Unit } from '../../../domain/meals/units';
import type { Locale } from '../../../domain/constants';
import { formatNumber } from '../../i18n/format';
import { pluralForm } from '../session-labels';
import { useLocale } from '../../hooks/useLocale';

/** A nutrient figure for the language: whole kcal, grams to one decimal. */
export const fmt = (n: number, locale: Locale, digits = 1) => formatNumber(n, locale, digits);

/** "165 kcal · P 31 g · C 0 g · F 3,6 g", each part labelled for screen readers by the caller's text. */
export function MacroLine({ kcal, protein, carbs, fat, className = 'mls-macros' }: { kcal: number; protein: number; carbs: number; fat: number; className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <span className={className}>
      <span className="mls-kcal">{t('meals.figures.kcal', { value: fmt(kcal, locale, 0) })}</span>
      <span>{t('meals.figures.protein', { value: fmt(protein, locale) })}</span>
      <span>{t('meals.figures.carbs', { value: fmt(carbs, locale) })}</span>
      <span>{t('meals.figures.fat', { value: fmt(fat, locale) })}</span>
    </span>
  );
}

/** The units an ingredient takes, with their grams: "g · 1 piece = 50 g · 1 tbsp = 15 g". */
export function unitsText(t: (k: string, o?: Record<string, unknown>) => string, ingredient: Ingredient, locale: Locale): string {
  return unitsOf(ingredient.units)
    .map((u: Unit) => (u === 'g' ? t('meals.units.g') : t('meals.units.each', { unit: t(`meals.units.${u}`), grams: fmt(gramsPerUnit(u, ingredient.units)!, locale) })))
    .join(' · ');
}

/** One ingredient's facts: name, category, per-100 g figures and units. */
export function IngredientFactsView({ ingredient, name, aside }: { ingredient: Ingredient; name: string; aside?: ReactNode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const category = INGREDIENT_CATEGORIES.find((c) => c.id === ingredient.category)?.names[locale] ?? '';
  const p = ingredient.per100g;
  return (
    <span className="mls-ing">
      <span className="mls-ing-name">
        {name}
        {ingredient.kind === 'own' ? <span className="mls-badge">{t('meals.ingredients.own')}</span> : null}
      </span>
      <span className="mls-ing-meta">
        {category} · {t('meals.ingredients.per100')}
      </span>
      <MacroLine {...p} />
      <span className="mls-ing-units">{t('meals.ingredients.unitsLine', { units: unitsText(t, ingredient, locale) })}</span>
      {aside}
    </span>
  );
}

/** The name a hit shows: the user's language for shipped foods, and the name that matched when it was another language's. */
export function hitName(hit: IngredientHit, locale: Locale): string {
  const own = hit.ingredient.kind === 'shipped' ? hit.ingredient.names[locale] : hit.name;
  return hit.locale && hit.locale !== locale && hit.name !== own ? `${own} (${hit.name})` : own;
}

/**
 * The ingredient search (docs/rules/meals.md "Search"): per keystroke over the shipped table and
 * the given own ingredients, on the device (works offline), accent- and
 * case-insensitive in en, sk and cz. An empty query lists nothing and says
 * what to type. `onPick` makes each hit a button (the meal editor).
 */
export function IngredientSearch({
  own,
  onPick,
  label,
  autoFocus,
  limit = 30,
}: {
  own: readonly OwnIngredient[];
  onPick?: (ingredient: Ingredient) => void;
  label?: string;
  autoFocus?: boolean;
  limit?: number;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [query, setQuery] = useState('');
  const id = useId();
  const hits = useMemo(() => searchIngredients(query, { locale, own, limit }), [query, locale, own, limit]);
  return (
    <div className="mls-search">
      <div className="field">
        <label className="field-label" htmlFor={id}>
          {label ?? t('meals.ingredients.search')}
        </label>
        <input
          id={id}
          className="field-input"
          type="search"
          autoComplete="off"
          autoFocus={autoFocus}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          aria-describedby={`${id}-status`}
        />
      </div>
      <p id={`${id}-status`} className="muted small" aria-live="polite">
        {query.trim() === '' ? t('meals.ingredients.hint') : hits.length === 0 ? t('meals.ingredients.noHits', { query: query.trim() }) : t(`meals.ingredients.hits.${pluralForm(hits.length, locale)}`, { count: hits.length })}
      </p>
      {hits.length ? (
        <ul className="pl-list mls-hits" aria-label={t('meals.ingredients.results')}>
          {hits.map((h) => (
            <li key={h.ingredient.id} data-testid="ingredient-hit">
              {onPick ? (
                <button
                  type="button"
                  className="mls-hit mls-hit--button"
                  onClick={() => {
                    onPick(h.ingredient);
                    setQuery('');
                  }}
                >
                  <IngredientFactsView ingredient={h.ingredient} name={hitName(h, locale)} />
                  <span className="mls-hit-add" aria-hidden="true">
                    +
                  </span>
                </button>
              ) : (
                <div className="mls-hit">
                  <IngredientFactsView ingredient={h.ingredient} name={hitName(h, locale)} />
                </div>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
