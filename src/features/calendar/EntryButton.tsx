import type { PointerEvent as ReactPointerEvent, CSSProperties } from 'react';
import type { CalendarEntry } from '../../../domain/sessions/entries';

/**
 * One session on the calendar: a focusable button carrying the ids the
 * tests and the deep link use, styled by approval (pending: dashed outline,
 * declined: struck through and muted, approved: solid) and progress.
 */
export interface EntryButtonProps {
  entry: CalendarEntry;
  time: string;
  /** Client name, or "3 clients" for a group. */
  who: string;
  /** Approval and progress in words, for screen readers (the style shows them to the eye). */
  status: string;
  compact?: boolean;
  style?: CSSProperties;
  draggable?: boolean;
  readOnly?: boolean;
  dragging?: boolean;
  onOpen(entry: CalendarEntry): void;
  onPointerDown?(e: ReactPointerEvent<HTMLButtonElement>, entry: CalendarEntry): void;
}

export function EntryButton({ entry, time, who, status, compact, style, draggable, readOnly, dragging, onOpen, onPointerDown }: EntryButtonProps) {
  const cls = `cal-entry cal-entry--${entry.approvalStatus} cal-entry--${entry.progressStatus}${compact ? ' cal-entry--compact' : ''}${draggable ? ' is-draggable' : ''}${readOnly ? ' is-remote' : ''}${dragging ? ' is-dragging' : ''}`;
  return (
    <button
      type="button"
      className={cls}
      style={style}
      data-testid="calendar-entry"
      data-session-id={entry.sessionId ?? undefined}
      data-series-id={entry.seriesId ?? undefined}
      data-occurrence-date={entry.occurrenceDate ?? undefined}
      data-approval={entry.approvalStatus}
      data-progress={entry.progressStatus}
      onClick={(e) => {
        e.stopPropagation();
        onOpen(entry);
      }}
      onPointerDown={onPointerDown ? (e) => onPointerDown(e, entry) : undefined}
    >
      <span className="cal-entry-time">{time}</span> <span className="cal-entry-title">{entry.title}</span>
      {who ? <span className="cal-entry-who">{who}</span> : null}
      <span className="visually-hidden">, {status}</span>
    </button>
  );
}
