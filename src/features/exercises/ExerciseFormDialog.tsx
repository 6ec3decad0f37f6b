import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { v7 as uuidv7 } from 'uuid';
import { ZodError } from 'zod';
import { fieldErrors } from '../../../domain/auth';
import { CATEGORIES } from '../../../domain/exercises/categories';
import type { LibraryExercise } from '../../../domain/exercises/library';
import type { ExerciseRow } from '../../../domain/exercises/rows';
import { DEFAULT_TRACKING_FIELDS, TRACKING_FIELDS, type TrackingField } from '../../../domain/exercises/tracking';
import { ExerciseFields } from '../../../domain/exercises/mutations';
import { applyLocalMutation, useUserDb } from '../../db';
import { translateMessage } from '../../i18n/translateMessage';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Dialog } from '../../ui/Dialog';
import { SelectField, TextAreaField } from '../../ui/FormFields';
import { TextField } from '../../ui/TextField';
import { trackingLabel } from './labels';
import { useLocale } from '../../hooks/useLocale';

export type ExerciseFormMode = { kind: 'create' } | { kind: 'edit'; exercise: ExerciseRow } | { kind: 'customize'; global: LibraryExercise };

interface Values {
  title: string;
  description: string;
  videoUrl: string;
  categoryId: string;
  trackingFields: TrackingField[];
}

function initialValues(mode: ExerciseFormMode, language: 'en' | 'sk' | 'cz'): Values {
  if (mode.kind === 'edit') {
    const e = mode.exercise;
    return { title: e.title, description: e.description ?? '', videoUrl: e.videoUrl ?? '', categoryId: e.categoryId, trackingFields: [...e.trackingFields] };
  }
  if (mode.kind === 'customize') {
    const g = mode.global;
    return { title: g.names[language], description: g.description ?? '', videoUrl: '', categoryId: g.categoryId, trackingFields: [...g.trackingFields] };
  }
  return { title: '', description: '', videoUrl: '', categoryId: '', trackingFields: [...DEFAULT_TRACKING_FIELDS] };
}

/**
 * Create or edit an own exercise, or customize a global one (docs/rules/exercises.md "Customizing": the copy
 * hides the global). Saved at once on the device through a mutation; the
 * rules are the server's (title, docs/rules/exercises.md "Video links" video link, category, tracking fields).
 */
export function ExerciseFormDialog({ mode, open, onOpenChange, onSaved }: { mode: ExerciseFormMode; open: boolean; onOpenChange: (v: boolean) => void; onSaved?: (id: string) => void }) {
  const { t } = useTranslation();
  const language = useLocale();
  const db = useUserDb();
  const [values, setValues] = useState<Values>(() => initialValues(mode, language));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (open) {
      setValues(initialValues(mode, language));
      setErrors({});
    }
  }, [open, mode, language]);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const error = (key: string) => (errors[key]?.[0] ? translateMessage(t, errors[key]![0]) : undefined);
  const toggleField = (f: TrackingField, on: boolean) =>
    set('trackingFields', on ? TRACKING_FIELDS.filter((x) => x === f || values.trackingFields.includes(x)) : values.trackingFields.filter((x) => x !== f));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = ExerciseFields.safeParse({
      title: values.title,
      description: values.description,
      videoUrl: values.videoUrl,
      categoryId: values.categoryId,
      trackingFields: values.trackingFields,
      equipment: mode.kind === 'edit' ? mode.exercise.equipment : mode.kind === 'customize' ? [...mode.global.equipment] : [],
      muscles: mode.kind === 'edit' ? mode.exercise.muscles : mode.kind === 'customize' ? [...mode.global.primaryMuscles] : [],
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    const f = parsed.data;
    setBusy(true);
    try {
      let id: string;
      if (mode.kind === 'edit') {
        id = mode.exercise.id;
        const before = mode.exercise;
        const changed: Record<string, unknown> = {};
        if (f.title !== before.title) changed.title = f.title;
        if (f.description !== before.description) changed.description = f.description;
        if (f.videoUrl !== before.videoUrl) changed.videoUrl = f.videoUrl;
        if (f.categoryId !== before.categoryId) changed.categoryId = f.categoryId;
        if (f.trackingFields.join() !== before.trackingFields.join()) changed.trackingFields = f.trackingFields;
        if (Object.keys(changed).length) await applyLocalMutation(db, 'exercise.update', { id, fields: changed });
      } else if (mode.kind === 'customize') {
        id = uuidv7();
        const { title, description, videoUrl, categoryId, trackingFields } = f;
        await applyLocalMutation(db, 'exercise.customize', { id, globalId: mode.global.id, fields: { title, description, videoUrl, categoryId, trackingFields } });
      } else {
        id = uuidv7();
        await applyLocalMutation(db, 'exercise.create', { id, ...f });
      }
      onOpenChange(false);
      onSaved?.(id);
    } catch (err) {
      if (err instanceof ZodError) setErrors(fieldErrors(err));
      else throw err;
    } finally {
      setBusy(false);
    }
  }

  const title = mode.kind === 'create' ? t('exercises.form.titleNew') : mode.kind === 'edit' ? t('exercises.form.titleEdit') : t('exercises.form.titleCustomize');
  const formId = `exercise-form-${mode.kind}`;
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      footer={
        <Button type="submit" form={formId} loading={busy}>
          {t('exercises.form.save')}
        </Button>
      }
    >
      <form id={formId} className="form" onSubmit={submit} noValidate>
        {mode.kind === 'customize' ? <p className="muted small">{t('exercises.form.customizeHint')}</p> : null}
        <TextField label={t('exercises.form.title')} value={values.title} onChange={(e) => set('title', e.target.value)} error={error('title')} autoFocus maxLength={255} />
        <TextAreaField
          label={t('exercises.form.description')}
          rows={3}
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          error={error('description')}
        />
        <TextField
          label={t('exercises.form.videoUrl')}
          hint={t('exercises.form.videoHint')}
          type="url"
          inputMode="url"
          value={values.videoUrl}
          onChange={(e) => set('videoUrl', e.target.value)}
          error={error('videoUrl')}
        />
        <SelectField label={t('exercises.form.category')} value={values.categoryId} onChange={(e) => set('categoryId', e.target.value)} error={error('categoryId')}>
          <option value="">{t('exercises.form.chooseCategory')}</option>
          {CATEGORIES.map((c) => (
            <option key={c.id} value={c.id}>
              {c.names[language]}
            </option>
          ))}
        </SelectField>
        <fieldset className="exl-tracking">
          <legend className="field-label">{t('exercises.form.tracking')}</legend>
          <div className="exl-tracking-grid">
            {TRACKING_FIELDS.map((f) => (
              <Checkbox key={f} checked={values.trackingFields.includes(f)} onCheckedChange={(on) => toggleField(f, on)} label={trackingLabel(t, f)} />
            ))}
          </div>
          {error('trackingFields') ? <p className="field-error">{error('trackingFields')}</p> : null}
        </fieldset>
      </form>
    </Dialog>
  );
}
