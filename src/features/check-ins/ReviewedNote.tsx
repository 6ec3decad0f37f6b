import { useTranslation } from 'react-i18next';
import type { CheckInSubmissionRow } from '../../../domain/check-ins/entity';
import { useLocale } from '../../hooks/useLocale';
import { formatDate } from '../../i18n/format';

/** The trainer's review as the client sees it: when, and the note for them. */
export function ReviewedNote({ submission }: { submission: CheckInSubmissionRow }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (!submission.reviewedAt) return null;
  return (
    <section className="card ci-card ci-reviewed" data-testid="check-in-reviewed">
      <h2 className="ci-section-title">{t('checkIns.client.reviewedOn', { when: formatDate(submission.reviewedAt, locale, { dateStyle: 'medium' }) })}</h2>
      {submission.reviewNote ? <p className="ci-note">{submission.reviewNote}</p> : null}
    </section>
  );
}
