import { useEffect, useMemo } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NOTES_MAX } from '../../../domain/constants';
import type { MeasurementRow } from '../../../domain/measurements/entity';
import { MEASUREMENT_FIELD_NAMES } from '../../../domain/measurements/measurement';
import { MESSAGES } from '../../../domain/messages';
import { SYNC_WINDOW_DAYS_BACK } from '../../../domain/protocol/window';
import { translateMessage } from '../../i18n/translateMessage';
import { useLocale } from '../../hooks/useLocale';
import { Button } from '../../ui/Button';
import { TextAreaField } from '../../ui/FormFields';
import { TextField } from '../../ui/TextField';
import { FormSheet, useSaveAndClose } from '../../ui/FormSheet';
import {
  emptyMeasurementForm,
  measuredAtRange,
  measurementFormOf,
  measurementFormResolver,
  toLocalInput,
  type MeasurementFormOutput,
  type MeasurementFormValues,
} from './measurementForm';

/**
 * Log or edit measurements: a bottom sheet on phones, a dialog on wider
 * screens. Only what was measured is filled in; the trainer's own names used
 * before for this client are offered as rows. Saving writes the device's
 * database at once (the caller's mutation); nothing waits on the network.
 */
export function MeasurementFormDialog({
  open,
  onOpenChange,
  editing,
  customNames,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  editing: MeasurementRow | null;
  customNames: readonly string[];
  onSave: (values: MeasurementFormOutput) => Promise<void>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { failed, setFailed, save } = useSaveAndClose(onSave, onOpenChange);
  const openedAt = useMemo(() => new Date(), [open]);
  const range = measuredAtRange(openedAt);
  const resolver = useMemo(() => measurementFormResolver(openedAt), [openedAt]);
  const {
    register,
    handleSubmit,
    reset,
    control,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<MeasurementFormValues, unknown, MeasurementFormOutput>({ resolver, defaultValues: emptyMeasurementForm() });
  const custom = useFieldArray({ control, name: 'custom' });

  useEffect(() => {
    if (!open) return;
    setFailed(false);
    reset(editing ? measurementFormOf(editing, locale) : emptyMeasurementForm(customNames));
  }, [open, editing, locale, reset, customNames]);

  const submit = handleSubmit(save);

  const message = (m: string | undefined) => (m?.startsWith('measurements.') ? t(m, { days: SYNC_WINDOW_DAYS_BACK }) : m ? translateMessage(t, m) : undefined);

  return (
    <FormSheet
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? t('measurements.form.editTitle') : t('measurements.form.createTitle')}
      formClassName="measurement-form"
      onSubmit={submit}
      onOpened={() => setFocus('waistCm')}
      failedText={failed ? translateMessage(t, MESSAGES.logMeasurementFailed) : null}
      cancelLabel={t('measurements.form.cancel')}
      saveLabel={t('measurements.form.save')}
      saving={isSubmitting}
    >
      <p className="card-description">{t('measurements.form.hint')}</p>
      <div className="measurement-fields">
        {MEASUREMENT_FIELD_NAMES.map((f) => (
          <TextField
            key={f}
            label={f === 'bodyFatPercent' ? t('measurements.form.bodyFat') : `${t(`measurements.fields.${f}`)} (cm)`}
            inputMode="decimal"
            autoComplete="off"
            error={message(errors[f]?.message)}
            {...register(f)}
          />
        ))}
      </div>
      <fieldset className="measurement-custom">
        <legend>{t('measurements.form.custom')}</legend>
        {custom.fields.map((field, i) => (
          <div className="measurement-custom-row" key={field.id}>
            <TextField label={t('measurements.form.customName')} autoComplete="off" error={message(errors.custom?.[i]?.name?.message)} {...register(`custom.${i}.name`)} />
            <TextField label={t('measurements.form.customValue')} inputMode="decimal" autoComplete="off" error={message(errors.custom?.[i]?.value?.message)} {...register(`custom.${i}.value`)} />
            <Button variant="ghost" size="sm" onClick={() => custom.remove(i)} aria-label={t('measurements.form.removeCustom', { name: field.name || String(i + 1) })}>
              ×
            </Button>
          </div>
        ))}
        <Button variant="secondary" size="sm" onClick={() => custom.append({ name: '', value: '' })}>
          {t('measurements.form.addCustom')}
        </Button>
      </fieldset>
      <TextField
        label={t('measurements.form.measuredAt')}
        type="datetime-local"
        min={toLocalInput(range.min)}
        max={toLocalInput(range.max)}
        error={message(errors.measuredAt?.message)}
        {...register('measuredAt')}
      />
      <TextAreaField label={t('measurements.form.notes')} rows={2} maxLength={NOTES_MAX + 50} error={message(errors.notes?.message)} {...register('notes')} />
    </FormSheet>
  );
}
