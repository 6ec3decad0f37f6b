import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTES_MAX } from '../../../domain/constants';
import { POSES, type Pose } from '../../../domain/photos/compare';
import { Button } from '../../ui/Button';
import { TextAreaField } from '../../ui/FormFields';
import { FormSheet, useSaveAndClose } from '../../ui/FormSheet';
import { TextField } from '../../ui/TextField';
import { todayOnDevice } from './format';
import type { AddPhotoSetInput } from './usePhotos';

type Chosen = Partial<Record<Pose, File>>;

/** A chosen file's preview, its object URL freed when the file changes or the row goes. */
function Preview({ file, alt }: { file: File; alt: string }) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return <img className="photo-pick-preview" src={url} alt={alt} />;
}

/** One pose: take it with the camera (capture) or choose it from the gallery (no capture: a phone then offers its library), its preview, and remove. */
function PosePicker({ pose, file, onChange }: { pose: Pose; file: File | undefined; onChange: (file: File | undefined) => void }) {
  const { t } = useTranslation();
  const name = t(`photos.poses.${pose}`);
  const camera = useRef<HTMLInputElement>(null);
  const gallery = useRef<HTMLInputElement>(null);
  const pick = (e: React.ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0];
    e.target.value = '';
    if (f) onChange(f);
  };
  return (
    <li className="photo-pick" data-pose={pose}>
      <span className="photo-pick-name">{name}</span>
      {file ? <Preview file={file} alt={t('photos.form.chosen', { pose: name })} /> : <span className="photo-pick-empty" aria-hidden="true" />}
      <div className="photo-pick-actions">
        <input ref={camera} className="visually-hidden" type="file" accept="image/*" capture="environment" tabIndex={-1} aria-hidden="true" onChange={pick} data-testid={`photo-camera-${pose}`} />
        <input ref={gallery} className="visually-hidden" type="file" accept="image/*" tabIndex={-1} aria-hidden="true" onChange={pick} data-testid={`photo-file-${pose}`} />
        <Button variant="secondary" size="sm" onClick={() => camera.current?.click()} aria-label={t('photos.form.cameraLabel', { pose: name })}>
          {t('photos.form.camera')}
        </Button>
        <Button variant="secondary" size="sm" onClick={() => gallery.current?.click()} aria-label={t('photos.form.galleryLabel', { pose: name })}>
          {t('photos.form.gallery')}
        </Button>
        {file ? (
          <Button variant="ghost" size="sm" onClick={() => onChange(undefined)} aria-label={t('photos.form.removeLabel', { pose: name })}>
            {t('photos.form.remove')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

interface Errors {
  takenOn?: string;
  files?: string;
  note?: string;
}

/**
 * Add a photo set: its date, a photo per pose (any of them), a note. Saving
 * hands the files to the device's pipeline (downscaled, thumbnail, EXIF and
 * location gone), which stores them and writes the set; nothing waits on the
 * network, the upload follows when online.
 */
export function AddPhotoSetDialog({ open, onOpenChange, onSave }: { open: boolean; onOpenChange: (open: boolean) => void; onSave: (input: Omit<AddPhotoSetInput, 'clientId'>) => Promise<unknown> }) {
  const { t } = useTranslation();
  const today = useMemo(() => todayOnDevice(), [open]);
  const [takenOn, setTakenOn] = useState(today);
  const [note, setNote] = useState('');
  const [files, setFiles] = useState<Chosen>({});
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const dateRef = useRef<HTMLInputElement>(null);
  const { failed, setFailed, save } = useSaveAndClose(async (input: Omit<AddPhotoSetInput, 'clientId'>) => {
    await onSave(input);
  }, onOpenChange);

  useEffect(() => {
    if (!open) return;
    setTakenOn(today);
    setNote('');
    setFiles({});
    setErrors({});
    setFailed(false);
  }, [open, today]);

  async function submit(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const chosen = POSES.flatMap((pose) => (files[pose] ? [{ pose, file: files[pose] }] : []));
    const next: Errors = {};
    if (!/^\d{4}-\d{2}-\d{2}$/.test(takenOn) || takenOn > today) next.takenOn = t('photos.form.errors.dateInvalid');
    if (chosen.length === 0) next.files = t('photos.form.errors.noPhotos');
    if (note.trim().length > NOTES_MAX) next.note = t('photos.form.errors.noteTooLong');
    setErrors(next);
    if (Object.keys(next).length) return;
    setSaving(true);
    try {
      await save({ takenOn, note: note.trim() || null, files: chosen });
    } finally {
      setSaving(false);
    }
  }

  return (
    <FormSheet
      open={open}
      onOpenChange={onOpenChange}
      title={t('photos.form.title')}
      formClassName="photo-set-form"
      onSubmit={(e) => void submit(e)}
      onOpened={() => dateRef.current?.focus()}
      failedText={failed ? t('photos.form.errors.failed') : null}
      cancelLabel={t('photos.form.cancel')}
      saveLabel={t('photos.form.save')}
      saving={saving}
    >
      <p className="card-description">{t('photos.form.hint')}</p>
      <TextField ref={dateRef} label={t('photos.form.takenOn')} type="date" max={today} value={takenOn} onChange={(e) => setTakenOn(e.target.value)} error={errors.takenOn} required />
      <ul className="photo-picks" aria-describedby={errors.files ? 'photo-picks-error' : undefined}>
        {POSES.map((pose) => (
          <PosePicker key={pose} pose={pose} file={files[pose]} onChange={(f) => setFiles((prev) => ({ ...prev, [pose]: f }))} />
        ))}
      </ul>
      {errors.files ? (
        <p className="field-error" id="photo-picks-error" role="alert">
          {errors.files}
        </p>
      ) : null}
      <TextAreaField label={t('photos.form.note')} rows={2} maxLength={NOTES_MAX + 50} value={note} onChange={(e) => setNote(e.target.value)} error={errors.note} />
    </FormSheet>
  );
}
