import type { ClientScheduleData, EntryItem, SeriesItem } from './schedule';
import { seriesKey } from './schedule';

/**
 * The client.schedule deep link (docs/rules/routes-and-screens.md "Client area": query openApproval, seriesId,
 * sessionId, exceptionDate, exceptionId), from a notification or an email:
 * which item of the schedule it points at.
 */
export interface ScheduleLink {
  openApproval: boolean;
  seriesId: string | null;
  sessionId: string | null;
  exceptionDate: string | null;
  exceptionId: string | null;
}

export function parseScheduleLink(params: URLSearchParams): ScheduleLink | null {
  const get = (k: string) => params.get(k)?.trim() || null;
  const link: ScheduleLink = {
    openApproval: ['1', 'true', 'yes'].includes(params.get('openApproval') ?? ''),
    seriesId: get('seriesId'),
    sessionId: get('sessionId'),
    exceptionDate: get('exceptionDate'),
    exceptionId: get('exceptionId'),
  };
  return link.seriesId || link.sessionId || link.exceptionId ? link : null;
}

export type ScheduleSection = 'pending' | 'upcoming' | 'past';

export interface LinkMatch {
  key: string;
  section: ScheduleSection;
}

/**
 * The item a link points at, most specific first: the session row
 * (sessionId), the occurrence's exception (exceptionId), the occurrence of a
 * series on a date (seriesId + exceptionDate, a concrete session of that date
 * too), then the series: its waiting item, else its next session. Waiting
 * items come before upcoming and past ones. Null when the device does not
 * hold it (not synced yet, deleted, or outside the window).
 */
export function matchScheduleLink(link: ScheduleLink, data: ClientScheduleData): LinkMatch | null {
  const lists: [ScheduleSection, EntryItem[]][] = [
    ['pending', data.pending.filter((p): p is EntryItem => p.kind !== 'series')],
    ['upcoming', data.upcoming.flatMap((g) => g.items)],
    ['past', data.past],
  ];
  const find = (test: (i: EntryItem) => boolean): LinkMatch | null => {
    for (const [section, items] of lists) {
      const hit = items.find(test);
      if (hit) return { key: hit.key, section };
    }
    return null;
  };
  const pendingSeries = link.seriesId ? data.pending.find((p): p is SeriesItem => p.kind === 'series' && p.series.id === link.seriesId) : undefined;
  if (link.sessionId) {
    const hit = find((i) => i.entry.sessionId === link.sessionId);
    if (hit) return hit;
  }
  if (link.exceptionId) {
    const hit = find((i) => i.entry.exceptionId === link.exceptionId);
    if (hit) return hit;
  }
  if (link.seriesId && link.exceptionDate) {
    const hit = find((i) => i.entry.seriesId === link.seriesId && i.entry.occurrenceDate === link.exceptionDate);
    if (hit) return hit;
  }
  if (pendingSeries) return { key: seriesKey(pendingSeries.series.id), section: 'pending' };
  if (link.seriesId) {
    const next = find((i) => i.entry.seriesId === link.seriesId);
    if (next) return next;
  }
  return null;
}
