import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarEntry } from '../../../domain/sessions/entries';
import type { MonthGrid } from '../../../domain/sessions/calendar';
import { htmlLangOf } from '../../../domain/language';
import type { Locale } from '../../../domain/constants';
import { EntryButton, type Who } from './EntryButton';
import type { Placed } from './layout';
import { pluralForm } from '../session-labels';

export interface MonthViewProps {
  grid: MonthGrid;
  buckets: Map<string, Placed[]>;
  today: string;
  locale: Locale;
  /** Entries shown per day before "+N more". */
  perDay: number;
  whoOf(entry: CalendarEntry): Who;
  statusOf(entry: CalendarEntry): string;
  isRemote(entry: CalendarEntry): boolean;
  onOpen(entry: CalendarEntry): void;
  onShowDay(date: string): void;
  onCreate(date: string): void;
}

/** Monday-first weeks of the month; each day its first entries and "+N more" (opens the day). */
export function MonthView({ grid, buckets, today, locale, perDay, whoOf, statusOf, isRemote, onOpen, onShowDay, onCreate }: MonthViewProps) {
  const { t } = useTranslation();
  const headers = useMemo(() => {
    const short = new Intl.DateTimeFormat(htmlLangOf(locale), { weekday: 'short', timeZone: 'UTC' });
    const long = new Intl.DateTimeFormat(htmlLangOf(locale), { weekday: 'long', timeZone: 'UTC' });
    return grid.weeks[0]!.map((d) => ({ short: short.format(new Date(`${d.date}T00:00:00Z`)), long: long.format(new Date(`${d.date}T00:00:00Z`)) }));
  }, [grid, locale]);
  const dayLabel = useMemo(() => {
    const f = new Intl.DateTimeFormat(htmlLangOf(locale), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
    return (date: string) => f.format(new Date(`${date}T00:00:00Z`));
  }, [locale]);

  return (
    <div className="cal-month" data-testid="calendar-month">
      <div className="cal-month-head" aria-hidden="true">
        {headers.map((h) => (
          <div key={h.long} className="cal-month-weekday" title={h.long}>
            {h.short}
          </div>
        ))}
      </div>
      {grid.weeks.map((week) => (
        <div key={week[0]!.date} className="cal-month-week">
          {week.map(({ date, inMonth }) => {
            const list = buckets.get(date);
            const shown = list ? (list.length > perDay ? list.slice(0, perDay - 1) : list) : [];
            const rest = list ? list.length - shown.length : 0;
            const label = dayLabel(date);
            return (
              <div
                key={date}
                className={`cal-month-day${inMonth ? '' : ' is-outside'}${date === today ? ' is-today' : ''}`}
                data-date={date}
                onClick={(e) => {
                  if (e.target === e.currentTarget) onCreate(date);
                }}
              >
                <button type="button" className="cal-month-daynum" aria-label={t('calendar.dayOpen', { date: label })} aria-current={date === today ? 'date' : undefined} onClick={() => onShowDay(date)}>
                  {Number(date.slice(8, 10))}
                </button>
                {shown.map((p) => (
                  <EntryButton key={p.entry.sessionId ?? `${p.entry.seriesId}|${p.entry.occurrenceDate}`} entry={p.entry} time={p.time} who={whoOf(p.entry)} status={statusOf(p.entry)} readOnly={isRemote(p.entry)} onOpen={onOpen} />
                ))}
                {rest > 0 ? (
                  <button type="button" className="cal-month-more" onClick={() => onShowDay(date)}>
                    {t(`calendar.more.${pluralForm(rest, locale)}`, { count: rest })}
                  </button>
                ) : null}
                <button type="button" className="cal-month-add visually-hidden-focusable" aria-label={t('calendar.planOn', { date: label })} onClick={() => onCreate(date)}>
                  +
                </button>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
