import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { availabilityOf } from '../../../domain/sessions/availability';
import { todayIn } from '../../../domain/sessions/calendar';
import { DEFAULT_TIME_ZONE } from '../../../domain/time/time-zone';
import type { CalendarEntry } from '../../../domain/sessions/entries';
import { useClients, useProfile } from '../../db';
import { CalendarIcon, ClockIcon, UsersIcon } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import { pluralForm, useSessionLabels } from '../session-labels';
import { awaitingApproval, sessionsInProgress, todaysSessions, upcomingSession } from './trainer';
import { useNow } from '../../hooks/useNow';
import { useWindowEntries } from './useScheduleData';
import './schedule.css';

/** One session in the trainer's zone (`zone`), as the calendar places it. */
function SessionLine({ e, zone, names, showDate }: { e: CalendarEntry; zone: string; names: Map<string, string>; showDate?: boolean }) {
  const { t } = useTranslation();
  const l = useSessionLabels();
  const clients = e.clientIds.map((id) => names.get(id) ?? t('schedule.trainer.unknownClient')).join(', ');
  const c = l.clock(e, zone);
  return (
    <li className="dash-session" data-session-id={e.sessionId ?? undefined} data-series-id={e.seriesId ?? undefined} data-occurrence-date={e.occurrenceDate ?? undefined}>
      <span className="dash-session-time">{c.range}</span>
      <span className="dash-session-body">
        <span className="dash-session-title">{e.title}</span>
        <span className="dash-session-meta">
          {[showDate ? l.date(c.date, { weekday: 'short', day: 'numeric', month: 'numeric' }) : null, clients, l.type(e.type)].filter(Boolean).join(' · ')}
        </span>
        <span className={`approval-chip approval-chip--${e.approvalStatus}`}>{l.approval(e.approvalStatus)}</span>
      </span>
    </li>
  );
}

/** The trainer dashboard's "what now?" cards: in progress, today, the next session, clients waiting to answer. */
export function TrainerDashboardCards() {
  const { t } = useTranslation();
  const l = useSessionLabels();
  const profile = useProfile();
  const clients = useClients();
  const now = useNow();
  const data = useWindowEntries(now);
  const nowIso = now.toISOString();
  const zone = profile?.timeZone ?? DEFAULT_TIME_ZONE;
  const names = useMemo(() => new Map((clients ?? []).map((c) => [c.id, c.name])), [clients]);
  const picks = useMemo(() => {
    if (!data) return null;
    const today = todayIn(nowIso, zone);
    return {
      inProgress: sessionsInProgress(data.entries, nowIso),
      today: todaysSessions(data.entries, today, zone),
      next: upcomingSession(data.entries, nowIso),
      awaiting: awaitingApproval(data.entries, data.series, nowIso),
    };
  }, [data, nowIso, zone]);

  if (!picks) return <Spinner label={t('common.loading')} />;
  const { inProgress, today, next, awaiting } = picks;

  return (
    <div className="dash-cards">
      {inProgress.length ? (
        <section className="card dash-card dash-card--live" data-testid="session-in-progress" aria-labelledby="dash-in-progress">
          <h2 className="dash-card-title" id="dash-in-progress">
            <span className="live-dot" aria-hidden="true" /> {t('schedule.trainer.inProgress')}
          </h2>
          <ul className="dash-list">
            {inProgress.map((e) => (
              <SessionLine key={`${e.sessionId ?? e.seriesId}-${e.occurrenceDate ?? ''}`} e={e} zone={zone} names={names} />
            ))}
          </ul>
        </section>
      ) : null}
      <section className="card dash-card" data-testid="today-sessions" aria-labelledby="dash-today">
        <h2 className="dash-card-title" id="dash-today">
          <CalendarIcon size={18} /> {t('schedule.trainer.today')} <span className="schedule-count">{today.length}</span>
        </h2>
        {today.length ? (
          <ul className="dash-list">
            {today.map((e) => (
              <SessionLine key={`${e.sessionId ?? e.seriesId}-${e.occurrenceDate ?? ''}`} e={e} zone={zone} names={names} />
            ))}
          </ul>
        ) : (
          <p className="dash-none">{t('schedule.trainer.todayNone')}</p>
        )}
      </section>
      <section className="card dash-card" data-testid="upcoming-session" aria-labelledby="dash-next">
        <h2 className="dash-card-title" id="dash-next">
          <ClockIcon size={18} /> {t('schedule.trainer.next')}
        </h2>
        {next ? (
          <>
            <ul className="dash-list">
              <SessionLine e={next} zone={zone} names={names} showDate />
            </ul>
            <p className="dash-availability">{l.availability(availabilityOf(next.start, nowIso))}</p>
          </>
        ) : (
          <p className="dash-none">{t('schedule.trainer.nextNone')}</p>
        )}
      </section>
      <section className="card dash-card" data-testid="awaiting-approval" aria-labelledby="dash-awaiting">
        <h2 className="dash-card-title" id="dash-awaiting">
          <UsersIcon size={18} /> {t('schedule.trainer.awaiting')} <span className="schedule-count">{awaiting.length}</span>
        </h2>
        {awaiting.length ? (
          <ul className="dash-list">
            {awaiting.map((a) => (
              <li key={a.clientId} className="dash-awaiting" data-client-id={a.clientId}>
                <Link to={`/trainer/clients/${a.clientId}`} className="text-link dash-session-title">
                  {names.get(a.clientId) ?? t('schedule.trainer.unknownClient')}
                </Link>
                <span className="dash-session-meta">{t(`schedule.trainer.waiting.${pluralForm(a.count, l.locale)}`, { count: a.count })}</span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="dash-none">{t('schedule.trainer.awaitingNone')}</p>
        )}
      </section>
    </div>
  );
}
