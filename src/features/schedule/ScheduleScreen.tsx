import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { v7 as uuidv7 } from 'uuid';
import type { ClientDecision } from '../../../domain/sessions/approval';
import { todayIn } from '../../../domain/sessions/calendar';
import { addDays } from '../../../domain/time/wall-time';
import { applyLocalMutation, usePendingIds, useProfile, useRejected, useUserDb } from '../../db';
import { discardRejected } from '../../sync-session/session';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { CalendarIcon } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import { useSessionLabels, useOwnNames } from '../session-labels';
import { answerMutation, changedAnswers } from './answers';
import { matchScheduleLink, parseScheduleLink } from './deep-link';
import { clientSchedule, type EntryItem, type PendingItem } from './schedule';
import { itemDomId, ScheduleItem, type ItemSection } from './ScheduleItem';
import { useNow } from '../../hooks/useNow';
import { useWindowEntries } from './useScheduleData';
import './schedule.css';

/** Upcoming sessions shown at first (a long series would bury the past), then this many more per tap. */
const UPCOMING_PAGE = 10;

/**
 * The client's schedule (docs/rules/routes-and-screens.md "Client area" client.schedule, docs/rules/sessions.md "Approval"): what waits for their
 * answer first (a series as one item), then the upcoming sessions by day, then
 * the recent past. Reads the device's database only: it works offline, and an
 * answer shows at once (marked until the server has it).
 */
