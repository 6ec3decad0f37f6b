import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { checkInBoard } from '../../../domain/check-ins/board';
import { useCheckInAssignments, useCheckInSubmissions } from './hooks';
import { BOARD_DAYS } from './TrainerCheckInsScreen';
import './check-ins.css';

const DAY_MS = 86_400_000;

/** The trainer dashboard's check-ins: how many wait for a review and how many are due but not in; nothing before a check-in is sent to anyone. */
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
  if (!counts || !assignments?.length) return null;
  return (
    <section className="card stat-card" aria-labelledby="stat-check-ins" data-testid="trainer-check-ins">
      <h2 className="stat-label" id="stat-check-ins">
        {t('checkIns.dashboard.trainerTitle')}
      </h2>
      <p className="stat-value">{counts.unreviewed}</p>
      <p className="stat-detail">{t('checkIns.dashboard.unreviewedLead')}</p>
      {counts.due ? <p className="stat-detail">{t('checkIns.dashboard.due', { count: counts.due })}</p> : null}
      <div className="stat-links">
        <Link to="/trainer/check-ins" className="text-link">
          {t('checkIns.dashboard.review')}
        </Link>
        <Link to="/trainer/check-ins/forms" className="text-link">
          {t('checkIns.forms.open')}
        </Link>
      </div>
    </section>
  );
}
