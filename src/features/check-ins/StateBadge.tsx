import { useTranslation } from 'react-i18next';
import type { BoardItem } from '../../../domain/check-ins/board';

/** A check-in's state in a word: to review, reviewed, due, late, missed. */
export function StateBadge({ item }: { item: Pick<BoardItem, 'state' | 'submission'> }) {
  const { t } = useTranslation();
  const s = item.submission;
  if (s) {
    if (s.reviewedAt) return <span className="ci-badge ci-badge--ok">{t('checkIns.state.reviewed')}</span>;
    return <span className="ci-badge ci-badge--new">{s.late ? t('checkIns.state.toReviewLate') : t('checkIns.state.toReview')}</span>;
  }
  const tone = item.state === 'missed' ? 'missed' : item.state === 'late' ? 'late' : 'due';
  const word = item.state === 'missed' ? 'missed' : item.state === 'late' ? 'late' : item.state === 'upcoming' ? 'upcoming' : 'due';
  return <span className={`ci-badge ci-badge--${tone}`}>{t(`checkIns.state.${word}`)}</span>;
}
