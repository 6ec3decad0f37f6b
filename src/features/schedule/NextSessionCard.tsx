import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { availabilityOf } from '../../../domain/sessions/availability';
import { useProfile } from '../../db';
import { CalendarIcon, ChevronRightIcon } from '../../ui/icons';
import { clientStarts, pluralForm, useSessionLabels, useOwnNames } from '../session-labels';
import { clientSchedule, nextSession } from './schedule';
import { useNow } from '../../hooks/useNow';
import { useWindowEntries } from './useScheduleData';
import './schedule.css';

/** The client dashboard's next session (availability refreshed every minute) and how many sessions wait for an answer. */
export function NextSessionCard() {
  const { t } = useTranslation();
  const l = useSessionLabels();
  const profile = useProfile();
  const ownNames = useOwnNames();
  const now = useNow();
  const data = useWindowEntries(now);
  const clientId = profile?.clientId ?? null;
  const nowIso = now.toISOString();
  const picked = useMemo(() => {
    if (!data || !clientId) return null;
    return { next: nextSession(data.entries, clientId, nowIso), waiting: clientSchedule(data.entries, data.series, clientId, nowIso).pending.length };
  }, [data, clientId, nowIso]);
  if (!picked || !clientId) return null;
  const { next, waiting } = picked;
  const mine = next ? (next.approvalByClient[clientId] ?? 'pending') : null;
  const chip = next && mine ? l.clientChip(next, mine) : null;

  return (
    <>
      <section className="card next-session" data-testid="next-session" aria-labelledby="next-session-title">
        <span className="dash-card-icon" aria-hidden="true">
          <CalendarIcon size={24} />
        </span>
        <div className="next-session-body">
          <h2 className="next-session-label" id="next-session-title">
            {t('schedule.dashboard.next')}
          </h2>
          {next ? (
            <>
              <p className="next-session-title">{l.clientTitle(next.title, next.type, ownNames)}</p>
              <p className="next-session-when">
                {[l.date(next.date, { weekday: 'long', day: 'numeric', month: 'long' }), l.clock(next, null).range, l.duration(next.durationMinutes)].join(' · ')}
              </p>
              <p className="next-session-status">
                <span className="next-session-availability" data-testid="next-session-availability">
                  {l.clientAvailability(availabilityOf(next.start, nowIso), clientStarts(next))}
                </span>
                {chip!.own ? <span className="approval-chip approval-chip--own">{chip!.text}</span> : <span className={`approval-chip approval-chip--${mine}`}>{chip!.text}</span>}
              </p>
            </>
          ) : (
            <p className="next-session-none">{t('schedule.dashboard.none')}</p>
          )}
          <Link to="/client/schedule" className="row-link">
            <span>{t('schedule.dashboard.open')}</span>
            <ChevronRightIcon size={18} />
          </Link>
        </div>
      </section>
      <section className={['card', 'pending-answers', waiting ? 'pending-answers--some' : ''].filter(Boolean).join(' ')} data-testid="pending-answers" data-count={waiting}>
        <p className="pending-answers-text">
          {waiting ? t(`schedule.dashboard.waiting.${pluralForm(waiting, l.locale)}`, { count: waiting }) : t('schedule.dashboard.noneWaiting')}
        </p>
        {waiting ? (
          <Link to="/client/schedule" className="btn btn--primary btn--md">
            {t('schedule.dashboard.answer')}
          </Link>
        ) : null}
      </section>
    </>
  );
}
