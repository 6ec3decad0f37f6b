import { useTranslation } from 'react-i18next';
import type { CheckInSubmissionRow } from '../../../domain/check-ins/entity';
import { useLocale } from '../../hooks/useLocale';
import { answerText } from './answers';

/**
 * A submission's answers, question by question, as it was asked; with
 * `previous`, each beside the same question's answer last time (questions
 * line up by their ids, so an edited form still compares).
 */
export function AnswersView({ submission, previous }: { submission: CheckInSubmissionRow; previous?: CheckInSubmissionRow | null }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const yesNo = { yes: t('checkIns.answer.yes'), no: t('checkIns.answer.no') };
  const prevQ = new Map((previous?.questions ?? []).map((q) => [q.id, q]));
  return (
    <table className="ci-answers">
      <thead className={previous === undefined ? 'visually-hidden' : undefined}>
        <tr>
          <th scope="col">{t('checkIns.review.question')}</th>
          <th scope="col">{t('checkIns.review.thisTime')}</th>
          {previous !== undefined ? <th scope="col">{previous ? t('checkIns.review.lastTime') : t('checkIns.review.noPrevious')}</th> : null}
        </tr>
      </thead>
      <tbody>
        {submission.questions.map((q) => (
          <tr key={q.id} data-question={q.id}>
            <th scope="row">{q.label}</th>
            <td className="ci-answer" data-label={previous !== undefined ? t('checkIns.review.thisTime') : undefined}>
              {answerText(q, submission.answers[q.id], yesNo, locale)}
            </td>
            {previous ? (
              <td className="ci-answer ci-answer--prev" data-label={t('checkIns.review.lastTime')}>
                {answerText(prevQ.get(q.id) ?? q, previous.answers[q.id], yesNo, locale)}
              </td>
            ) : previous === null ? (
              <td className="ci-answer ci-answer--prev" />
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
