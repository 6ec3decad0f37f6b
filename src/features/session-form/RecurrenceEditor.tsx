import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { describeRecurrence } from '../../../domain/sessions/describe';
import { RECURRENCE_UNITS, type RecurrenceUnit } from '../../../domain/sessions/recurrence';
import type { Weekday } from '../../../domain/time/wall-time';
import { SelectField } from '../../ui/FormFields';
import { TextField } from '../../ui/TextField';
import { useSessionLabels } from '../session-labels';
import { nextDates, toggleWeekday, validRecurrence, type EndKind, type FormErrors, type SessionFormValues } from './form';
import './recurrence.css';

const WEEKDAYS: Weekday[] = [0, 1, 2, 3, 4, 5, 6];

/**
 * How the session repeats: every N days, weeks (on weekdays, Monday first)
 * or months (on a day), ending on a date or after a number of sessions;
 * under it the repetition in words and its next five dates.
 */
export function RecurrenceEditor({
  values,
  onChange,
  errors,
  disabled,
  seriesStart,
}: {
  values: SessionFormValues;
  onChange: (patch: Partial<SessionFormValues>) => void;
  errors: FormErrors;
  disabled: boolean;
  /** The series' first day when editing one (its maximum counts from there); the form's date otherwise. */
  seriesStart: string;
}) {
  const { t } = useTranslation();
  const labels = useSessionLabels();
  const daysLabel = useId();
  const daysError = useId();
  const endName = useId();
  const rec = validRecurrence(values);
  const dates = rec ? nextDates(rec, seriesStart, values.date) : [];
  const setEnd = (endKind: EndKind) => onChange({ endKind });

  return (
    <fieldset className="sform-recurrence" disabled={disabled}>
      <legend className="sform-legend">{t('sessionForm.repetition')}</legend>
      <div className="sform-row sform-row--every">
        <TextField label={t('sessionForm.interval')} inputMode="numeric" value={values.interval} error={errors.interval} onChange={(e) => onChange({ interval: e.target.value })} />
        <SelectField label={t('sessionForm.unit')} value={values.unit} onChange={(e) => onChange({ unit: e.target.value as RecurrenceUnit })}>
          {RECURRENCE_UNITS.map((u) => (
            <option key={u} value={u}>
              {t(`sessionForm.units.${u}`)}
            </option>
          ))}
        </SelectField>
      </div>

      {values.unit === 'weeks' ? (
        <div className={['field', errors.weekdays ? 'field--invalid' : ''].filter(Boolean).join(' ')}>
          <p className="field-label" id={daysLabel}>
            {t('sessionForm.weekdays')}
          </p>
          <div className="sform-weekdays" role="group" aria-labelledby={daysLabel} aria-describedby={errors.weekdays ? daysError : undefined}>
            {WEEKDAYS.map((d) => (
              <button
                key={d}
                type="button"
                className="sform-toggle"
                aria-pressed={values.weekdays.includes(d)}
                aria-label={t(`sessionLabels.weekday.${d}`)}
                onClick={() => onChange({ weekdays: toggleWeekday(values.weekdays, d) })}
              >
                {t(`sessionLabels.weekdayShort.${d}`)}
              </button>
            ))}
          </div>
          {errors.weekdays ? (
            <p className="field-error" id={daysError}>
              {errors.weekdays}
            </p>
          ) : null}
        </div>
      ) : null}

      {values.unit === 'months' ? (
        <TextField label={t('sessionForm.dayOfMonth')} className="sform-narrow" inputMode="numeric" value={values.dayOfMonth} error={errors.dayOfMonth} onChange={(e) => onChange({ dayOfMonth: e.target.value })} />
      ) : null}

      <fieldset className="sform-end">
        <legend className="field-label">{t('sessionForm.ends')}</legend>
        <div className="sform-end-option">
          <label className="sform-radio">
            <input type="radio" name={endName} checked={values.endKind === 'count'} onChange={() => setEnd('count')} />
            <span>{t('sessionForm.endAfter')}</span>
          </label>
          <TextField
            label={t('sessionForm.maxSessions')}
            inputMode="numeric"
            value={values.maxSessions}
            disabled={values.endKind !== 'count'}
            error={values.endKind === 'count' ? errors.end : undefined}
            onChange={(e) => onChange({ maxSessions: e.target.value })}
          />
        </div>
        <div className="sform-end-option">
          <label className="sform-radio">
            <input type="radio" name={endName} checked={values.endKind === 'date'} onChange={() => setEnd('date')} />
            <span>{t('sessionForm.endOn')}</span>
          </label>
          <TextField
            label={t('sessionForm.endDate')}
            type="date"
            value={values.endDate}
            disabled={values.endKind !== 'date'}
            error={values.endKind === 'date' ? errors.end : undefined}
            onChange={(e) => onChange({ endDate: e.target.value })}
          />
        </div>
      </fieldset>

      <div className="sform-summary" aria-live="polite">
        {rec ? (
          <>
            <p className="sform-summary-text">{labels.recurrence(describeRecurrence(rec, values.time))}</p>
            {dates.length ? (
              <>
                <p className="sform-summary-label">{t('sessionForm.nextDates')}</p>
                <ul className="sform-dates">
                  {dates.map((d) => (
                    <li key={d}>{labels.date(d, { weekday: 'short', day: 'numeric', month: 'numeric', year: 'numeric' })}</li>
                  ))}
                </ul>
              </>
            ) : (
              <p className="field-hint">{t('sessionForm.noNextDates')}</p>
            )}
          </>
        ) : (
          <p className="field-hint">{t('sessionForm.summaryIncomplete')}</p>
        )}
      </div>
    </fieldset>
  );
}
