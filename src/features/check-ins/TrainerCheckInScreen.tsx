import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { v7 as uuidv7 } from 'uuid';
import { previousSubmission } from '../../../domain/check-ins/board';
import { CHECK_IN_NOTE_MAX } from '../../../domain/check-ins/mutations';
import { checkInStatus } from '../../../domain/check-ins/status';
import { applyLocalMutations, useClient, useUserDb, type LocalWrite } from '../../db';
import { useLocale } from '../../hooks/useLocale';
import { formatDate } from '../../i18n/format';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { AnswersView } from './AnswersView';
import { useCheckInAssignments, useCheckInSubmissions } from './hooks';
import { StateBadge } from './StateBadge';
import { HabitsWeek } from './HabitsWeek';
import { WeekSummary } from './WeekSummary';
import './check-ins.css';

/**
 * /trainer/check-ins/:assignmentId/:date: one client's check-in beside the
 * one before, the client's week, and the review: a reply (a message in the
 * client's conversation pointing at the check-in, and the note the client
 * sees on it), a private note, and "Mark reviewed".
 */
export function TrainerCheckInScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { assignmentId = '', date = '' } = useParams();
  const assignments = useCheckInAssignments(null);
  const submissions = useCheckInSubmissions(null);
  const a = assignments?.find((x) => x.id === assignmentId);
  const submission = submissions?.find((s) => s.assignmentId === assignmentId && s.date === date) ?? null;
  const clientId = a?.clientId ?? submission?.clientId;
  const client = useClient(clientId);
  if (!assignments || !submissions) return <Spinner label={t('common.loading')} />;
  if (!a && !submission) {
    return (
      <div className="page ci-page">
        <h1 className="page-title">{t('checkIns.client.notFoundTitle')}</h1>
        <Link className="text-link" to="/trainer/check-ins">
          {t('checkIns.trainer.back')}
        </Link>
      </div>
    );
  }
  const mine = submissions.filter((s) => s.clientId === clientId);
  const previous = submission ? previousSubmission(mine, submission) : null;
  const state = submission ? (submission.late ? 'submittedLate' : 'submitted') : a ? checkInStatus(a.schedule, a.timeZone, date, Date.now(), null).state : 'missed';
  return (
    <div className="page ci-page ci-page--wide">
      <Link className="text-link small" to="/trainer/check-ins">
        ← {t('checkIns.trainer.back')}
      </Link>
      <header className="page-header">
        <h1 className="page-title">
          {client?.name ?? '—'}: {submission?.title ?? a?.title}
        </h1>
        <p className="page-lead ci-lead">
          <span>{formatDate(`${date}T12:00:00Z`, locale, { dateStyle: 'full', timeZone: 'UTC' })}</span> <StateBadge item={{ state, submission }} t={t} />
        </p>
        {clientId ? (
          <Link className="text-link small" to={`/trainer/clients/${clientId}`}>
            {t('checkIns.trainer.openClient')}
          </Link>
        ) : null}
      </header>
      {clientId ? (
        <section className="card ci-card">
          <h2 className="ci-section-title">{t('checkIns.review.week')}</h2>
          <WeekSummary clientId={clientId} date={date} habits={<HabitsWeek clientId={clientId} date={date} />} />
        </section>
      ) : null}
      {submission ? (
        <>
          <section className="card ci-card">
            <h2 className="ci-section-title">
              {t(submission.late ? 'checkIns.client.submittedAtLate' : 'checkIns.client.submittedAt', { when: formatDate(submission.submittedAt, locale, { dateStyle: 'medium', timeStyle: 'short' }) })}
            </h2>
            <div className="ci-table-scroll">
              <AnswersView submission={submission} previous={previous} />
            </div>
          </section>
          <ReviewForm key={submission.id} submission={submission} />
        </>
      ) : (
        <Banner tone={state === 'missed' ? 'warning' : 'info'}>{state === 'missed' ? t('checkIns.trainer.missedText') : t('checkIns.trainer.waitingText')}</Banner>
      )}
    </div>
  );
}

function ReviewForm({ submission }: { submission: NonNullable<ReturnType<typeof useCheckInSubmissions>>[number] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const db = useUserDb();
  const [reply, setReply] = useState('');
  const [privateNote, setPrivateNote] = useState(submission.privateNote ?? '');
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const tooLong = reply.length > CHECK_IN_NOTE_MAX || privateNote.length > CHECK_IN_NOTE_MAX;

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (tooLong) return;
    setSaving(true);
    setFailed(false);
    const now = new Date().toISOString();
    const text = reply.trim();
    const writes: LocalWrite[] = [];
    // The reply is a message in the client's conversation (its id is the client's), pointing at this check-in.
    if (text) writes.push({ name: 'message.send', args: { id: uuidv7(), conversationId: submission.clientId, body: text, refKind: 'checkIn', refId: submission.id, writtenAt: now } });
    writes.push({ name: 'checkIn.review', args: { id: submission.id, ...(text ? { reviewNote: text } : {}), privateNote: privateNote.trim() || null } });
    try {
      await applyLocalMutations(db, writes);
      setReply('');
    } catch {
      setFailed(true);
    }
    setSaving(false);
  };

  return (
    <form className="card ci-card ci-review" onSubmit={save} noValidate>
      <h2 className="ci-section-title">{t('checkIns.review.title')}</h2>
      {submission.reviewedAt ? (
        <Banner tone="success" title={t('checkIns.review.reviewedOn', { when: formatDate(submission.reviewedAt, locale, { dateStyle: 'medium', timeStyle: 'short' }) })}>
          {submission.reviewNote ? <p className="ci-note">{submission.reviewNote}</p> : null}
        </Banner>
      ) : null}
      {failed ? <Banner tone="error">{t('checkIns.review.failed')}</Banner> : null}
      <label className="field-label" htmlFor="ci-reply">
        {t('checkIns.review.reply')}
      </label>
      <textarea id="ci-reply" className="field-input" rows={3} value={reply} onChange={(e) => setReply(e.target.value)} aria-describedby="ci-reply-hint" />
      <p className="field-hint" id="ci-reply-hint">
        {t('checkIns.review.replyHint')}
      </p>
      <label className="field-label" htmlFor="ci-private">
        {t('checkIns.review.privateNote')}
      </label>
      <textarea id="ci-private" className="field-input" rows={2} value={privateNote} onChange={(e) => setPrivateNote(e.target.value)} aria-describedby="ci-private-hint" />
      <p className="field-hint" id="ci-private-hint">
        {t('checkIns.review.privateHint')}
      </p>
      {tooLong ? (
        <p className="field-error" role="alert">
          {t('messages.checkInNoteTooLong')}
        </p>
      ) : null}
      <div className="ci-actions">
        <Button type="submit" loading={saving} data-testid="check-in-review">
          {reply.trim() ? t('checkIns.review.sendAndMark') : submission.reviewedAt ? t('checkIns.review.saveNote') : t('checkIns.review.mark')}
        </Button>
      </div>
    </form>
  );
}
