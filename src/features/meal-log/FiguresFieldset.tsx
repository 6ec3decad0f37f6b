import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../i18n/translateMessage';
import { TextField } from '../../ui/TextField';
import { FIGURE_KEYS, type FigureKey, type FiguresFields } from './figuresForm';

/** Calories and the three macros, typed with point or comma. */
export function FiguresFieldset({ value, onChange, errors }: { value: FiguresFields; onChange: (v: FiguresFields) => void; errors: Partial<Record<FigureKey, string>> }) {
  const { t } = useTranslation();
  return (
    <div className="ml-figures">
      {FIGURE_KEYS.map((k) => (
        <TextField
          key={k}
          label={t(`mealLog.edit.${k}Label`)}
          inputMode="decimal"
          autoComplete="off"
          value={value[k]}
          error={errors[k] ? translateMessage(t, errors[k]) : undefined}
          onChange={(e) => onChange({ ...value, [k]: e.target.value })}
        />
      ))}
    </div>
  );
}
