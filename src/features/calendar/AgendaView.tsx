import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../domain/constants';
import { htmlLangOf } from '../../../domain/language';
import type { CalendarEntry } from '../../../domain/sessions/entries';
import { EntryButton, type Who } from './EntryButton';
import { entryKey, type Placed } from './layout';

export interface AgendaViewProps {
  days: string[];
  buckets: Map<string, Placed[]>;
  today: string;
  locale: Locale;
  whoOf(entry: CalendarEntry): Who;
  statusOf(entry: CalendarEntry): string;
  isRemote(entry: CalendarEntry): boolean;
  onOpen(entry: CalendarEntry): void;
  onCreate(date: string): void;
}

/** The week at phone width: one list per day instead of a time grid. */
export function AgendaView({ days, buckets, today, locale, whoOf, statusOf, isRemote, onOpen, onCreate }: AgendaViewProps) {
  const { t } = useTranslation();
  const label = useMemo(() => {
    const f = new Intl.DateTimeFormat(htmlLangOf(locale), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
    return (d: string) => f.format(new Date(`${d}T00:00:00Z`));
  }, [locale]);
  return (
    <div className="cal-agenda" data-testid="calendar-week">
      {days.map((date) => {
        const list = buckets.get(date) ?? [];
        const name = label(date);
        return (
          <section key={date} className={`cal-agenda-day${date === today ? ' is-today' : ''}`} aria-label={name} data-date={date}>
            <div className="cal-agenda-head">
              <h3 className="cal-agenda-title" aria-current={date === today ? 'date' : undefined}>
                {name}
              </h3>
              <button type="button" className="btn btn--ghost btn--sm cal-agenda-add" aria-label={t('calendar.planOn', { date: name })} onClick={() => onCreate(date)}>
                <span aria-hidden="true">+</span>
              </button>
            </div>
            {list.length === 0 ? (
              <p className="cal-agenda-empty">{t('calendar.emptyAgenda')}</p>
            ) : (
              <div className="cal-agenda-list">
                {list.map((p) => (
                  <EntryButton key={entryKey(p.entry)} entry={p.entry} time={p.time} who={whoOf(p.entry)} status={statusOf(p.entry)} readOnly={isRemote(p.entry)} onOpen={onOpen} />
                ))}
              </div>
            )}
          </section>
        );
      })}
    </div>
  );
}
