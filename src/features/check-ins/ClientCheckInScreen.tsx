import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { checkInMessage, validateAnswers } from '../../../domain/check-ins/answers';
import { checkInSubmissionId } from '../../../domain/check-ins/entity';
import { checkInStatus, judgeSubmission } from '../../../domain/check-ins/status';
import { applyLocalMutation, useProfile, useUserDb } from '../../db';
import { useLocale } from '../../hooks/useLocale';
import { formatDate } from '../../i18n/format';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { AnswerField } from './AnswerField';
import { answersOf } from './answers';
import { AnswersView } from './AnswersView';
import { clearDraft, readDraft, writeDraft, type Draft } from './drafts';
import { useCheckInAssignments, useCheckInSubmissions, useOwnClientId } from './hooks';
import { ReviewedNote } from './ReviewedNote';
import './check-ins.css';

/**
 * /client/check-ins/:assignmentId/:date: the client answers one check-in
 * (docs/rules/check-ins.md "Answering"). Works offline: the answers are a
 * draft on the device until submitted, checked here as the server checks
 * them, and the submit is a write like any other. A submitted one shows its
 * answers, and the trainer's note once reviewed.
 */
export function ClientCheckInScreen() {
  const { t } = useTranslation();
  const { assignmentId = '', date = '' } = useParams();
  const clientId = useOwnClientId();
  const assignments = useCheckInAssignments(clientId ?? null);
  const submissions = useCheckInSubmissions(clientId ?? null);
  // The draft is the user's: read once their profile is known, not under an empty name.
  const profile = useProfile();
  if (clientId === undefined || assignments === undefined || submissions === undefined || profile === undefined) return <Spinner label={t('common.loading')} />;
  const a = assignments.find((x) => x.id === assignmentId);
  const submission = submissions.find((s) => s.assignmentId === assignmentId && s.date === date) ?? null;
  if (!a && !submission) {
    return (
      <div className="page ci-page">
        <h1 className="page-title">{t('checkIns.client.notFoundTitle')}</h1>
        <p>{t('checkIns.client.notFound')}</p>
        <Link className="text-link" to="/client/dashboard">
          {t('checkIns.client.back')}
        </Link>
      </div>
    );
  }
  return submission ? <Submitted submission={submission} /> : <AnswerForm key={`${assignmentId}/${date}`} assignment={a!} date={date} userId={profile?.id ?? ''} />;
}

function Header({ title, date }: { title: string; date: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <>
      <Link className="text-link small" to="/client/dashboard">
        ← {t('checkIns.client.back')}
      </Link>
      <header className="page-header">
        <h1 className="page-title">{title}</h1>
        <p className="page-lead">{t('checkIns.client.forDate', { date: formatDate(`${date}T12:00:00Z`, locale, { dateStyle: 'full', timeZone: 'UTC' }) })}</p>
      </header>
    </>
  );
}

function Submitted({ submission }: { submission: Parameters<typeof AnswersView>[0]['submission'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="page ci-page">
      <Header title={submission.title} date={submission.date} />
      <Banner tone="success" title={submission.reviewedAt ? t('checkIns.client.reviewed') : t('checkIns.client.submitted')}>
        {t(submission.late ? 'checkIns.client.submittedAtLate' : 'checkIns.client.submittedAt', { when: formatDate(submission.submittedAt, locale, { dateStyle: 'medium', timeStyle: 'short' }) })}
      </Banner>
      <ReviewedNote submission={submission} />
      <section className="card ci-card">
        <AnswersView submission={submission} />
      </section>
    </div>
  );
}

function AnswerForm({ assignment: a, date, userId }: { assignment: NonNullable<ReturnType<typeof useCheckInAssignments>>[number]; date: string; userId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const db = useUserDb();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>(() => readDraft(userId, a.id, date));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failed, setFailed] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const status = useMemo(() => checkInStatus(a.schedule, a.timeZone, date, Date.now(), null), [a, date]);

  const change = (id: string, v: string | number | boolean | undefined) => {
    setDraft((d) => {
      const next = { ...d };
      if (v === undefined || v === '') delete next[id];
      else next[id] = v;
      writeDraft(userId, a.id, date, next);
      return next;
    });
    setErrors((e) => {
      if (!e[id]) return e;
      const { [id]: _, ...rest } = e;
      return rest;
    });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailed(null);
    const answers = answersOf(a.questions, draft);
    const checked = validateAnswers({ title: a.title, questions: a.questions }, answers);
    if (!checked.ok) {
      setErrors(Object.fromEntries(checked.errors.map((x) => [x.questionId, checkInMessage(x.key, locale)])));
      document.querySelector<HTMLElement>(`[data-question="${checked.errors[0]!.questionId}"] input, [data-question="${checked.errors[0]!.questionId}"] textarea`)?.focus();
      return;
    }
    const submittedAt = new Date().toISOString();
    const judged = judgeSubmission(a.schedule, a.timeZone, date, Date.parse(submittedAt));
    if (!judged.ok) {
      setFailed(checkInMessage(judged.key, locale));
      return;
    }
    setSaving(true);
    try {
      await applyLocalMutation(db, 'checkIn.submit', { id: checkInSubmissionId(a.id, date), assignmentId: a.id, date, answers: checked.answers, submittedAt });
      clearDraft(userId, a.id, date);
      void navigate('/client/dashboard');
    } catch {
      setFailed(t('checkIns.client.failed'));
      setSaving(false);
    }
  };

  const open = status.state === 'due' || status.state === 'late';
  return (
    <div className="page ci-page">
      <Header title={a.title} date={date} />
      {status.state === 'upcoming' ? <Banner tone="info">{checkInMessage('checkInNotOpen', locale)}</Banner> : null}
      {status.state === 'missed' ? <Banner tone="warning">{checkInMessage('checkInClosed', locale)}</Banner> : null}
      {status.state === 'late' ? <Banner tone="warning">{t('checkIns.client.lateHint')}</Banner> : null}
      {failed ? <Banner tone="error">{failed}</Banner> : null}
      <form className="card ci-card ci-form" onSubmit={submit} noValidate>
        {a.questions.map((q) => (
          <AnswerField key={q.id} q={q} value={draft[q.id]} error={errors[q.id]} onChange={(v) => change(q.id, v)} />
        ))}
        <p className="field-hint">{t('checkIns.client.draftHint')}</p>
        <div className="ci-actions">
          <Button type="submit" size="lg" block loading={saving} disabled={!open} data-testid="check-in-submit">
            {t('checkIns.client.submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}
