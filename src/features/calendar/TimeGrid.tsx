import { useEffect, useLayoutEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../domain/constants';
import { htmlLangOf } from '../../../domain/language';
import type { CalendarEntry } from '../../../domain/sessions/entries';
import { openingMinute } from '../../../domain/sessions/working-day';
import { minutesToTime } from '../../../domain/time/wall-time';
import { snapMinutes } from './drop';
import { EntryButton, type Who } from './EntryButton';
import { entryKey, layoutLanes, type Placed } from './layout';
import './time-grid.css';

export const HOUR_PX = 48;
const MIN_PX = HOUR_PX / 60;
const DRAG_THRESHOLD_PX = 5;
/** Room above the opening hour, so its label (centred on the line) shows whole. */
const OPEN_MARGIN_PX = 10;
const HOURS = Array.from({ length: 24 }, (_, h) => h);

export interface TimeGridProps {
  view: 'week' | 'day';
  days: string[];
  buckets: Map<string, Placed[]>;
  today: string;
  /** Minutes after midnight now, in the trainer's zone. */
  nowMin: number;
  locale: Locale;
  whoOf(entry: CalendarEntry): Who;
  statusOf(entry: CalendarEntry): string;
  isRemote(entry: CalendarEntry): boolean;
  canDrag(entry: CalendarEntry): boolean;
  onOpen(entry: CalendarEntry): void;
  onCreate(date: string, time: string): void;
  onShowDay(date: string): void;
  onDrop(entry: CalendarEntry, date: string, minutes: number): void;
}

interface Drag {
  entry: CalendarEntry;
  key: string;
  pointerId: number;
  x: number;
  y: number;
  /** Minutes between the entry's start and where it was grabbed. */
  grab: number;
  moving: boolean;
  date: string;
  minutes: number;
}

/** Week and day views: hours down, days across; entries by start and duration, overlaps in lanes, a now line, drag to move. */
export function TimeGrid({ view, days, buckets, today, nowMin, locale, whoOf, statusOf, isRemote, canDrag, onOpen, onCreate, onShowDay, onDrop }: TimeGridProps) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const columns = useRef<(HTMLDivElement | null)[]>([]);
  const [drag, setDrag] = useState<Drag | null>(null);
  const dragRef = useRef<Drag | null>(null);
  const suppressClick = useRef(false);
  const showsToday = days.includes(today);

  const laned = useMemo(() => days.map((d) => layoutLanes(buckets.get(d) ?? [])), [days, buckets]);
  const heads = useMemo(() => {
    const f = new Intl.DateTimeFormat(htmlLangOf(locale), { weekday: 'short', timeZone: 'UTC' });
    const long = new Intl.DateTimeFormat(htmlLangOf(locale), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
    return days.map((d) => ({ date: d, weekday: f.format(new Date(`${d}T00:00:00Z`)), long: long.format(new Date(`${d}T00:00:00Z`)) }));
  }, [days, locale]);

  // Open at the working day or the first session shown, whichever is earlier (working-day.ts). A screen that
  // suspends is hidden with display: none, where a scroll position is lost, so it is set again whenever the
  // grid comes back into view (it opened at 00:00 before: the position was set while hidden).
  const opening = useMemo(() => openingMinute(days.flatMap((d) => (buckets.get(d) ?? []).map((p) => p.startMin))), [days, buckets]);
  const openKey = `${view}|${days[0]}|${buckets.size > 0}`;
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const top = Math.max(0, Math.round(opening * MIN_PX) - OPEN_MARGIN_PX);
    let shown = false;
    const apply = () => {
      const visible = el.clientHeight > 0;
      if (visible && !shown) el.scrollTop = top;
      shown = visible;
    };
    apply();
    if (typeof ResizeObserver === 'undefined') return;
    const watch = new ResizeObserver(apply);
    watch.observe(el);
    return () => watch.disconnect();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [openKey]);

  const targetOf = (clientX: number, clientY: number, grab: number): { date: string; minutes: number } | null => {
    let best = -1;
    let bestDist = Infinity;
    columns.current.forEach((c, i) => {
      if (!c) return;
      const r = c.getBoundingClientRect();
      const dist = clientX < r.left ? r.left - clientX : clientX > r.right ? clientX - r.right : 0;
      if (dist < bestDist) {
        bestDist = dist;
        best = i;
      }
    });
    const col = columns.current[best];
    if (!col) return null;
    const top = col.getBoundingClientRect().top;
    return { date: days[best]!, minutes: snapMinutes((clientY - top) / MIN_PX - grab) };
  };

  const onEntryPointerDown = (e: ReactPointerEvent<HTMLButtonElement>, entry: CalendarEntry) => {
    if (e.button !== 0 || !canDrag(entry)) return;
    const rect = e.currentTarget.getBoundingClientRect();
    const d: Drag = { entry, key: entryKey(entry), pointerId: e.pointerId, x: e.clientX, y: e.clientY, grab: (e.clientY - rect.top) / MIN_PX, moving: false, date: '', minutes: 0 };
    dragRef.current = d;
    e.currentTarget.setPointerCapture(e.pointerId);
  };

  useEffect(() => {
    const move = (e: PointerEvent) => {
      const d = dragRef.current;
      if (!d || e.pointerId !== d.pointerId) return;
      if (!d.moving && Math.hypot(e.clientX - d.x, e.clientY - d.y) < DRAG_THRESHOLD_PX) return;
      const target = targetOf(e.clientX, e.clientY, d.grab);
      if (!target) return;
      e.preventDefault();
      const next = { ...d, moving: true, ...target };
      dragRef.current = next;
      setDrag((prev) => (prev && prev.moving && prev.date === next.date && prev.minutes === next.minutes ? prev : next));
      const el = scroller.current;
      if (el) {
        const r = el.getBoundingClientRect();
        if (e.clientY < r.top + 24) el.scrollTop -= 12;
        else if (e.clientY > r.bottom - 24) el.scrollTop += 12;
      }
    };
    const end = (e: PointerEvent) => {
      const d = dragRef.current;
      if (!d || e.pointerId !== d.pointerId) return;
      dragRef.current = null;
      setDrag(null);
      if (d.moving) {
        suppressClick.current = true;
        setTimeout(() => (suppressClick.current = false), 0);
        if (e.type === 'pointerup') onDrop(d.entry, d.date, d.minutes);
      }
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', end);
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', end);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [days, onDrop]);

  const open = (entry: CalendarEntry) => {
    if (suppressClick.current) return;
    onOpen(entry);
  };

  return (
    <div className={`cal-time cal-time--${view}`} data-testid={view === 'week' ? 'calendar-week' : 'calendar-day'} style={{ ['--cal-days' as string]: days.length }}>
      <div className="cal-time-head">
        <div className="cal-time-gutter" />
        {heads.map((h) => (
          <div key={h.date} className={`cal-time-dayhead${h.date === today ? ' is-today' : ''}`}>
            {view === 'week' ? (
              // The name starts with the visible "Mon 23" (a voice user says what they see) and goes on to spell the date out.
              <button type="button" className="cal-time-daybtn" aria-current={h.date === today ? 'date' : undefined} onClick={() => onShowDay(h.date)}>
                <span className="cal-time-weekday">{h.weekday}</span> <span className="cal-time-daynum">{Number(h.date.slice(8, 10))}</span>
                <span className="visually-hidden">, {t('calendar.dayOpen', { date: h.long })}</span>
              </button>
            ) : (
              <span className="cal-time-daybtn" aria-current={h.date === today ? 'date' : undefined}>
                {h.long}
              </span>
            )}
          </div>
        ))}
      </div>
      <div className="cal-time-scroll" ref={scroller}>
        <div className="cal-time-body" style={{ height: 24 * HOUR_PX }}>
          <div className="cal-time-gutter" aria-hidden="true">
            {HOURS.map((h) => (
              <div key={h} className="cal-time-hour" style={{ top: h * HOUR_PX }}>
                {h === 0 || (showsToday && Math.abs(h * 60 - nowMin) < 15) ? '' : `${h < 10 ? '0' : ''}${h}:00`}
              </div>
            ))}
            {/* Now, beside the grid: the line itself runs behind the sessions, so it never strikes through a name. */}
            {showsToday ? (
              <div className="cal-now-time" style={{ top: nowMin * MIN_PX }}>
                {minutesToTime(nowMin)}
              </div>
            ) : null}
          </div>
          {days.map((date, i) => (
            <div
              key={date}
              ref={(el) => {
                columns.current[i] = el;
              }}
              className={`cal-time-col${date === today ? ' is-today' : ''}`}
              data-date={date}
              onClick={(e) => {
                if (e.target !== e.currentTarget || suppressClick.current) return;
                const top = e.currentTarget.getBoundingClientRect().top;
                const minutes = Math.floor((e.clientY - top) / MIN_PX / 30) * 30;
                onCreate(date, minutesToTime(Math.min(Math.max(minutes, 0), 23 * 60 + 30)));
              }}
            >
              {laned[i]!.map((p) => {
                const key = entryKey(p.entry);
                const remote = isRemote(p.entry);
                const draggable = !remote && canDrag(p.entry);
                return (
                  <EntryButton
                    key={key}
                    entry={p.entry}
                    time={p.time}
                    who={whoOf(p.entry)}
                    status={statusOf(p.entry)}
                    readOnly={remote}
                    draggable={draggable}
                    dragging={drag?.key === key}
                    compact={p.entry.durationMinutes < 45}
                    style={{
                      top: p.startMin * MIN_PX,
                      height: Math.max(Math.min(p.endMin, 24 * 60) - p.startMin, 15) * MIN_PX - 2,
                      left: `calc(${(p.lane / p.lanes) * 100}% + 2px)`,
                      width: `calc(${100 / p.lanes}% - 4px)`,
                    }}
                    onOpen={open}
                    onPointerDown={draggable ? onEntryPointerDown : undefined}
                  />
                );
              })}
              {drag?.moving && drag.date === date ? (
                <div className="cal-drop-target" style={{ top: drag.minutes * MIN_PX, height: Math.max(drag.entry.durationMinutes, 15) * MIN_PX - 2 }} aria-hidden="true">
                  {minutesToTime(drag.minutes)} {drag.entry.title}
                </div>
              ) : null}
              {date === today ? (
                <div className="cal-now" style={{ top: nowMin * MIN_PX }} role="presentation" title={t('calendar.now')} />
              ) : null}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
