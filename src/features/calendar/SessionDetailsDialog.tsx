import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { v7 as uuidv7 } from 'uuid';
import { describeRecurrence } from '../../../domain/sessions/describe';
import type { CalendarEntry } from '../../../domain/sessions/entries';
import type { SeriesExceptionRow, SessionSeriesRow } from '../../../domain/sessions/rows';
import { applyLocalMutation, useUserDb } from '../../db';
import { Banner } from '../../ui/Banner';
import { Button } from '../../ui/Button';
import { CommentButton, ItemComments } from '../messaging';
import { Dialog } from '../../ui/Dialog';
import { useSessionLabels } from '../session-labels';
import { concreteOccurrenceArgs, trainerLogPath } from './logSession';

export interface SessionDetailsDialogProps {
  entry: CalendarEntry | null;
  /** The trainer's zone, the calendar's: the time is shown on its clock. */
  timeZone: string;
  clientNames: Map<string, string>;
  /** The entry came from the server (outside what the device keeps): no editing here. */
  readOnly: boolean;
  onOpenChange(open: boolean): void;
  onEdit(entry: CalendarEntry): void;
}

/** What the trainer sees on clicking a session: when, who and how each client answered, plans, notes, progress, repetition. */
export function SessionDetailsDialog({ entry, timeZone, clientNames, readOnly, onOpenChange, onEdit }: SessionDetailsDialogProps) {
  const { t } = useTranslation();
  const labels = useSessionLabels();
  const db = useUserDb();
  const navigate = useNavigate();
  const seriesId = entry?.seriesId ?? null;
  const exceptionId = entry?.exceptionId ?? null;
  const planIds = entry ? [...new Set(Object.values(entry.planByClient).filter((p): p is string => !!p))] : [];
  const planKey = planIds.join(',');
  const extra = useLiveQuery(async () => {
    const [series, exception, plans] = await Promise.all([
      seriesId ? db.table<SessionSeriesRow, string>('series').get(seriesId) : undefined,
      exceptionId ? db.table<SeriesExceptionRow, string>('seriesExceptions').get(exceptionId) : undefined,
      planIds.length ? db.trainingPlans.bulkGet(planIds) : [],
    ]);
    return { series: series ?? null, exception: exception ?? null, plans: new Map(plans.filter((p) => !!p).map((p) => [p!.id, p!.title])) };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [db, seriesId, exceptionId, planKey]);

  if (!entry) return null;

  const series = extra?.series ?? null;
  const exception = extra?.exception ?? null;
  let ownChange: string | null = null;
  if (series && entry.occurrenceDate) {
    const moved = entry.date !== entry.occurrenceDate || entry.time !== series.time;
    if (moved) ownChange = t('calendar.details.movedOnItsOwn', { date: labels.date(entry.occurrenceDate), time: series.time });
    else if (exception && exception.kind === 'changed' && Object.keys(exception.changes).length > 0) ownChange = t('calendar.details.changedOnItsOwn');
  }
  const current = entry;
  // A series date is logged as a session of its own: made concrete here first (offline too).
  async function logIt() {
    let id = current.sessionId;
    if (!id) {
      id = uuidv7();
      await applyLocalMutation(db, 'session.create', concreteOccurrenceArgs(current, id));
    }
    const path = trainerLogPath(current, id);
    if (path) navigate(path);
  }
  const endTime = new Date(Date.parse(entry.start) + entry.durationMinutes * 60_000);
  // A group session is commented on in each client's own conversation: a Comment and the comments per client.
  const group = entry.clientIds.length > 1;
  const clock = labels.clock(entry, timeZone);

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={entry.title}
      footer={
        readOnly ? null : (
          <>
            {trainerLogPath(entry, 'x') ? (
              <Button variant="secondary" onClick={() => void logIt()}>
                {t('calendar.details.log')}
              </Button>
            ) : null}
            {entry.sessionId && entry.clientIds.length === 1 ? <CommentButton clientId={entry.clientIds[0]!} kind="session" id={entry.sessionId} size="md" /> : null}
            <Button variant="primary" onClick={() => onEdit(entry)}>
              {t('calendar.details.edit')}
            </Button>
          </>
        )
      }
    >
      <dl className="cal-details" data-testid="session-details" data-end={endTime.toISOString()}>
        <div>
          <dt>{t('calendar.details.date')}</dt>
          <dd>{labels.date(clock.date, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })}</dd>
        </div>
        <div>
          <dt>{t('calendar.details.time')}</dt>
          <dd>
            {labels.timeRange(clock.time, clock.end)} · {labels.duration(entry.durationMinutes)}
            {clock.note}
          </dd>
        </div>
        <div>
          <dt>{t('calendar.details.type')}</dt>
          <dd>{labels.type(entry.type)}</dd>
        </div>
        <div>
          <dt>{t('calendar.details.progress')}</dt>
          <dd>
            <span className={`cal-pill cal-pill--${entry.progressStatus}`}>{labels.progress(entry.progressStatus)}</span>
          </dd>
        </div>
        <div className="cal-details-wide">
          <dt>{t('calendar.details.clients')}</dt>
          <dd>
            <ul className="cal-details-clients">
              {entry.clientIds.map((id) => {
                const status = entry.approvalByClient[id] ?? 'pending';
                const plan = entry.planByClient[id];
                return (
                  <li key={id}>
                    <span className="cal-details-client">{clientNames.get(id) ?? t('calendar.details.unknownClient')}</span>
                    <span className={`cal-pill cal-pill--${status}`}>{labels.approval(status)}</span>
                    <span className="cal-details-plan">
                      {t('calendar.details.plan')}: {plan ? (extra?.plans.get(plan) ?? '…') : t('calendar.details.noPlan')}
                    </span>
                    {group && entry.sessionId ? (
                      <>
                        {readOnly ? null : (
                          <CommentButton clientId={id} kind="session" id={entry.sessionId} label={t('calendar.details.commentTo', { name: clientNames.get(id) ?? t('calendar.details.unknownClient') })} />
                        )}
                        <ItemComments clientId={id} kind="session" id={entry.sessionId} />
                      </>
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </dd>
        </div>
        {entry.seriesId ? (
          <div className="cal-details-wide">
            <dt>{t('calendar.details.repetition')}</dt>
            <dd>
              {series ? labels.recurrence(describeRecurrence(series.recurrence, series.time)) : '…'}
              {ownChange ? <p className="cal-details-note">{ownChange}</p> : null}
            </dd>
          </div>
        ) : null}
        {entry.notes ? (
          <div className="cal-details-wide">
            <dt>{t('calendar.details.notes')}</dt>
            <dd className="cal-details-notes">{entry.notes}</dd>
          </div>
        ) : null}
      </dl>
      {entry.sessionId && entry.clientIds.length === 1 ? <ItemComments clientId={entry.clientIds[0]!} kind="session" id={entry.sessionId} /> : null}
      {readOnly ? <Banner tone="info">{t('calendar.details.readOnly')}</Banner> : null}
    </Dialog>
  );
}
