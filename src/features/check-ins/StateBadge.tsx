import type { TFunction } from 'i18next';
import type { BoardItem } from '../../../domain/check-ins/board';

/**
 * A check-in's state in a word: to review, reviewed, due, late, missed. It
 * takes its screen's `t` rather than a useTranslation of its own: the
 * trainer's list shows hundreds, and each hook's subscription was a good
 * part of the list's opening (bench/check-in-list.bench.ts).
 */
export function StateBadge({ item, t }: { item: Pick<BoardItem, 'state' | 'submission'>; t: TFunction }) {
  const s = item.submission;
  if (s) {
    if (s.reviewedAt) return <span className="ci-badge ci-badge--ok">{t('checkIns.state.reviewed')}</span>;
    return <span className="ci-badge ci-badge--new">{s.late ? t('checkIns.state.toReviewLate') : t('checkIns.state.toReview')}</span>;
  }
  const tone = item.state === 'missed' ? 'missed' : item.state === 'late' ? 'late' : 'due';
  const word = item.state === 'missed' ? 'missed' : item.state === 'late' ? 'late' : item.state === 'upcoming' ? 'upcoming' : 'due';
  return <span className={`ci-badge ci-badge--${tone}`}>{t(`checkIns.state.${word}`)}</span>;
}
