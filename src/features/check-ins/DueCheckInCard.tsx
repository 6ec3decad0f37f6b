import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { openCheckIn, submissionsByAssignment } from '../../../domain/check-ins/board';
import { useLocale } from '../../hooks/useLocale';
import { formatDate } from '../../i18n/format';
import { ChevronRightIcon, ClipboardIcon } from '../../ui/icons';
import { useCheckInAssignments, useCheckInSubmissions, useOwnClientId } from './hooks';
import './check-ins.css';

const RECENT_MS = 7 * 86_400_000;

/**
 * The client dashboard's check-ins (docs/rules/check-ins.md "Answering"):
 * each one due now, one tap from its form; else the latest one reviewed in
 * the past week, with the trainer's note. Nothing when there is neither.
 */
export function DueCheckInCard() {
  const { t } = useTranslation();
  const locale = useLocale();
  const clientId = useOwnClientId();
  const assignments = useCheckInAssignments(clientId ?? null);
  const submissions = useCheckInSubmissions(clientId ?? null);
  const now = Date.now();
  const view = useMemo(() => {
    if (!assignments || !submissions) return null;
    const byA = submissionsByAssignment(submissions);
    const open = assignments.flatMap((a) => {
      const o = openCheckIn(a, byA.get(a.id), now);
      return o ? [{ a, ...o }] : [];
    });
    const reviewed = submissions.filter((s) => s.reviewedAt && now - Date.parse(s.reviewedAt) < RECENT_MS).sort((x, y) => (x.reviewedAt! < y.reviewedAt! ? 1 : -1))[0] ?? null;
    return { open, reviewed };
    // A minute's precision is enough: the list is read again on every change of the rows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [assignments, submissions, Math.floor(now / 60_000)]);
  if (!clientId || !view || (view.open.length === 0 && !view.reviewed)) return null;
  return (
    <section className="card dash-card ci-dash" data-testid="due-check-in">
      <span className="dash-card-icon" aria-hidden="true">
        <ClipboardIcon size={24} />
      </span>
      <div className="dash-card-body">
        <h2 className="latest-weight-title">{t('checkIns.dashboard.title')}</h2>
        {view.open.map((o) => (
          <div key={`${o.a.id}/${o.date}`} className="ci-dash-item">
            <p className="ci-dash-line">
              <strong>{o.a.title}</strong> {o.state === 'late' ? <span className="ci-badge ci-badge--late">{t('checkIns.state.late')}</span> : <span className="ci-badge ci-badge--due">{t('checkIns.state.due')}</span>}
            </p>
            <p className="latest-weight-when">{t('checkIns.dashboard.dueSince', { when: formatDate(o.dueMs, locale, { weekday: 'long', hour: 'numeric', minute: '2-digit' }) })}</p>
            <Link to={`/client/check-ins/${o.a.id}/${o.date}`} className="row-link">
              <span>{t('checkIns.dashboard.answer')}</span>
              <ChevronRightIcon size={18} />
            </Link>
          </div>
        ))}
        {view.open.length === 0 && view.reviewed ? (
          <div className="ci-dash-item">
            <p className="ci-dash-line">
              <strong>{view.reviewed.title}</strong> <span className="ci-badge ci-badge--ok">{t('checkIns.state.reviewed')}</span>
            </p>
            {view.reviewed.reviewNote ? <p className="ci-dash-note">{view.reviewed.reviewNote}</p> : null}
            <Link to={`/client/check-ins/${view.reviewed.assignmentId}/${view.reviewed.date}`} className="row-link">
              <span>{t('checkIns.dashboard.open')}</span>
              <ChevronRightIcon size={18} />
            </Link>
          </div>
        ) : null}
      </div>
    </section>
  );
}
