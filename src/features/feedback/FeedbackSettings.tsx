import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_FIELDS, FEEDBACK_MAX, FeedbackInput, type FeedbackField } from '../../../domain/feedback/input';
import { MESSAGES } from '../../../domain/messages';
import { http } from '../../api/http';
import { isApiError } from '../../api/ApiError';
import { translateMessage } from '../../i18n/translateMessage';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { TextAreaField } from '../../ui/FormFields';

type Values = Record<FeedbackField, string>;
const EMPTY: Values = { liked: '', improve: '', other: '' };

/**
 * Settings → Feedback (docs/rules/settings.md "Feedback"): three questions, at least one answered
 * ('Please write at least one field'). Sent to the server, which keeps it and
 * mails the admins; offline it says 'Could not send feedback' and keeps the text.
 */
export function FeedbackSettings() {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<FeedbackField, string>>>({});
  const [status, setStatus] = useState<{ ok: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setStatus(null);
    setFieldErrors({});
    const parsed = FeedbackInput.safeParse(values);
    if (!parsed.success) {
      const errs: Partial<Record<FeedbackField, string>> = {};
      let general: string | null = null;
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as FeedbackField | undefined;
        if (field && FEEDBACK_FIELDS.includes(field)) errs[field] ??= issue.message;
        else general ??= issue.message;
      }
      setFieldErrors(errs);
      if (general) setStatus({ ok: false, message: general });
      return;
    }
    setBusy(true);
    try {
      const res = await http.post<{ message: string }>('/api/feedback', parsed.data);
      setValues(EMPTY);
      setStatus({ ok: true, message: res.message });
    } catch (err) {
      const known = isApiError(err) && err.status === 422 ? err.message : MESSAGES.feedbackFailed;
      setStatus({ ok: false, message: known });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card" data-testid="feedback">
      <h2 className="card-title">{t('settings.sections.feedback.title')}</h2>
      <p className="card-description">{t('feedbackForm.hint')}</p>
      {status ? (
        <Banner tone={status.ok ? 'success' : 'error'}>{translateMessage(t, status.message)}</Banner>
      ) : null}
      <form className="form" onSubmit={(e) => void submit(e)} noValidate>
        {FEEDBACK_FIELDS.map((field) => (
          <TextAreaField
            key={field}
            name={field}
            label={t(`feedbackForm.${field}`)}
            rows={3}
            maxLength={FEEDBACK_MAX}
            value={values[field]}
            error={translateMessage(t, fieldErrors[field])}
            onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
          />
        ))}
        <div>
          <Button type="submit" loading={busy}>
            {busy ? t('feedbackForm.sending') : t('feedbackForm.send')}
          </Button>
        </div>
      </form>
    </section>
  );
}
