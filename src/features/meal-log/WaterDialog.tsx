import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEAL_MESSAGES } from '../../../domain/meals/messages';
import { LOG_WATER_MAX_ML } from '../../../domain/meals/limits';
import { translateMessage } from '../../i18n/translateMessage';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { MealSheet } from './MealSheet';

/** The day's water typed in ml (whole numbers, docs/rules/meals.md "Daily totals"). */
export function WaterDialog({ open, onOpenChange, current, onSave }: { open: boolean; onOpenChange: (open: boolean) => void; current: number; onSave: (ml: number) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  useEffect(() => {
    if (!open) return;
    setText(String(current));
    setError(undefined);
  }, [open, current]);
  return (
    <MealSheet open={open} onOpenChange={onOpenChange} title={t('mealLog.water.editTitle')}>
      <form
        className="form ml-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const ml = /^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN;
          if (!Number.isInteger(ml) || ml < 0 || ml > LOG_WATER_MAX_ML) return setError(MEAL_MESSAGES.waterInvalid);
          onSave(ml);
          onOpenChange(false);
        }}
      >
        <TextField label={t('mealLog.water.amount')} inputMode="numeric" autoComplete="off" value={text} error={error ? translateMessage(t, error) : undefined} onChange={(e) => setText(e.target.value)} />
        <div className="sheet-actions">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('mealLog.water.cancel')}
          </Button>
          <Button type="submit">{t('mealLog.water.save')}</Button>
        </div>
      </form>
    </MealSheet>
  );
}
