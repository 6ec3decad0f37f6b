import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { availabilityOf } from '../../../domain/sessions/availability';
import { useProfile } from '../../db';
import { CalendarIcon, ChevronRightIcon, ClipboardIcon, DumbbellIcon, InfoIcon } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import { usePlanSummaries } from '../plans';
import { useNow } from '../../hooks/useNow';
import { useWindowEntries } from '../schedule';
import { useSessionLabels, useOwnNames } from '../session-labels';
import { blankWorkoutHref, nextWorkout } from './choices';
import '../schedule/schedule.css';
import './workout-start.css';

export interface WorkoutChoicesProps {
  /** Heading level of the three groups: 2 on the screen, 3 inside the dialog. */
  headingLevel?: 2 | 3;
  /** Called when a choice is followed (the dialog closes). */
  onChoose?: () => void;
}

/**
 * "What are you training now?": the next planned session (solo: log it;
 * with the trainer or a series date not opened yet: read-only, said why),
 * a day of one of the client's plans, or a blank workout. All from the
 * device's database.
 */
export function WorkoutChoices({ headingLevel = 2, onChoose }: WorkoutChoicesProps) {
  const { t } = useTranslation();
  const l = useSessionLabels();
  const profile = useProfile();
  const ownNames = useOwnNames();
  const now = useNow();
  const data = useWindowEntries(now);
  const summaries = usePlanSummaries();
  const clientId = profile?.clientId ?? null;
  const nowIso = now.toISOString();
  const next = useMemo(() => (data && clientId ? nextWorkout(data.entries, clientId, nowIso) : null), [data, clientId, nowIso]);
  const plans = useMemo(() => summaries?.filter((p) => clientId !== null && !p.isTemplate && p.clientId === clientId), [summaries, clientId]);
  const H = `h${headingLevel}` as 'h2' | 'h3';
  const loading = !data || profile === undefined;
  const id = useId();

  return (
    <div className="ws-choices" data-testid="workout-choices">
      <section className="ws-group" aria-labelledby={`${id}-ws-next`}>
        <H className="ws-group-title" id={`${id}-ws-next`}>
          <CalendarIcon size={18} /> {next && !loading && l.clientChip(next.entry, 'approved').own ? l.clientChip(next.entry, 'approved').text : t('workoutStart.next.title')}
        </H>
        {loading ? (
          <Spinner label={t('common.loading')} />
        ) : next ? (
          <div className="ws-session" data-testid="ws-next-session" data-kind={next.kind}>
            <p className="ws-session-title">{l.clientTitle(next.entry.title, next.entry.type, ownNames)}</p>
            <p className="ws-session-when">
              {[l.date(next.entry.date, { weekday: 'long', day: 'numeric', month: 'long' }), l.clock(next.entry, null).range, l.type(next.entry.type)].join(' · ')}
            </p>
            <p className="ws-session-status">
              <span>{l.clientAvailability(availabilityOf(next.entry.start, nowIso), next.kind === 'log')}</span>
              {clientId && !l.clientChip(next.entry, 'approved').own ? (
                <span className={`approval-chip approval-chip--${next.entry.approvalByClient[clientId] ?? 'pending'}`}>{l.approval(next.entry.approvalByClient[clientId] ?? 'pending')}</span>
              ) : null}
            </p>
            {next.kind === 'log' ? (
              <Link to={next.href} className="btn btn--primary btn--lg btn--block" onClick={onChoose}>
                {t('workoutStart.next.log')}
              </Link>
            ) : (
              <p className="ws-note">
                <InfoIcon size={18} />
                <span>{t(next.kind === 'occurrence' ? 'workoutStart.next.occurrence' : 'workoutStart.next.trainer')}</span>
              </p>
            )}
          </div>
        ) : (
          <p className="ws-empty">{t('workoutStart.next.none')}</p>
        )}
      </section>

      <section className="ws-group" aria-labelledby={`${id}-ws-plans`}>
        <H className="ws-group-title" id={`${id}-ws-plans`}>
          <ClipboardIcon size={18} /> {t('workoutStart.plans.title')}
        </H>
        {!plans ? (
          <Spinner label={t('common.loading')} />
        ) : plans.length === 0 ? (
          <p className="ws-empty">{t('workoutStart.plans.none')}</p>
        ) : (
          <ul className="ws-list">
            {plans.map((p) => (
              <li key={p.id}>
                <Link to={blankWorkoutHref(p.id)} className="ws-row" onClick={onChoose} data-testid="ws-plan">
                  <span className="ws-row-body">
                    <span className="ws-row-title">{p.title}</span>
                    <span className="ws-row-meta">{t('plans.list.counts', { blocks: p.blockCount, exercises: p.exerciseCount })}</span>
                  </span>
                  <ChevronRightIcon size={20} />
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="ws-group" aria-labelledby={`${id}-ws-blank`}>
        <H className="ws-group-title" id={`${id}-ws-blank`}>
          <DumbbellIcon size={18} /> {t('workoutStart.blank.title')}
        </H>
        <Link to={blankWorkoutHref()} className="ws-row" onClick={onChoose} data-testid="ws-blank">
          <span className="ws-row-body">
            <span className="ws-row-title">{t('workoutStart.blank.open')}</span>
            <span className="ws-row-meta">{t('workoutStart.blank.text')}</span>
          </span>
          <ChevronRightIcon size={20} />
        </Link>
        <Link to="/client/manual-log" className="ws-row" onClick={onChoose} data-testid="ws-earlier">
          <span className="ws-row-body">
            <span className="ws-row-title">{t('workoutStart.blank.earlier')}</span>
            <span className="ws-row-meta">{t('workoutStart.blank.earlierText')}</span>
          </span>
          <ChevronRightIcon size={20} />
        </Link>
      </section>
    </div>
  );
}
