import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NOTES_MAX } from '../../../domain/constants';
import { MESSAGES } from '../../../domain/messages';
import type { WeightLogRow } from '../../../domain/protocol/rows';
import { SYNC_WINDOW_DAYS_BACK } from '../../../domain/protocol/window';
import { translateMessage } from '../../i18n/translateMessage';
import { TextAreaField } from '../../ui/FormFields';
import { TextField } from '../../ui/TextField';
import { FormSheet, useSaveAndClose } from '../../ui/FormSheet';
import { useLocale } from '../../hooks/useLocale';
import { emptyWeightForm, loggedAtRange, toLocalInput, weightFormOf, weightFormResolver, type WeightFormOutput, type WeightFormValues } from './weightForm';

/**
 * Log or edit a weight: a bottom sheet on phones (Save within thumb reach),
 * a dialog on wider screens. Saving writes the device's database at once
 * (the caller's mutation); nothing waits on the network.
 */
export function WeightFormDialog({
  open,
  onOpenChange,
  editing,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The entry being edited; null to log a new one. */
  editing: WeightLogRow | null;
  onSave: (values: WeightFormOutput) => Promise<void>;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { failed, setFailed, save } = useSaveAndClose(onSave, onOpenChange);
  // The allowed dates move with the clock: take them when the form opens.
  const openedAt = useMemo(() => new Date(), [open]);
  const range = loggedAtRange(openedAt);
  const resolver = useMemo(() => weightFormResolver(openedAt), [openedAt]);
  const {
    register,
    handleSubmit,
    reset,
    watch,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<WeightFormValues, unknown, WeightFormOutput>({ resolver, defaultValues: emptyWeightForm() });

  useEffect(() => {
    if (!open) return;
    setFailed(false);
    reset(editing ? weightFormOf(editing, locale) : emptyWeightForm());
  }, [open, editing, locale, reset]);

  const submit = handleSubmit(save);

  const message = (m: string | undefined) => (m?.startsWith('weight.') ? t(m, { days: SYNC_WINDOW_DAYS_BACK }) : translateMessage(t, m));
  const notesLength = (watch('notes') ?? '').length;

  return (
    <FormSheet
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? t('weight.form.editTitle') : t('weight.form.createTitle')}
      formClassName="weight-form"
      onSubmit={submit}
      onOpened={() => setFocus('weight')}
      failedText={failed ? translateMessage(t, MESSAGES.logWeightFailed) : null}
      cancelLabel={t('weight.form.cancel')}
      saveLabel={t('weight.form.save')}
      saving={isSubmitting}
    >
      <TextField
        label={t('weight.form.weight')}
        hint={t('weight.form.weightHint')}
        inputMode="decimal"
        autoComplete="off"
        enterKeyHint="done"
        error={message(errors.weight?.message)}
        {...register('weight')}
      />
      <TextField
        label={t('weight.form.loggedAt')}
        type="datetime-local"
        min={toLocalInput(range.min)}
        max={toLocalInput(range.max)}
        error={message(errors.loggedAt?.message)}
        {...register('loggedAt')}
      />
      <TextAreaField
        label={t('weight.form.notes')}
        className="weight-notes-field"
        rows={2}
        maxLength={NOTES_MAX + 50}
        hint={t('weight.form.notesCount', { count: notesLength, max: NOTES_MAX })}
        error={errors.notes ? message(errors.notes.message) : undefined}
        {...register('notes')}
      />
    </FormSheet>
  );
}
