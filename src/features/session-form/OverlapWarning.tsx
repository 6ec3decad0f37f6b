import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { syncWindow } from '../../../domain/protocol/window';
import type { CalendarEntry } from '../../../domain/sessions/entries';
import { findClashes, plannedSessions, type Clash } from '../../../domain/sessions/overlap';
import type { Recurrence } from '../../../domain/sessions/recurrence';
import type { SessionFields } from '../../../domain/sessions/rows';
import { instantToWall } from '../../../domain/time/time-zone';
import { useClients } from '../../db';
import { useCalendarEntries } from '../../db/sessions';
import { Banner } from '../../ui/Banner';
import { pluralForm, useSessionLabels } from '../session-labels';
import './overlap.css';

/**
 * A warning, not a refusal, in the session form before it is saved: which of
 * the trainer's sessions the new session (or each of a new series' sessions)
 * overlaps, with time and client, read from the device (overlap.ts has the
 * rule). The device knows the calendar as far as its sync window reaches, so
 * a series is checked that far.
 */
export interface OverlapWarningProps {
  /** The form's fields once valid; null while they are not (nothing to check). */
  fields: SessionFields | null;
  /** The repetition of a new series (or of a session made to repeat); null for one session. */
  recurrence: Recurrence | null;
  /** The entry being edited: it, and its series, do not clash with themselves. */
  entry?: CalendarEntry | undefined;
  now: number;
}

const LONGEST_SESSION_MS = 12 * 3_600_000;
/** Lines listed before "and N more". */
const SHOWN = 4;

export function OverlapWarning({ fields, recurrence, entry, now }: OverlapWarningProps) {
  const { t } = useTranslation();
  const labels = useSessionLabels();
  const clients = useClients();
  const until = syncWindow(now).to;
  const key = fields ? JSON.stringify([fields.date, fields.time, fields.timeZone, fields.durationMinutes, fields.type, fields.clientIds, recurrence]) : null;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const planned = useMemo(() => (fields ? plannedSessions(fields, recurrence, until) : []), [key, until]);
  const range = useMemo(
    () => (planned.length ? { start: new Date(planned[0]!.startMs - LONGEST_SESSION_MS).toISOString(), end: new Date(planned[planned.length - 1]!.endMs).toISOString() } : null),
    [planned],
  );
  const entries = useCalendarEntries(range);
  const clashes = useMemo(() => {
    if (!entries || planned.length === 0) return [];
    const isSelf = (e: CalendarEntry) => !!entry && ((entry.sessionId !== null && e.sessionId === entry.sessionId) || (entry.seriesId !== null && e.seriesId === entry.seriesId));
    return findClashes(planned, entries, isSelf);
  }, [entries, planned, entry]);
  if (clashes.length === 0 || !fields) return null;

  const nameOf = (id: string) => clients?.find((c) => c.id === id)?.name ?? t('sessionForm.unknownClient');
  const whoOf = (e: CalendarEntry) => e.clientIds.map(nameOf).join(', ');
  const wall = (ms: number) => instantToWall(ms, fields.timeZone);
  const itemOf = (e: CalendarEntry) => t('sessionForm.overlap.item', { time: wall(Date.parse(e.start)).time, end: wall(Date.parse(e.end)).time, who: whoOf(e), title: e.title });
  const dayOf = (c: Clash<CalendarEntry>) => labels.date(c.planned.date, { weekday: 'short', day: 'numeric', month: 'numeric' });
  const count = (key: string, n: number, values: Record<string, unknown> = {}) => t(`${key}.${pluralForm(n, labels.locale)}`, { count: n, ...values });
  const series = recurrence !== null;
  const lines = series
    ? clashes.map((c) => ({ key: String(c.planned.startMs), text: t('sessionForm.overlap.seriesItem', { date: dayOf(c), time: c.planned.time, list: c.existing.map(itemOf).join('; ') }) }))
    : clashes[0]!.existing.map((e) => ({ key: e.sessionId ?? `${e.seriesId}|${e.occurrenceDate}`, text: `${labels.date(wall(Date.parse(e.start)).date, { weekday: 'short', day: 'numeric', month: 'numeric' })} ${itemOf(e)}` }));
  const title = series ? count('sessionForm.overlap.series', clashes.length, { total: planned.length }) : count('sessionForm.overlap.single', lines.length);
  return (
    <div className="sform-overlap" data-testid="session-overlap">
      <Banner tone="warning" title={title}>
        <ul className="sform-overlap-list">
          {lines.slice(0, SHOWN).map((l) => (
            <li key={l.key}>{l.text}</li>
          ))}
          {lines.length > SHOWN ? <li>{count('sessionForm.overlap.more', lines.length - SHOWN)}</li> : null}
        </ul>
        <p className="sform-overlap-hint">{t('sessionForm.overlap.hint')}</p>
      </Banner>
    </div>
  );
}
