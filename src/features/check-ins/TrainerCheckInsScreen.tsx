import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { checkInBoard, type BoardItem } from '../../../domain/check-ins/board';
import { useClients } from '../../db';
import { useLocale } from '../../hooks/useLocale';
import { formatDate } from '../../i18n/format';
import { Spinner } from '../../ui/Spinner';
import { useCheckInAssignments, useCheckInSubmissions } from './hooks';
import { StateBadge } from './StateBadge';
import './check-ins.css';

/** How far back the list reaches: four weeks of check-ins. */
export const BOARD_DAYS = 28;
const DAY_MS = 86_400_000;

/** Whether an item still asks something of the trainer: submitted and not reviewed, due, late or missed. */
export const needsTrainer = (i: BoardItem) => (i.submission ? !i.submission.reviewedAt : i.state !== 'upcoming');

/**
 * /trainer/check-ins (docs/rules/check-ins.md "Review"): submitted, due and
 * missed check-ins of every client, newest first, from the rows on the
 * device; a reviewed one leaves the list (it stays under "All").
 */
export function TrainerCheckInsScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const clients = useClients();
  const assignments = useCheckInAssignments(null);
  const submissions = useCheckInSubmissions(null);
  const [all, setAll] = useState(false);
  const now = Date.now();
  const items = useMemo(
    () => (assignments && submissions ? checkInBoard(assignments, submissions, now - BOARD_DAYS * DAY_MS, now) : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [assignments, submissions, Math.floor(now / 60_000)],
  );
  const names = useMemo(() => new Map((clients ?? []).map((c) => [c.id, c.name])), [clients]);
  if (!items || !clients) return <Spinner label={t('common.loading')} />;
  const shown = all ? items : items.filter(needsTrainer);
  return (
    <div className="page ci-page ci-page--wide">
      <header className="page-header ci-header">
        <div>
          <h1 className="page-title">{t('checkIns.trainer.title')}</h1>
          <p className="page-lead">{t('checkIns.trainer.lead')}</p>
        </div>
        <Link to="/trainer/check-ins/forms" className="btn btn--secondary btn--md">
          {t('checkIns.forms.open')}
        </Link>
      </header>
      <div className="ci-filter" role="group" aria-label={t('checkIns.trainer.filter')}>
        <button type="button" className={`ci-chip${all ? '' : ' ci-chip--on'}`} aria-pressed={!all} onClick={() => setAll(false)}>
          {t('checkIns.trainer.toReview')}
        </button>
        <button type="button" className={`ci-chip${all ? ' ci-chip--on' : ''}`} aria-pressed={all} onClick={() => setAll(true)}>
          {t('checkIns.trainer.all')}
        </button>
      </div>
      {assignments!.length === 0 ? (
        <section className="card ci-card ci-empty">
          <h2 className="ci-section-title">{t('checkIns.trainer.emptyTitle')}</h2>
          <p>{t('checkIns.trainer.empty')}</p>
          <Link to="/trainer/check-ins/forms" className="text-link">
            {t('checkIns.forms.open')}
          </Link>
        </section>
      ) : shown.length === 0 ? (
        <p className="ci-muted ci-empty">{t('checkIns.trainer.allDone')}</p>
      ) : (
        <ul className="ci-list" data-testid="check-in-list">
          {shown.map((i) => (
            <li key={`${i.assignment.id}/${i.date}`}>
              <Link to={`/trainer/check-ins/${i.assignment.id}/${i.date}`} className="ci-row">
                <span className="ci-row-main">
                  <span className="ci-row-name">{names.get(i.assignment.clientId) ?? '—'}</span>
                  <span className="ci-row-title">{i.assignment.title}</span>
                </span>
                <span className="ci-row-when">{formatDate(`${i.date}T12:00:00Z`, locale, { dateStyle: 'medium', timeZone: 'UTC' })}</span>
                <StateBadge item={i} t={t} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
