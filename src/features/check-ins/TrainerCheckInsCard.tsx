import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { checkInBoard } from '../../../domain/check-ins/board';
import { ChevronRightIcon, ClipboardIcon } from '../../ui/icons';
import { useCheckInAssignments, useCheckInSubmissions } from './hooks';
import { BOARD_DAYS } from './TrainerCheckInsScreen';
import './check-ins.css';

const DAY_MS = 86_400_000;

/** The trainer dashboard's check-ins: how many wait for a review and how many are due but not in; nothing when there are none. */
export function TrainerCheckInsCard() {
  const { t } = useTranslation();
  const assignments = useCheckInAssignments(null);
  const submissions = useCheckInSubmissions(null);
  const now = Date.now();
  const counts = useMemo(() => {
    if (!assignments || !submissions) return null;
    const items = checkInBoard(assignments, submissions, now - BOARD_DAYS * DAY_MS, now);
    return {
      unreviewed: items.filter((i) => i.submission && !i.submission.reviewedAt).length,
      due: items.filter((i) => !i.submission && (i.state === 'due' || i.state === 'late')).length,
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [assignments, submissions, Math.floor(now / 60_000)]);
  if (!counts || (counts.unreviewed === 0 && counts.due === 0)) return null;
  return (
    <section className="card dash-card ci-dash" data-testid="trainer-check-ins">
      <h2 className="dash-card-title">
        <ClipboardIcon size={20} /> {t('checkIns.dashboard.trainerTitle')}
      </h2>
      <p>
        {counts.unreviewed ? <span className="ci-badge ci-badge--new">{t('checkIns.dashboard.unreviewed', { count: counts.unreviewed })}</span> : null}{' '}
        {counts.due ? <span className="ci-badge ci-badge--due">{t('checkIns.dashboard.due', { count: counts.due })}</span> : null}
      </p>
      <Link to="/trainer/check-ins" className="row-link">
        <span>{t('checkIns.dashboard.review')}</span>
        <ChevronRightIcon size={18} />
      </Link>
    </section>
  );
}
