import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MEAL_MESSAGES } from '../../../domain/meals/messages';
import { MEAL_SLOTS, type MealSlot } from '../../../domain/meals/slots';
import type { CustomMealRow } from '../../../domain/meals/entity';
import { translateMessage } from '../../i18n/translateMessage';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { SelectField } from '../../ui/FormFields';
import { TextField } from '../../ui/TextField';
import { useLocale } from '../sync-status/useLocale';
import type { Figures } from './day';
import { FiguresFieldset } from './FiguresFieldset';
import { parseFigures, type FigureKey, type FiguresFields } from './figuresForm';
import { kcalText, macrosText } from './format';
import { MealSheet } from './MealSheet';

export interface NewMeal {
  title: string;
  slot: MealSlot;
  figures: Figures;
  keep: boolean;
}

const EMPTY: FiguresFields = { calories: '', protein: '', carbs: '', fat: '' };

/**
 * A meal outside the plan: one tap on a saved one logs it again; a new one is
 * its name and figures, saved for next time unless unticked.
 */
export function AddMealDialog({
  open,
  onOpenChange,
  saved,
  figuresOf,
  defaultSlot,
  onLogSaved,
  onLogNew,
  onDeleteSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  saved: readonly CustomMealRow[];
  figuresOf: (m: CustomMealRow) => Figures;
  defaultSlot: MealSlot;
  onLogSaved: (m: CustomMealRow, slot: MealSlot) => void;
  onLogNew: (m: NewMeal) => void;
  onDeleteSaved: (m: CustomMealRow) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [title, setTitle] = useState('');
  const [slot, setSlot] = useState<MealSlot>(defaultSlot);
  const [keep, setKeep] = useState(true);
  const [fields, setFields] = useState<FiguresFields>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FigureKey | 'title', string>>>({});

  useEffect(() => {
    if (!open) return;
    setTitle('');
    setSlot(defaultSlot);
    setKeep(true);
    setFields(EMPTY);
    setErrors({});
  }, [open, defaultSlot]);

  const submit = () => {
    const r = parseFigures(fields);
    const name = title.trim();
    const errs: Partial<Record<FigureKey | 'title', string>> = r.ok ? {} : { ...r.errors };
    if (!name) errs.title = MEAL_MESSAGES.mealTitleRequired;
    if (!r.ok || !name) return setErrors(errs);
    onLogNew({ title: name, slot, figures: r.figures, keep });
    onOpenChange(false);
  };

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
        <form
          className="form ml-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <h3 className="ml-subtitle">{t('mealLog.custom.new')}</h3>
          <TextField label={t('mealLog.custom.name')} value={title} maxLength={255} autoComplete="off" error={errors.title ? translateMessage(t, errors.title) : undefined} onChange={(e) => setTitle(e.target.value)} />
          <FiguresFieldset value={fields} onChange={setFields} errors={errors} />
          <Checkbox checked={keep} onCheckedChange={setKeep} label={t('mealLog.custom.keep')} />
          <div className="sheet-actions">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('mealLog.edit.cancel')}
            </Button>
            <Button type="submit">{t('mealLog.custom.submit')}</Button>
          </div>
        </form>
      </div>
    </MealSheet>
  );
}
