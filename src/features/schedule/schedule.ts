import type { CalendarEntry } from '../../../domain/sessions/entries';
import type { ApprovalStatus, SessionSeriesRow } from '../../../domain/sessions/rows';

/**
 * The client's schedule (docs/rules/routes-and-screens.md "Client area" client.schedule, docs/rules/sessions.md "Approval") as data:
 * what waits for the client's answer (a pending series as ONE item, a
 * pending single session, an occurrence pending on its own), the upcoming
 * sessions grouped by day and the recent past. Only the client's own answer
 * counts (approvalByClient[clientId]); a group's other clients answer for
 * themselves. Each entry appears in one place only.
 */

export type ItemKind = 'series' | 'session' | 'occurrence';

/** What an answer to an entry is: a session row's (session.answer) or one occurrence of a series (occurrence.answer). */
export interface EntryItem {
  kind: 'session' | 'occurrence';
  key: string;
  entry: CalendarEntry;
  /** The client's own answer. */
  mine: ApprovalStatus;
}

export interface SeriesItem {
  kind: 'series';
  key: string;
  series: SessionSeriesRow;
  /** The series' first session still to come (null when it lies beyond the device's window). */
  first: CalendarEntry | null;
  mine: ApprovalStatus;
}

export type PendingItem = SeriesItem | EntryItem;

export interface DayGroup {
  /** Wall date of the sessions (the trainer's zone). */
  date: string;
  items: EntryItem[];
}

export interface ClientScheduleData {
  pending: PendingItem[];
  upcoming: DayGroup[];
  past: EntryItem[];
}

export const seriesKey = (seriesId: string) => `series:${seriesId}`;
export const sessionKey = (sessionId: string) => `session:${sessionId}`;
export const occurrenceKey = (seriesId: string, occurrenceDate: string) => `occurrence:${seriesId}:${occurrenceDate}`;

/** One key per entry: its session row's, else its series and original date. */
export const entryKey = (e: Pick<CalendarEntry, 'sessionId' | 'seriesId' | 'occurrenceDate'>): string =>
  e.sessionId ? sessionKey(e.sessionId) : occurrenceKey(e.seriesId ?? '', e.occurrenceDate ?? '');

const ms = (iso: string) => Date.parse(iso);

export function entryItem(entry: CalendarEntry, clientId: string): EntryItem {
  return { kind: entry.sessionId ? 'session' : 'occurrence', key: entryKey(entry), entry, mine: entry.approvalByClient[clientId] ?? 'pending' };
}

/** Not over yet: it ends after now and was not completed. */
export const isUpcoming = (e: CalendarEntry, nowMs: number) => ms(e.end) > nowMs && e.progressStatus !== 'completed';

export function clientSchedule(
  entries: readonly CalendarEntry[],
  series: readonly SessionSeriesRow[],
  clientId: string,
  now: string,
  { pastLimit = 20 }: { pastLimit?: number } = {},
): ClientScheduleData {
  const nowMs = ms(now);
  const mine = entries.filter((e) => e.clientIds.includes(clientId));
  const pendingSeries = series.filter((s) => s.clientIds.includes(clientId) && (s.approvalByClient[clientId] ?? 'pending') === 'pending');
  const pendingSeriesIds = new Set<string>();
  const seriesItems: SeriesItem[] = [];
  for (const s of pendingSeries) {
    const own = mine.filter((e) => e.seriesId === s.id && e.sessionId === null);
    const next = own.filter((e) => isUpcoming(e, nowMs));
    // A series wholly in the past asks nothing any more; one beyond the window still does.
    if (next.length === 0 && own.length > 0) continue;
    pendingSeriesIds.add(s.id);
    seriesItems.push({ kind: 'series', key: seriesKey(s.id), series: s, first: next[0] ?? null, mine: 'pending' });
  }
  const ofPendingSeries = (e: CalendarEntry) => e.sessionId === null && e.seriesId !== null && pendingSeriesIds.has(e.seriesId);

  const entryPending: EntryItem[] = [];
  const upcoming: EntryItem[] = [];
  const past: EntryItem[] = [];
  for (const e of mine) {
    const item = entryItem(e, clientId);
    if (!isUpcoming(e, nowMs)) past.push(item);
    else if (ofPendingSeries(e)) continue;
    else if (item.mine === 'pending') entryPending.push(item);
    else upcoming.push(item);
  }

  const startOf = (p: PendingItem) => (p.kind === 'series' ? (p.first ? ms(p.first.start) : Number.POSITIVE_INFINITY) : ms(p.entry.start));
  const pending = [...seriesItems, ...entryPending].sort((a, b) => startOf(a) - startOf(b) || (a.key < b.key ? -1 : 1));

  const groups: DayGroup[] = [];
  for (const item of upcoming) {
    const last = groups[groups.length - 1];
    if (last && last.date === item.entry.date) last.items.push(item);
    else groups.push({ date: item.entry.date, items: [item] });
  }
  past.sort((a, b) => ms(b.entry.start) - ms(a.entry.start));
  return { pending, upcoming: groups, past: past.slice(0, pastLimit) };
}

/** The client's next session: the first not over, not declined by them (the dashboard's card). */
export function nextSession(entries: readonly CalendarEntry[], clientId: string, now: string): CalendarEntry | null {
  const nowMs = ms(now);
  return entries.find((e) => e.clientIds.includes(clientId) && isUpcoming(e, nowMs) && (e.approvalByClient[clientId] ?? 'pending') !== 'declined') ?? null;
}

/** Wall time `minutes` after `time` (HH:mm), past midnight wrapping round. */
export function endTime(time: string, minutes: number): string {
  const [h, m] = time.split(':').map(Number);
  const total = (((h! * 60 + m! + minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}
