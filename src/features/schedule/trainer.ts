import type { CalendarEntry } from '../../../domain/sessions/entries';
import type { SessionSeriesRow } from '../../../domain/sessions/rows';
import { sessionWall } from '../session-labels';
import { isUpcoming } from './schedule';

/**
 * The trainer's dashboard picks (docs/rules/routes-and-screens.md "Trainer area": "what now?"): the session in
 * progress, today's sessions, the next one, and the clients whose answer is
 * still awaited.
 */

const ms = (iso: string) => Date.parse(iso);

/** Started and not completed, or happening now (and not declined by everyone). */
export function sessionsInProgress(entries: readonly CalendarEntry[], now: string): CalendarEntry[] {
  const t = ms(now);
  return entries.filter(
    (e) => e.progressStatus === 'in_progress' || (e.progressStatus === 'not_started' && e.approvalStatus !== 'declined' && ms(e.start) <= t && t < ms(e.end)),
  );
}

/** The sessions on `today` (a wall date in the trainer's zone `zone`, a session planned in another zone read on its clock), in order of start. */
export function todaysSessions(entries: readonly CalendarEntry[], today: string, zone: string): CalendarEntry[] {
  return entries.filter((e) => sessionWall(e, zone).date === today);
}

/** The next session to start after now, not declined by everyone and not started. */
export function upcomingSession(entries: readonly CalendarEntry[], now: string): CalendarEntry | null {
  const t = ms(now);
  return entries.find((e) => ms(e.start) > t && e.progressStatus === 'not_started' && e.approvalStatus !== 'declined') ?? null;
}

export interface AwaitingClient {
  clientId: string;
  /** Upcoming things waiting for this client's answer: a pending series counts once. */
  count: number;
  /** When the first of them starts (null: a series beyond the window). */
  firstStart: string | null;
}

/**
 * Clients with an answer outstanding on an upcoming session or series: a
 * series they have not answered counts once (not per occurrence); a single
 * session, or an occurrence pending on its own, counts once each. Most
 * waiting first.
 */
export function awaitingApproval(entries: readonly CalendarEntry[], series: readonly SessionSeriesRow[], now: string): AwaitingClient[] {
  const t = ms(now);
  const byClient = new Map<string, AwaitingClient>();
  const add = (clientId: string, start: string | null) => {
    const a = byClient.get(clientId) ?? { clientId, count: 0, firstStart: null };
    a.count++;
    if (start && (a.firstStart === null || ms(start) < ms(a.firstStart))) a.firstStart = start;
    byClient.set(clientId, a);
  };
  const seriesById = new Map(series.map((s) => [s.id, s]));
  for (const s of series) {
    const own = entries.filter((e) => e.seriesId === s.id && e.sessionId === null);
    const next = own.find((e) => isUpcoming(e, t));
    if (!next && own.length > 0) continue;
    for (const c of s.clientIds) if ((s.approvalByClient[c] ?? 'pending') === 'pending') add(c, next?.start ?? null);
  }
  for (const e of entries) {
    if (!isUpcoming(e, t)) continue;
    const s = e.sessionId === null && e.seriesId ? seriesById.get(e.seriesId) : undefined;
    for (const c of e.clientIds) {
      if ((e.approvalByClient[c] ?? 'pending') !== 'pending') continue;
      if (s && (s.approvalByClient[c] ?? 'pending') === 'pending') continue; // counted with its series
      add(c, e.start);
    }
  }
  return [...byClient.values()].sort((a, b) => b.count - a.count || (a.firstStart ?? '~').localeCompare(b.firstStart ?? '~') || a.clientId.localeCompare(b.clientId));
}
