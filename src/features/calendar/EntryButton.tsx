import type { PointerEvent as ReactPointerEvent, CSSProperties } from 'react';
import type { CalendarEntry } from '../../../domain/sessions/entries';
import { UsersIcon } from '../../ui/icons';
import './client-colours.css';
import './entry.css';

/**
 * One session on the calendar: a focusable button carrying the ids the
 * tests and the deep link use, in its client's colour, the client's name
 * first (initials where the chip is narrow; a time grid's place already
 * says the time), then time and title, styled by approval (pending:
 * dashed outline, declined: struck through and muted, approved: solid) and
 * progress (a mark before the time).
 */
export interface Who {
  /** The client's name; a group's "Group: Adam, Beata". */
  name: string;
  /** "AN"; a group's number of clients. */
  initials: string;
  group: boolean;
  /** Palette index (clientColours.ts) of each client, in the session's order. */
  colours: number[];
}

export interface EntryButtonProps {
  entry: CalendarEntry;
  time: string;
  who: Who;
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

/** A group's stripe: each client's colour in turn, top to bottom (at most four, so each band is seen). */
function stripeOf(colours: number[]): CSSProperties | undefined {
  const shown = colours.slice(0, 4);
  if (shown.length < 2) return undefined;
  const step = 100 / shown.length;
  const bands = shown.map((c, i) => `var(--client-${c}-edge) ${i * step}% ${(i + 1) * step}%`);
  return { ['--chip-stripe' as string]: `linear-gradient(to bottom, ${bands.join(', ')})` };
}

export function EntryButton({ entry, time, who, status, compact, style, draggable, readOnly, dragging, onOpen, onPointerDown }: EntryButtonProps) {
  const colour = !who.group && who.colours[0] !== undefined ? ` cal-entry--c${who.colours[0]}` : '';
  const cls = `cal-entry cal-entry--${entry.approvalStatus} cal-entry--${entry.progressStatus}${colour}${who.group ? ' cal-entry--group' : ''}${compact ? ' cal-entry--compact' : ''}${draggable ? ' is-draggable' : ''}${readOnly ? ' is-remote' : ''}${dragging ? ' is-dragging' : ''}`;
  const stripe = who.group ? stripeOf(who.colours) : undefined;
  return (
    <button
      type="button"
      className={cls}
      style={stripe ? { ...style, ...stripe } : style}
      title={`${time} ${who.name} · ${entry.title}`}
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
      <span className="cal-entry-who">
        {who.group ? <UsersIcon size={12} className="cal-entry-group-icon" aria-hidden="true" /> : null}
        <span className="cal-entry-name" title={who.name}>
          {who.name}
        </span>
        <span className="cal-entry-initials" aria-hidden="true">
          {who.initials}
        </span>
      </span>{' '}
      <span className="cal-entry-meta">
        <span className="cal-entry-time">{time}</span> <span className="cal-entry-title" title={entry.title}>
          {entry.title}
        </span>
      </span>
      <span className="visually-hidden">, {status}</span>
    </button>
  );
}
