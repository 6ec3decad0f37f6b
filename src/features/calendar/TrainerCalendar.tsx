import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { v7 as uuidv7 } from 'uuid';
import { htmlLangOf } from '../../../domain/language';
import { syncWindow } from '../../../domain/protocol/window';
import { todayIn } from '../../../domain/sessions/calendar';
import { calendarEntries, type CalendarEntry } from '../../../domain/sessions/entries';
import type { SeriesExceptionRow, TrainingSessionRow } from '../../../domain/sessions/rows';
import { DEFAULT_TIME_ZONE, instantToWall } from '../../../domain/time/time-zone';
import { minutesToTime, timeToMinutes } from '../../../domain/time/wall-time';
import { applyLocalMutation, useClients, useProfile, useUserDb } from '../../db';
import { useSessionRows } from '../../db/sessions';
import { loadOnFirstUse } from '../../ui/loadOnFirstUse';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { ChevronRightIcon } from '../../ui/icons';
import { Spinner } from '../../ui/Spinner';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import type { SessionDialogProps } from '../session-form';
import { deviceZone, useSessionLabels } from '../session-labels';
import { AgendaView } from './AgendaView';
import { clientColours, initialsOf } from './clientColours';
import { deepLinkDate, matchDeepLink, parseDeepLink, withoutDeepLink, type DeepLink } from './deepLink';
import { dropMutation, hasStarted } from './drop';
import type { Who } from './EntryButton';
import { bucketByDay } from './layout';
import { MonthView } from './MonthView';
import { mergeRemote } from './remote';
import { TimeGrid } from './TimeGrid';
import { useRemoteEntries } from './useRemoteEntries';
import { CALENDAR_VIEWS, parseViewState, rangeOfView, stepDate, withViewState, type CalendarView, type ViewState } from './view';
import { useNow } from '../../hooks/useNow';
import './calendar.css';

// The session form and details (Radix dialogs, with their selects and checkboxes) load when first opened or reached for.
const SessionDialog = loadOnFirstUse(() => import('../session-form/SessionDialog').then((m) => m.SessionDialog));
const SessionDetailsDialog = loadOnFirstUse(() => import('./SessionDetailsDialog').then((m) => m.SessionDetailsDialog), {
  isOpen: (props) => props.entry != null,
});

const PHONE = '(max-width: 640px)';

type FormState = Pick<SessionDialogProps, 'create' | 'entry'> | null;

