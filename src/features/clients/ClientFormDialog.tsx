import { zodResolver } from '@hookform/resolvers/zod';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import { CLIENT_STATUSES, CURRENCIES } from '../../../domain/clients/fields';
import { changedFields, ClientFormSchema, formValuesOf } from '../../../domain/clients/form';
import { CLIENT_GOALS } from '../../../domain/clients/goals';
import { currencyOf } from '../../../domain/currency';
import { MESSAGES } from '../../../domain/messages';
import { applyLocalMutation, useProfile, useUserDb, type ClientRow } from '../../db';
import { translateMessage } from '../../i18n/translateMessage';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { useDialogFocusReturn } from '../../ui/useFocusReturn';
import { useBrowserOnline } from '../../hooks/useBrowserOnline';
import { useLocale } from '../../hooks/useLocale';
import { SelectField, TextAreaField } from '../../ui/FormFields';

type Input = z.input<typeof ClientFormSchema>;
type Output = z.output<typeof ClientFormSchema>;

/**
 * Create or edit a client: every field of docs/rules/clients.md "Client record", checked as typed by the
 * same rules the server applies. Saving writes the device's database through
 * a mutation (works offline); an edit sends only the fields that changed.
 */
export function ClientFormDialog({
  open,
  onOpenChange,
  client,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The client to edit; none to create one. */
  client?: ClientRow | null;
  onSaved?: (id: string) => void;
}) {
  const { t } = useTranslation();
  const onCloseAutoFocus = useDialogFocusReturn(open);
  const db = useUserDb();
  const profile = useProfile();
  const locale = useLocale();
  const online = useBrowserOnline();
  const [saveError, setSaveError] = useState<string | null>(null);
  const defaults = () => formValuesOf(client ?? null, { currency: currencyOf(profile?.language ?? locale) });
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Input, unknown, Output>({ resolver: zodResolver(ClientFormSchema), defaultValues: defaults() });

  // A fresh form each time it opens (the client may have changed meanwhile, e.g. by sync).
  useEffect(() => {
    if (open) {
      reset(defaults());
      setSaveError(null);
    }
  }, [open]);

  const goalChoice = useWatch({ control, name: 'goalChoice' });
  const notes = useWatch({ control, name: 'notes' }) ?? '';

  const onSubmit = handleSubmit(async (fields) => {
    setSaveError(null);
    try {
      if (client) {
        const changes = changedFields(client, fields);
        if (Object.keys(changes).length > 0) await applyLocalMutation(db, 'client.update', { id: client.id, fields: changes });
        onSaved?.(client.id);
      } else {
        const id = uuidv7();
        await applyLocalMutation(db, 'client.create', { id, fields });
        onSaved?.(id);
      }
      onOpenChange(false);
    } catch {
      setSaveError(MESSAGES.clientSaveError);
    }
  });

  const err = (m?: string) => translateMessage(t, m);
  const title = client ? t('clients.form.editTitle', { name: client.name }) : t('clients.form.createTitle');

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="dialog-overlay" />
        <RadixDialog.Content className="dialog client-form-dialog" aria-describedby={undefined} onCloseAutoFocus={onCloseAutoFocus}>
          <form className="client-form" onSubmit={onSubmit} noValidate>
            <header className="client-form-head">
              <RadixDialog.Title className="dialog-title">{title}</RadixDialog.Title>
            </header>
            <div className="client-form-body">
              {saveError ? <Banner tone="error" title={err(saveError)} /> : null}
              {!online ? <Banner tone="info">{t('clients.form.offline')}</Banner> : null}

              <fieldset className="client-fieldset">
                <legend>{t('clients.form.basics')}</legend>
                <TextField label={t('clients.form.name')} autoComplete="off" error={err(errors.name?.message)} {...register('name')} />
                <TextField label={t('clients.form.email')} type="email" inputMode="email" autoComplete="off" hint={t('clients.form.emailHint')} error={err(errors.email?.message)} {...register('email')} />
                <SelectField label={t('clients.form.status')} error={err(errors.status?.message)} {...register('status')}>
                  {CLIENT_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {t(`clients.status.${s}`)} – {t(`clients.statusHint.${s}`)}
                    </option>
                  ))}
                </SelectField>
              </fieldset>

              <fieldset className="client-fieldset">
                <legend>{t('clients.form.body')}</legend>
                <SelectField label={t('clients.form.goal')} error={err(errors.goalChoice?.message)} {...register('goalChoice')}>
                  <option value="">{t('clients.form.goalNone')}</option>
                  {CLIENT_GOALS.map((g) => (
                    <option key={g} value={g}>
                      {t(`clients.goals.${g}`)}
                    </option>
                  ))}
                  <option value="custom">{t('clients.goals.custom')}</option>
                </SelectField>
                {goalChoice === 'custom' ? (
                  <TextField label={t('clients.form.goalCustom')} maxLength={100} error={err(errors.goalCustom?.message)} {...register('goalCustom')} />
                ) : null}
                <div className="client-form-row">
                  <TextField label={t('clients.form.age')} inputMode="numeric" error={err(errors.age?.message)} {...register('age')} />
                  <TextField label={t('clients.form.heightCm')} inputMode="decimal" error={err(errors.heightCm?.message)} {...register('heightCm')} />
                  <TextField label={t('clients.form.weightKg')} inputMode="decimal" error={err(errors.weightKg?.message)} {...register('weightKg')} />
                </div>
                <p className="field-hint client-form-note">{t('clients.form.decimalHint')}</p>
              </fieldset>

              <fieldset className="client-fieldset">
                <legend>{t('clients.form.health')}</legend>
                <TextAreaField label={t('clients.form.allergies')} rows={2} error={err(errors.allergies?.message)} {...register('allergies')} />
                <TextAreaField label={t('clients.form.intolerances')} rows={2} error={err(errors.intolerances?.message)} {...register('intolerances')} />
              </fieldset>

              <fieldset className="client-fieldset">
                <legend>{t('clients.form.billing')}</legend>
                <div className="client-form-row client-form-row--2">
                  <TextField label={t('clients.form.hourlyRate')} inputMode="decimal" error={err(errors.hourlyRate?.message)} {...register('hourlyRate')} />
                  <SelectField label={t('clients.form.currency')} error={err(errors.currency?.message)} {...register('currency')}>
                    {CURRENCIES.map((c) => (
                      <option key={c} value={c}>
                        {c}
                      </option>
                    ))}
                  </SelectField>
                </div>
              </fieldset>

              <TextAreaField
                label={t('clients.form.notes')}
                rows={3}
                hint={`${t('clients.form.notesHint')} ${notes.length}/500`}
                error={err(errors.notes?.message)}
                {...register('notes')}
              />
            </div>
            <footer className="dialog-footer client-form-foot">
              <RadixDialog.Close asChild>
                <Button variant="secondary">{t('clients.form.cancel')}</Button>
              </RadixDialog.Close>
              <Button type="submit" loading={isSubmitting}>
                {client ? t('clients.form.save') : t('clients.form.create')}
              </Button>
            </footer>
          </form>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
