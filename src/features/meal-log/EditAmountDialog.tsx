import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import { useLocale } from '../../hooks/useLocale';
import { formatNumber } from '../../i18n/format';
import { PORTIONS, scaleFigures, type Figures } from './day';
import { FiguresFieldset } from './FiguresFieldset';
import { decimalMarkOf, figuresFields, parseFigures, type FigureKey, type FiguresFields } from './figuresForm';
import { MealSheet } from './MealSheet';

export interface EditTarget {
  id: string;
  title: string;
  /** What a whole portion gives (the planned meal's figures, or the log's own). */
  base: Figures;
  current: Figures;
  wasCompleted: boolean;
}

/**
 * A meal eaten in another amount: a portion scales the plan's figures (½ to
 * 2×), or the client types calories and macros as they were. Saving writes
 * the device at once through the caller.
 */
export function EditAmountDialog({ target, onClose, onSave }: { target: EditTarget | null; onClose: () => void; onSave: (id: string, f: Figures, eaten: boolean) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const mark = decimalMarkOf(locale);
  const [fields, setFields] = useState<FiguresFields>({ calories: '', protein: '', carbs: '', fat: '' });
  const [errors, setErrors] = useState<Partial<Record<FigureKey, string>>>({});
  const [portion, setPortion] = useState<number | null>(null);

  useEffect(() => {
    if (!target) return;
    setFields(figuresFields(target.current, mark));
    setErrors({});
    setPortion(null);
  }, [target, mark]);

  const submit = (eaten: boolean) => {
    if (!target) return;
    const r = parseFigures(fields);
    if (!r.ok) return setErrors(r.errors);
    onSave(target.id, r.figures, eaten);
    onClose();
  };

  return (
    <MealSheet open={!!target} onOpenChange={(o) => !o && onClose()} title={target ? t('mealLog.edit.title', { title: target.title }) : ''} description={t('mealLog.edit.explain')}>
      <form
        className="form ml-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit(true);
        }}
      >
        <fieldset className="ml-portions">
          <legend className="field-label">{t('mealLog.edit.portion')}</legend>
          <div className="ml-portion-list">
            {PORTIONS.map((p) => (
              <button
                key={p}
                type="button"
                className="ml-portion"
                aria-pressed={portion === p}
                onClick={() => {
                  if (!target) return;
                  setPortion(p);
                  setErrors({});
                  setFields(figuresFields(scaleFigures(target.base, p), mark));
                }}
              >
                {t('mealLog.edit.portionValue', { value: formatNumber(p, locale, 2) })}
              </button>
            ))}
          </div>
        </fieldset>
        <FiguresFieldset
          value={fields}
          errors={errors}
          onChange={(v) => {
            setPortion(null);
            setFields(v);
          }}
        />
        <div className="sheet-actions">
          <Button variant="secondary" onClick={onClose}>
            {t('mealLog.edit.cancel')}
          </Button>
          {target && !target.wasCompleted ? (
            <>
              <Button variant="secondary" onClick={() => submit(false)}>
                {t('mealLog.edit.save')}
              </Button>
              <Button onClick={() => submit(true)}>{t('mealLog.edit.saveEaten')}</Button>
            </>
          ) : (
            <Button type="submit">{t('mealLog.edit.save')}</Button>
          )}
        </div>
      </form>
    </MealSheet>
  );
}