export function ScheduleScreen() {
  const { t } = useTranslation();
  const l = useSessionLabels();
  const db = useUserDb();
  const profile = useProfile();
  const ownNames = useOwnNames();
  const now = useNow();
  const data = useWindowEntries(now);
  const rejected = useRejected();
  const pendingSessions = usePendingIds('sessions');
  const pendingSeries = usePendingIds('series');
  const pendingExceptions = usePendingIds('seriesExceptions');
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');
  const [failed, setFailed] = useState(false);
  const [shown, setShown] = useState(UPCOMING_PAGE);
  const [params] = useSearchParams();
  const clientId = profile?.clientId ?? null;
  const nowIso = now.toISOString();

  const schedule = useMemo(() => (data && clientId ? clientSchedule(data.entries, data.series, clientId, nowIso) : null), [data, clientId, nowIso]);
  const changed = useMemo(() => changedAnswers(rejected ?? []), [rejected]);
  const link = useMemo(() => parseScheduleLink(params), [params]);
  const match = useMemo(() => (link && schedule ? matchScheduleLink(link, schedule) : null), [link, schedule]);

  // Scroll to, highlight and focus the linked item once (per link), when the data holds it.
  const handled = useRef<string | null>(null);
  const [targetKey, setTargetKey] = useState<string | null>(null);
  const search = params.toString();
  useEffect(() => {
    if (!match || handled.current === search) return;
    handled.current = search;
    setTargetKey(match.key);
    requestAnimationFrame(() => {
      const el = document.getElementById(itemDomId(match.key));
      if (!el) return;
      el.scrollIntoView({ block: 'center', behavior: 'smooth' });
      const approve = link?.openApproval ? el.querySelector<HTMLElement>('[data-answer="approved"]') : null;
      (approve ?? el).focus({ preventScroll: true });
    });
  }, [match, search, link]);

  const answer = (item: PendingItem | EntryItem) => async (decision: ClientDecision) => {
    setBusyKey(item.key);
    setFailed(false);
    try {
      const m = answerMutation(item, decision, uuidv7);
      await applyLocalMutation(db, m.name, m.args as never);
      // The earlier, refused answer is replaced by this one.
      for (const id of changed.get(item.key) ?? []) await discardRejected(db, id);
      setAnnounce(t(decision === 'approved' ? 'schedule.answered.approved' : 'schedule.answered.declined'));
    } catch {
      setFailed(true);
    } finally {
      setBusyKey(null);
    }
  };

  const unsynced = (item: PendingItem | EntryItem) => {
    if (item.kind === 'series') return !!pendingSeries?.has(item.series.id);
    const e = item.entry;
    if (e.sessionId) return !!pendingSessions?.has(e.sessionId);
    return !!(e.exceptionId && pendingExceptions?.has(e.exceptionId)) || (!!e.seriesId && !!pendingSeries?.has(e.seriesId));
  };

  const render = (item: PendingItem | EntryItem, section: ItemSection, hideDate?: boolean) => {
    const canAnswer =
      section === 'pending' || (section === 'upcoming' && item.kind !== 'series' && item.entry.progressStatus === 'not_started' && Date.parse(item.entry.start) > now.getTime());
    return (
      <li key={item.key}>
        <ScheduleItem
          item={item}
          section={section}
          unsynced={unsynced(item)}
          changed={changed.has(item.key)}
          target={targetKey === item.key}
          busy={busyKey === item.key}
          onAnswer={canAnswer ? answer(item) : null}
          hideDate={hideDate}
          ownNames={ownNames}
        />
      </li>
    );
  };

  const header = (
    <header className="page-header">
      <h1 className="page-title">{t('schedule.title')}</h1>
      <p className="page-lead">{t('schedule.lead')}</p>
    </header>
  );

  if (profile === undefined || data === undefined) {
    return (
      <div className="page schedule-page">
        {header}
        <Spinner label={t('common.loading')} />
      </div>
    );
  }
  if (!schedule) {
    return (
      <div className="page schedule-page">
        {header}
        <EmptySchedule text={t('schedule.notLinked')} />
      </div>
    );
  }

  // A day is the trainer's (the sessions' zone), so is its "today".
  const dayTitle = (date: string, zone: string, today = todayIn(nowIso, zone)) =>
    date === today ? t('schedule.today') : date === addDays(today, 1) ? t('schedule.tomorrow') : l.date(date, { weekday: 'long', day: 'numeric', month: 'long' });
  // The first `shown` upcoming sessions, whole days; a deep link's target is always shown.
  const upcomingShown: typeof schedule.upcoming = [];
  let counted = 0;
  for (const g of schedule.upcoming) {
    if (counted >= shown && !g.items.some((i) => i.key === targetKey)) break;
    upcomingShown.push(g);
    counted += g.items.length;
  }
  const upcomingTotal = schedule.upcoming.reduce((n, g) => n + g.items.length, 0);
  const nothing = !schedule.pending.length && !schedule.upcoming.length && !schedule.past.length;

  return (
    <div className="page schedule-page">
      {header}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announce}
      </p>
      {failed ? <Banner tone="error">{t('schedule.answerFailed')}</Banner> : null}
      {link && !match && schedule ? <Banner tone="info">{t('schedule.linkNotFound')}</Banner> : null}
      {nothing ? (
        <EmptySchedule text={t('schedule.empty')} />
      ) : (
        <>
          {schedule.pending.length ? (
            <section className="schedule-section schedule-section--pending" aria-labelledby="schedule-pending" data-testid="schedule-pending">
              <h2 className="schedule-section-title" id="schedule-pending">
                {t('schedule.pending.title')} <span className="schedule-count">{schedule.pending.length}</span>
              </h2>
              <p className="schedule-section-lead">{t('schedule.pending.lead')}</p>
              <ul className="schedule-list">{schedule.pending.map((p) => render(p, 'pending'))}</ul>
            </section>
          ) : null}
          <section className="schedule-section" aria-labelledby="schedule-upcoming" data-testid="schedule-upcoming">
            <h2 className="schedule-section-title" id="schedule-upcoming">
              {t('schedule.upcoming.title')}
            </h2>
            {schedule.upcoming.length ? (
              <>
                {upcomingShown.map((g) => (
                  <div key={g.date} className="schedule-day">
                    <h3 className="schedule-day-title">{dayTitle(g.date, g.items[0]!.entry.timeZone)}</h3>
                    <ul className="schedule-list">{g.items.map((i) => render(i, 'upcoming', true))}</ul>
                  </div>
                ))}
                {counted < upcomingTotal ? (
                  <Button variant="secondary" block onClick={() => setShown((n) => n + UPCOMING_PAGE)}>
                    {t('schedule.upcoming.more', { count: upcomingTotal - counted })}
                  </Button>
                ) : null}
              </>
            ) : (
              <p className="schedule-none">{t(schedule.pending.length ? 'schedule.upcoming.emptyButPending' : 'schedule.upcoming.empty')}</p>
            )}
          </section>
          {schedule.past.length ? (
            <section className="schedule-section" aria-labelledby="schedule-past" data-testid="schedule-past">
              <h2 className="schedule-section-title" id="schedule-past">
                {t('schedule.past.title')}
              </h2>
              <ul className="schedule-list">{schedule.past.map((p) => render(p, 'past'))}</ul>
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}

function EmptySchedule({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <section className="card schedule-empty" data-testid="schedule-empty">
      <span className="dash-card-icon" aria-hidden="true">
        <CalendarIcon size={24} />
      </span>
      <div>
        <h2 className="schedule-empty-title">{t('schedule.emptyTitle')}</h2>
        <p>{text}</p>
      </div>
    </section>
  );
}
