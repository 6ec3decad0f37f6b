import type { CalendarEntry } from '../../../domain/sessions/entries';
import { isWallDate } from '../../../domain/time/wall-time';

/**
 * docs/rules/routes-and-screens.md "Trainer area" named route trainer-dashboard (query seriesId, sessionId,
 * exceptionDate, openDetails): a link to one session moves the calendar to
 * its date and opens its details. `sessionId` names a session row (single,
 * or a series' occurrence made concrete); `seriesId` with `exceptionDate`
 * names one occurrence of a series by its original date. `openDetails=0`
 * (or `false`) only moves the calendar.
 */
export const DEEP_LINK_PARAMS = ['sessionId', 'seriesId', 'exceptionDate', 'openDetails'] as const;

export type DeepLink =
  | { kind: 'session'; sessionId: string; openDetails: boolean }
  | { kind: 'occurrence'; seriesId: string; occurrenceDate: string; openDetails: boolean };

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseDeepLink(params: URLSearchParams): DeepLink | null {
  const open = params.get('openDetails');
  const openDetails = open === null || !['0', 'false', 'no'].includes(open.toLowerCase());
  const sessionId = params.get('sessionId');
  if (sessionId && ID.test(sessionId)) return { kind: 'session', sessionId, openDetails };
  const seriesId = params.get('seriesId');
  const date = params.get('exceptionDate');
  if (seriesId && ID.test(seriesId) && date && isWallDate(date)) return { kind: 'occurrence', seriesId, occurrenceDate: date, openDetails };
  return null;
}

/** The params without the deep link's (once handled, so closing the details does not reopen them). */
export function withoutDeepLink(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const k of DEEP_LINK_PARAMS) next.delete(k);
  return next;
}

/**
 * The entry a link names. An occurrence made concrete is found by its
 * series and original date too, and a session id also matches an entry of
 * that series' occurrence (a link sent before the occurrence was started).
 */
export function matchDeepLink(entries: readonly CalendarEntry[], link: DeepLink): CalendarEntry | null {
  if (link.kind === 'session') return entries.find((e) => e.sessionId === link.sessionId) ?? null;
  return entries.find((e) => e.seriesId === link.seriesId && e.occurrenceDate === link.occurrenceDate) ?? null;
}

/**
 * The wall date to show for a link, given what the device knows: the
 * session row's date, or the occurrence's date after its exception moved it
 * (else its original date).
 */
export function deepLinkDate(link: DeepLink, known: { sessionDate?: string | null; exceptionDate?: string | null }): string | null {
  if (link.kind === 'session') return known.sessionDate ?? null;
  return known.exceptionDate ?? link.occurrenceDate;
}
