import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { v7 as uuidv7 } from 'uuid';
import { CheckInFormSchema } from '../../../domain/check-ins/form';
import { formFromStarter, STARTER_FORMS } from '../../../domain/check-ins/templates';
import { applyLocalMutation, useUserDb } from '../../db';
import { useLocale } from '../../hooks/useLocale';
import { translateMessage } from '../../i18n/translateMessage';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { blankQuestion, draftOf, formOf, OFFERED_KINDS, type FormDraft, type QuestionDraft } from './formDraft';
import { useCheckInForms } from './hooks';
import './check-ins.css';

type Editing = { id: string | null; draft: FormDraft };

/**
 * /trainer/check-ins/forms (docs/rules/check-ins.md "Forms"): the trainer's
 * questionnaires; a new one from a starter (in the trainer's language) or
 * blank, edited in place. Photo questions are not offered until progress
 * photos land.
 */
export function CheckInFormsScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const forms = useCheckInForms();
  const [editing, setEditing] = useState<Editing | null>(null);
  if (!forms) return <Spinner label={t('common.loading')} />;
  if (editing) return <FormEditor key={editing.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />;
  return (
    <div className="page ci-page ci-page--wide">
      <Link className="text-link small" to="/trainer/check-ins">
        ← {t('checkIns.trainer.back')}
      </Link>
      <header className="page-header">
        <h1 className="page-title">{t('checkIns.forms.title')}</h1>
        <p className="page-lead">{t('checkIns.forms.lead')}</p>
      </header>
      <section className="card ci-card">
        <h2 className="ci-section-title">{t('checkIns.forms.new')}</h2>
        <div className="ci-starters">
          {STARTER_FORMS.map((s) => (
            <Button key={s.id} variant="secondary" onClick={() => setEditing({ id: null, draft: draftOf(formFromStarter(s, locale)) })}>
              {s.titles[locale]}
            </Button>
          ))}
          <Button variant="ghost" onClick={() => setEditing({ id: null, draft: { title: '', questions: [blankQuestion()] } })}>
            {t('checkIns.forms.blank')}
          </Button>
        </div>
      </section>
      {forms.length === 0 ? (
        <p className="ci-muted">{t('checkIns.forms.empty')}</p>
      ) : (
        <ul className="ci-list" data-testid="check-in-forms">
          {forms.map((f) => (
            <li key={f.id}>
              <button type="button" className="ci-row" onClick={() => setEditing({ id: f.id, draft: draftOf(f) })}>
                <span className="ci-row-main">
                  <span className="ci-row-name">{f.title}</span>
                  <span className="ci-row-title">{t('checkIns.forms.questions', { count: f.questions.length })}</span>
                </span>
                <span className="ci-row-when">{t('checkIns.forms.edit')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type Errors = { title?: string; form?: string; questions: Record<number, string> };

function errorsOf(draft: FormDraft, t: Parameters<typeof translateMessage>[0]): Errors | null {
  const r = CheckInFormSchema.safeParse(formOf(draft));
  if (r.success) return null;
  const out: Errors = { questions: {} };
  for (const i of r.error.issues) {
    const msg = translateMessage(t, i.message);
    if (i.path[0] === 'title') out.title ??= msg;
    else if (i.path[0] === 'questions' && typeof i.path[1] === 'number') out.questions[i.path[1]] ??= msg;
    else out.form ??= msg;
  }
  return out;
}

function FormEditor({ editing, onDone }: { editing: Editing; onDone: () => void }) {
  const { t } = useTranslation();
  const db = useUserDb();
  const [draft, setDraft] = useState(editing.draft);
  const [errors, setErrors] = useState<Errors | null>(null);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const setQ = (i: number, patch: Partial<QuestionDraft>) => setDraft((d) => ({ ...d, questions: d.questions.map((q, j) => (j === i ? { ...q, ...patch } : q)) }));
  const move = (i: number, by: number) =>
    setDraft((d) => {
      const qs = [...d.questions];
      const [q] = qs.splice(i, 1);
      qs.splice(i + by, 0, q!);
      return { ...d, questions: qs };
    });

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const errs = errorsOf(draft, t);
    setErrors(errs);
    if (errs) return;
    const form = CheckInFormSchema.parse(formOf(draft));
    setSaving(true);
    try {
      if (editing.id) await applyLocalMutation(db, 'checkInForm.update', { id: editing.id, ...form });
      else await applyLocalMutation(db, 'checkInForm.create', { id: uuidv7(), ...form });
      onDone();
    } catch {
      setFailed(true);
      setSaving(false);
    }
  };

  return (
    <div className="page ci-page ci-page--wide">
      <button type="button" className="btn btn--link btn--sm" onClick={onDone}>
        ← {t('checkIns.forms.title')}
      </button>
      <form className="ci-builder" onSubmit={save} noValidate>
        <header className="page-header">
          <h1 className="page-title">{editing.id ? t('checkIns.forms.editTitle') : t('checkIns.forms.newTitle')}</h1>
          <p className="page-lead">{t('checkIns.forms.editLead')}</p>
        </header>
        {failed ? <Banner tone="error">{t('checkIns.forms.failed')}</Banner> : null}
        {errors?.form ? <Banner tone="error">{errors.form}</Banner> : null}
        <section className="card ci-card">
          <TextField label={t('checkIns.forms.formTitle')} value={draft.title} error={errors?.title} onChange={(e) => setDraft({ ...draft, title: e.target.value })} />
        </section>
        <ol className="ci-builder-list">
          {draft.questions.map((q, i) => (
            <li key={q.id} className="card ci-card ci-builder-q" data-testid="builder-question">
              <div className="ci-builder-row">
                <TextField label={t('checkIns.forms.question', { n: i + 1 })} value={q.label} error={errors?.questions[i]} onChange={(e) => setQ(i, { label: e.target.value })} className="ci-grow" />
                <label className="field ci-kind">
                  <span className="field-label">{t('checkIns.forms.kind')}</span>
                  <select className="field-input" value={q.kind} onChange={(e) => setQ(i, { kind: e.target.value as QuestionDraft['kind'] })}>
                    {(OFFERED_KINDS.includes(q.kind) ? OFFERED_KINDS : [...OFFERED_KINDS, q.kind]).map((k) => (
                      <option key={k} value={k}>
                        {t(`checkIns.kinds.${k}`)}
                      </option>
                    ))}
                  </select>
                </label>
              </div>
              {q.kind === 'number' ? (
                <div className="ci-builder-row">
                  <TextField label={t('checkIns.forms.unit')} value={q.unit} onChange={(e) => setQ(i, { unit: e.target.value })} />
                  <TextField label={t('checkIns.forms.min')} inputMode="decimal" value={q.min} onChange={(e) => setQ(i, { min: e.target.value })} />
                  <TextField label={t('checkIns.forms.max')} inputMode="decimal" value={q.max} onChange={(e) => setQ(i, { max: e.target.value })} />
                </div>
              ) : null}
              {q.kind === 'choice' ? (
                <label className="field">
                  <span className="field-label">{t('checkIns.forms.options')}</span>
                  <textarea className="field-input" rows={3} value={q.options} onChange={(e) => setQ(i, { options: e.target.value })} />
                </label>
              ) : null}
              <div className="ci-builder-tools">
                <label className="ci-check">
                  <input type="checkbox" checked={q.required} onChange={(e) => setQ(i, { required: e.target.checked })} />
                  <span>{t('checkIns.forms.required')}</span>
                </label>
                <span className="ci-spacer" />
                <Button variant="ghost" size="sm" disabled={i === 0} onClick={() => move(i, -1)} aria-label={t('checkIns.forms.up', { n: i + 1 })}>
                  ↑
                </Button>
                <Button variant="ghost" size="sm" disabled={i === draft.questions.length - 1} onClick={() => move(i, 1)} aria-label={t('checkIns.forms.down', { n: i + 1 })}>
                  ↓
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setDraft({ ...draft, questions: draft.questions.filter((_, j) => j !== i) })}>
                  {t('checkIns.forms.remove')}
                </Button>
              </div>
            </li>
          ))}
        </ol>
        <div className="ci-actions ci-actions--row">
          <Button variant="secondary" onClick={() => setDraft({ ...draft, questions: [...draft.questions, blankQuestion()] })}>
            {t('checkIns.forms.add')}
          </Button>
          <span className="ci-spacer" />
          {editing.id ? (
            <Button variant="danger" onClick={() => setConfirmDelete(true)}>
              {t('checkIns.forms.delete')}
            </Button>
          ) : null}
          <Button type="submit" loading={saving} data-testid="form-save">
            {t('checkIns.forms.save')}
          </Button>
        </div>
      </form>
      {editing.id ? (
        <ConfirmDialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          title={t('checkIns.forms.deleteTitle')}
          cancelLabel={t('checkIns.forms.cancel')}
          confirmLabel={t('checkIns.forms.delete')}
          tone="danger"
          onConfirm={() => {
            void applyLocalMutation(db, 'checkInForm.delete', { id: editing.id! }).then(onDone);
          }}
        >
          <p>{t('checkIns.forms.deleteText')}</p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}

