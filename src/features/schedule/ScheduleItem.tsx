import { useTranslation } from 'react-i18next';
import type { ClientDecision } from '../../../domain/sessions/approval';
import { describeRecurrence } from '../../../domain/sessions/describe';
import { Button } from '../../ui/Button';
import { CalendarIcon, CheckIcon, WarningIcon } from '../../ui/icons';
import { useSessionLabels, type SessionClockSource } from '../session-labels';
import { PendingBadge } from '../sync-status';
import type { EntryItem, PendingItem } from './schedule';

export type ItemSection = 'pending' | 'upcoming' | 'past';

/** The DOM id of an item (deep links scroll to it). */
export const itemDomId = (key: string) => `schedule-${key.replace(/[^a-zA-Z0-9-]/g, '-')}`;

export interface ItemProps {
  item: PendingItem | EntryItem;
  section: ItemSection;
  /** The answer is saved on this device and not yet on the server. */
  unsynced: boolean;
  /** The trainer changed the session after the client's last answer (session_changed). */
  changed: boolean;
  target: boolean;
  busy: boolean;
  /** Show the approve/decline actions (waiting items, and a single date of what the client already answered). */
  onAnswer: ((decision: ClientDecision) => void) | null;
  /** The day heading already says the date. */
  hideDate?: boolean;
  /** The client's own names (useOwnNames): a default title that starts with one names the session's kind instead. */
  ownNames: readonly string[];
}

/** The session's date and times in its own zone (the trainer's), the zone named when the device's clock is in another. */
function When({ entry, hideDate }: { entry: SessionClockSource; hideDate?: boolean }) {
  const l = useSessionLabels();
  const c = l.clock(entry, null);
  const parts = [
    hideDate ? null : l.date(c.date, { weekday: 'short', day: 'numeric', month: 'numeric', year: 'numeric' }),
    l.timeRange(c.time, c.end),
    l.duration(entry.durationMinutes),
  ].filter(Boolean);
  return (
    <p className="schedule-item-when">
      {parts.join(' · ')}
      {c.note ? <span className="schedule-item-zone">{c.note}</span> : null}
    </p>
  );
}

export function ScheduleItem({ item, section, unsynced, changed, target, busy, onAnswer, hideDate, ownNames }: ItemProps) {
  const { t } = useTranslation();
  const l = useSessionLabels();
  const isSeries = item.kind === 'series';
  const entry = isSeries ? item.first : item.entry;
  const type = isSeries ? item.series.type : item.entry.type;
  const title = l.clientTitle(isSeries ? item.series.title : item.entry.title, type, ownNames);
  const chip = section === 'pending' || isSeries ? null : l.clientChip(item.entry, item.mine);
  const titleId = `${itemDomId(item.key)}-title`;
  const mine = item.mine;
  const answerNames =
    section === 'pending'
      ? isSeries
        ? { approved: t('schedule.actions.approveSeries'), declined: t('schedule.actions.declineSeries') }
        : { approved: t('schedule.actions.approve'), declined: t('schedule.actions.decline') }
      : { approved: t('schedule.actions.approveOne'), declined: t('schedule.actions.declineOne') };
  const offered: ClientDecision[] = section === 'pending' ? ['approved', 'declined'] : mine === 'approved' ? ['declined'] : mine === 'declined' ? ['approved'] : [];

  return (
    <article
      id={itemDomId(item.key)}
      className={['schedule-item', `schedule-item--${mine}`, target ? 'schedule-item--target' : '', section === 'past' ? 'schedule-item--past' : ''].filter(Boolean).join(' ')}
      data-testid="schedule-item"
      data-kind={item.kind}
      data-section={section}
      data-session-id={!isSeries ? (item.entry.sessionId ?? undefined) : undefined}
      data-series-id={isSeries ? item.series.id : (item.entry.seriesId ?? undefined)}
      data-occurrence-date={!isSeries ? (item.entry.occurrenceDate ?? undefined) : undefined}
      data-approval={mine}
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <div className="schedule-item-head">
        <h3 className="schedule-item-title" id={titleId}>
          {title}
        </h3>
        {chip?.own ? (
          <span className="approval-chip approval-chip--own">{chip.text}</span>
        ) : (
          <span className={`approval-chip approval-chip--${mine}`}>
            {mine === 'approved' ? <CheckIcon size={14} /> : null}
            {section === 'pending' ? t('schedule.status.yours') : l.approval(mine)}
          </span>
        )}
      </div>
      {isSeries ? (
        <>
          <p className="schedule-item-recurrence">
            <CalendarIcon size={16} /> <span>{l.recurrence(describeRecurrence(item.series.recurrence, item.series.time))}</span>
          </p>
          {entry ? (
            <>
              <p className="schedule-item-sub">{t('schedule.series.first')}</p>
              <When entry={entry} />
            </>
          ) : (
            <When entry={item.series} />
          )}
        </>
      ) : (
        <When entry={item.entry} hideDate={hideDate} />
      )}
      <p className="schedule-item-meta">
        {[
          l.type(type),
          !isSeries && item.entry.seriesId ? t('schedule.fromSeries') : null,
          section === 'past' && !isSeries ? l.progress(item.entry.progressStatus) : null,
          (isSeries ? item.series.clientIds.length : item.entry.clientIds.length) > 1 ? t('schedule.groupOwnAnswer') : null,
        ]
          .filter(Boolean)
          .join(' · ')}
        {unsynced ? <PendingBadge className="schedule-item-pending" /> : null}
      </p>
      {section === 'pending' && item.kind === 'occurrence' ? <p className="schedule-item-sub">{t('schedule.occurrenceOnItsOwn')}</p> : null}
      {changed && mine === 'pending' ? (
        <p className="schedule-item-changed">
          <WarningIcon size={16} /> <span>{t('messages.sessionChanged')}</span>
        </p>
      ) : null}
      {onAnswer && offered.length ? (
        <div className={['schedule-item-actions', section !== 'pending' ? 'schedule-item-actions--quiet' : ''].filter(Boolean).join(' ')}>
          {offered.includes('declined') ? (
            <Button variant={section === 'pending' ? 'secondary' : 'ghost'} data-answer="declined" disabled={busy} onClick={() => onAnswer('declined')} aria-describedby={titleId}>
              {answerNames.declined}
            </Button>
          ) : null}
          {offered.includes('approved') ? (
            <Button variant={section === 'pending' ? 'primary' : 'ghost'} data-answer="approved" disabled={busy} onClick={() => onAnswer('approved')} aria-describedby={titleId}>
              {answerNames.approved}
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
