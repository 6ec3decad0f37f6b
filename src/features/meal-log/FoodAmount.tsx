import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { eatenFigures, portionsField, type EatenItem } from '../../../domain/meals/eaten';
import type { IngredientResolver } from '../../../domain/meals/ingredients';
import { mealIngredientSchema } from '../../../domain/meals/meal';
import { gramsPerUnit, unitsOf, type Unit } from '../../../domain/meals/units';
import { formatNumber } from '../../i18n/format';
import { translateMessage } from '../../i18n/translateMessage';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/FormFields';
import { TextField } from '../../ui/TextField';
import { useLocale } from '../../hooks/useLocale';
import { eatenItemOf, foodName, type Food } from './foods';
import { useFiguresText } from './FoodSearch';

/**
 * How much of a picked food: an ingredient's amount in one of its units
 * (grams first), a meal's portions; what that gives shows as it is typed.
 */
export function FoodAmount({ food, resolve, onAdd, onBack }: { food: Food; resolve: IngredientResolver; onAdd: (item: EatenItem) => void; onBack: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const figuresText = useFiguresText();
  const isIngredient = food.kind === 'ingredient';
  const units = isIngredient ? unitsOf(food.ingredient.units) : [];
  const [unit, setUnit] = useState<Unit>('g');
  const [amount, setAmount] = useState(isIngredient ? '100' : '1');
  const [error, setError] = useState<string | undefined>();

  const parsed = (isIngredient ? mealIngredientSchema.shape.amount : portionsField).safeParse(amount);
  const item = parsed.success ? eatenItemOf(food, parsed.data, unit) : null;
  const name = foodName(food);

  const add = () => {
    if (!parsed.success || !item) return setError(parsed.error?.issues[0]?.message);
    onAdd(item);
  };

  return (
    <form
      className="form ml-form ml-food-amount"
      noValidate
      aria-label={t('mealLog.food.amountTitle', { name })}
      onSubmit={(e) => {
        e.preventDefault();
        add();
      }}
    >
      <h3 className="ml-subtitle">{t('mealLog.food.amountTitle', { name })}</h3>
      <div className="ml-figures">
        <TextField
          label={t(isIngredient ? 'mealLog.food.amount' : 'mealLog.food.portions')}
          inputMode="decimal"
          autoComplete="off"
          autoFocus
          value={amount}
          error={error ? translateMessage(t, error) : undefined}
          onChange={(e) => {
            setAmount(e.target.value);
            setError(undefined);
          }}
        />
        {isIngredient ? (
          <SelectField label={t('mealLog.food.unit')} value={unit} onChange={(e) => setUnit(e.target.value as Unit)}>
            {units.map((u) => (
              <option key={u} value={u}>
                {t(`mealLog.food.units.${u}`, { grams: formatNumber(gramsPerUnit(u, food.ingredient.units)!, locale, 1) })}
              </option>
            ))}
          </SelectField>
        ) : null}
      </div>
      <p className="ml-muted" aria-live="polite" data-testid="food-amount-figures">
        {item ? t('mealLog.food.gives', { figures: figuresText(eatenFigures([item], resolve)) }) : '\u00a0'}
      </p>
      <div className="sheet-actions">
        <Button variant="secondary" onClick={onBack}>
          {t('mealLog.food.back')}
        </Button>
        <Button type="submit">{t('mealLog.food.add')}</Button>
      </div>
    </form>
  );
}