/** The trainer's calendar (docs/rules/sessions.md "Calendar": month, week, day) on the dashboard. */
export function TrainerCalendar() {
  const { t } = useTranslation();
  const labels = useSessionLabels();
  const { locale } = labels;
  const db = useUserDb();
  const profile = useProfile();
  const clients = useClients();
  const timeZone = profile?.timeZone ?? DEFAULT_TIME_ZONE;
  const device = deviceZone();
  // The now line, the past rule and today move with the minute.
  const now = useNow().getTime();
  const today = todayIn(now, timeZone);
  const [params, setParams] = useSearchParams();
  const state = parseViewState(params, today);
  const phone = useMediaQuery(PHONE);

  const go = useCallback(
    (next: ViewState) => setParams((prev) => withViewState(prev, next, todayIn(Date.now(), timeZone)), { replace: true }),
    [setParams, timeZone],
  );

  const range = useMemo(() => rangeOfView(state, timeZone), [state.view, state.date, timeZone]); // eslint-disable-line react-hooks/exhaustive-deps
  const rows = useSessionRows(range);
  const local = useMemo(() => (rows ? calendarEntries(rows.sessions, rows.series, rows.exceptions, range.start, range.end) : undefined), [rows, range]);
  const remote = useRemoteEntries(range, now);
  const entries = useMemo(() => (local && remote.entries ? mergeRemote(local, remote.entries, syncWindow(now)) : local), [local, remote.entries]); // eslint-disable-line react-hooks/exhaustive-deps
  const remoteSet = useMemo(() => new Set(remote.entries ?? []), [remote.entries]);
  const buckets = useMemo(() => bucketByDay(entries ?? [], timeZone), [entries, timeZone]);

  const clientNames = useMemo(() => new Map((clients ?? []).map((c) => [c.id, c.name])), [clients]);
  const colours = useMemo(() => clientColours(clients ?? []), [clients]);
  const whoOf = useCallback(
    (e: CalendarEntry): Who => {
      const nameOf = (id: string) => clientNames.get(id) ?? t('calendar.details.unknownClient');
      const coloursOf = e.clientIds.flatMap((id) => (colours.has(id) ? [colours.get(id)!] : []));
      if (e.type !== 'group') return { name: nameOf(e.clientIds[0] ?? ''), initials: initialsOf(nameOf(e.clientIds[0] ?? '')), group: false, colours: coloursOf };
      const names = e.clientIds.map((id) => nameOf(id).trim().split(/\s+/u)[0]).join(', ');
      return { name: t('calendar.group', { names }), initials: String(e.clientIds.length), group: true, colours: coloursOf };
    },
    [clientNames, colours, t],
  );
  const statusOf = useCallback(
    (e: CalendarEntry) => (e.progressStatus === 'not_started' ? labels.approval(e.approvalStatus) : `${labels.approval(e.approvalStatus)}, ${labels.progress(e.progressStatus)}`),
    [labels],
  );
  const isRemote = useCallback((e: CalendarEntry) => remoteSet.has(e), [remoteSet]);
  const canDrag = useCallback((e: CalendarEntry) => !hasStarted(e, Date.now()), []);

  // Dialogs: details of an entry, the create/edit form.
  const [details, setDetails] = useState<CalendarEntry | null>(null);
  const [form, setForm] = useState<FormState>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  useEffect(() => {
    if (!notice) return;
    const id = setTimeout(() => setNotice(null), 6000);
    return () => clearTimeout(id);
  }, [notice]);

  // Keep the open details in step with the live entry (an answer or a move arrives).
  const liveDetails = useMemo(() => {
    if (!details || !entries) return details;
    return entries.find((e) => (details.sessionId ? e.sessionId === details.sessionId : e.seriesId === details.seriesId && e.occurrenceDate === details.occurrenceDate)) ?? details;
  }, [details, entries]);

  // Deep link (docs/rules/routes-and-screens.md "Trainer area" trainer-dashboard ?sessionId / ?seriesId&exceptionDate, openDetails).
  const link = useMemo<DeepLink | null>(() => parseDeepLink(params), [params]);
  const known = useLiveQuery(async () => {
    if (!link) return null;
    if (link.kind === 'session') {
      const row = await db.table<TrainingSessionRow, string>('sessions').get(link.sessionId);
      return { sessionDate: row ? instantToWall(Date.parse(row.startsAt), timeZone).date : null };
    }
    const ex = await db.table<SeriesExceptionRow, string>('seriesExceptions').where('seriesId').equals(link.seriesId).toArray();
    return { exceptionDate: ex.find((e) => e.occurrenceDate === link.occurrenceDate)?.changes.date ?? null };
  }, [db, link?.kind, link && (link.kind === 'session' ? link.sessionId : `${link.seriesId}|${link.occurrenceDate}`), timeZone]);
  const linkMoved = useRef<string | null>(null);
  useEffect(() => {
    if (!link || known === undefined) return;
    const key = params.toString();
    const date = deepLinkDate(link, known ?? {});
    if (date && linkMoved.current !== key) {
      linkMoved.current = key;
      if (date < range.fromDate || date > range.toDate) {
        setParams((prev) => withViewState(prev, { view: state.view, date }, todayIn(Date.now(), timeZone)), { replace: true });
        return;
      }
    }
    if (!entries) return;
    const found = matchDeepLink(entries, link);
    if (found || date === null || (date >= range.fromDate && date <= range.toDate)) {
      if (found && link.openDetails) setDetails(found);
      setParams((prev) => withoutDeepLink(prev), { replace: true });
    }
  }, [link, known, entries, range.fromDate, range.toDate]); // eslint-disable-line react-hooks/exhaustive-deps

  const onDrop = useCallback(
    (entry: CalendarEntry, date: string, minutes: number) => {
      const r = dropMutation(entry, date, minutes, timeZone, Date.now(), uuidv7);
      if (!r.ok) {
        if (r.reason === 'sessionInPast') setNotice({ tone: 'error', text: t('messages.sessionInPast') });
        return;
      }
      const time = minutesToTime(minutes);
      const done = r.mutation.name === 'session.update' ? applyLocalMutation(db, 'session.update', r.mutation.args) : applyLocalMutation(db, 'occurrence.edit', r.mutation.args);
      done.then(
        () => setNotice({ tone: 'success', text: t('calendar.moved', { date: labels.date(date), time }) }),
        () => setNotice({ tone: 'error', text: t('calendar.moveFailed') }),
      );
    },
    [db, timeZone, t, labels],
  );

  const heading = useMemo(() => {
    const lang = htmlLangOf(locale);
    const fmt = (d: string, o: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(lang, { ...o, timeZone: 'UTC' }).format(new Date(`${d}T00:00:00Z`));
    if (state.view === 'month') return fmt(`${state.date.slice(0, 7)}-01`, { month: 'long', year: 'numeric' });
    if (state.view === 'day') return fmt(state.date, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    const sameYear = range.fromDate.slice(0, 4) === range.toDate.slice(0, 4);
    return `${fmt(range.fromDate, sameYear ? { day: 'numeric', month: 'short' } : { day: 'numeric', month: 'short', year: 'numeric' })} – ${fmt(range.toDate, { day: 'numeric', month: 'short', year: 'numeric' })}`;
  }, [locale, state.view, state.date, range.fromDate, range.toDate]);

  const nowWall = instantToWall(now, timeZone);
  const nowMin = timeToMinutes(nowWall.time);
  const openDay = useCallback((date: string) => go({ view: 'day', date }), [go]);
  const createAt = useCallback((date: string, time = '09:00') => setForm({ create: { date, time } }), []);
  const defaultSlot = () => {
    const date = state.date < today ? today : state.date;
    if (date !== today) return { date, time: '09:00' };
    const next = Math.min(Math.ceil((nowMin + 1) / 30) * 30, 23 * 60 + 30);
    return { date, time: minutesToTime(next) };
  };
  const empty = entries !== undefined && entries.length === 0;
  const outsideText = remote.outside.before ? t('calendar.offlineBefore', { date: labels.date(remote.outside.before) }) : remote.outside.after ? t('calendar.offlineAfter', { date: labels.date(remote.outside.after) }) : null;
  const period = state.view;

  // What every view takes: the entries by day and how to show and open them.
  const shared = { buckets, today, locale, whoOf, statusOf, isRemote, onOpen: setDetails, onCreate: createAt };
  return (
    <section className="card cal" aria-labelledby="calendar-heading">
      <div className="cal-toolbar" role="toolbar" aria-label={t('calendar.toolbar')}>
        <div className="cal-nav">
          <button type="button" className="btn btn--secondary btn--sm cal-iconbtn" aria-label={t(`calendar.previous.${period}`)} title={t(`calendar.previous.${period}`)} onClick={() => go({ ...state, date: stepDate(state, -1) })}>
            <span className="cal-flip" aria-hidden="true">
              <ChevronRightIcon size={18} />
            </span>
          </button>
          <button type="button" className="btn btn--secondary btn--sm" onClick={() => go({ ...state, date: today })} aria-pressed={undefined}>
            {t('calendar.today')}
          </button>
          <button type="button" className="btn btn--secondary btn--sm cal-iconbtn" aria-label={t(`calendar.next.${period}`)} title={t(`calendar.next.${period}`)} onClick={() => go({ ...state, date: stepDate(state, 1) })}>
            <ChevronRightIcon size={18} />
          </button>
        </div>
        <h2 className="cal-heading" id="calendar-heading" aria-live="polite">
          {heading}
        </h2>
        <div className="cal-views" role="group" aria-label={t('calendar.viewLabel')}>
          {CALENDAR_VIEWS.map((v: CalendarView) => (
            <button key={v} type="button" className={`cal-view${state.view === v ? ' is-on' : ''}`} aria-pressed={state.view === v} onClick={() => go({ ...state, view: v })}>
              {t(`calendar.view.${v}`)}
            </button>
          ))}
        </div>
        <Button variant="primary" size="sm" className="cal-new" {...SessionDialog.trigger} onClick={() => setForm({ create: defaultSlot() })}>
          {t('calendar.newSession')}
        </Button>
      </div>

      {outsideText && !remote.online ? (
        <Banner tone="warning">{outsideText}</Banner>
      ) : remote.failed ? (
        <Banner tone="warning">{t('calendar.remoteFailed')}</Banner>
      ) : remote.loading ? (
        <p className="cal-remote-loading" role="status">
          <Spinner size={14} /> {t('calendar.remoteLoading')}
        </p>
      ) : null}
      {notice ? <Banner tone={notice.tone === 'error' ? 'error' : 'success'}>{notice.text}</Banner> : null}
      {device !== timeZone ? (
        <p className="cal-hint cal-zone" data-testid="calendar-zone">
          {t('calendar.zoneNote', { zone: timeZone, device })}
        </p>
      ) : null}

      {entries === undefined ? (
        <Spinner label={t('calendar.loading')} />
      ) : (
        <>
          {empty ? <p className="cal-empty">{t('calendar.empty')}</p> : null}
          {state.view === 'month' ? (
            <MonthView grid={range.grid!} perDay={phone ? 2 : 3} onShowDay={openDay} {...shared} />
          ) : state.view === 'week' && phone ? (
            <AgendaView days={range.days} {...shared} />
          ) : (
            <TimeGrid view={state.view} days={range.days} nowMin={nowMin} canDrag={canDrag} onShowDay={openDay} onDrop={onDrop} {...shared} />
          )}
          {state.view !== 'month' && !phone && !empty ? <p className="cal-hint">{t('calendar.dragHint')}</p> : null}
        </>
      )}

      <SessionDetailsDialog
        entry={liveDetails}
        timeZone={timeZone}
        clientNames={clientNames}
        readOnly={!!liveDetails && remoteSet.has(liveDetails)}
        onOpenChange={(open) => {
          if (!open) setDetails(null);
        }}
        onEdit={(entry) => {
          setDetails(null);
          setForm({ entry });
        }}
      />
      <SessionDialog
        open={form !== null}
        onOpenChange={(open) => {
          if (!open) setForm(null);
        }}
        create={form?.create}
        entry={form?.entry}
      />
    </section>
  );
}
