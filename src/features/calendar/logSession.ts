import type { SessionCreateArgs } from '../../../domain/sessions/mutations';
import type { CalendarEntry } from '../../../domain/sessions/entries';

/**
 * Where the trainer logs a session (docs/rules/workouts.md "Who logs"): in-person sessions per
 * client, a group on one screen; solo sessions are the client's to log.
 */
export function trainerLogPath(entry: Pick<CalendarEntry, 'type' | 'clientIds'>, sessionId: string): string | null {
  if (entry.type === 'group') return `/trainer/group-sessions/${sessionId}/log`;
  if (entry.type === 'in_person' && entry.clientIds[0]) return `/trainer/sessions/${sessionId}/log?client_id=${entry.clientIds[0]}`;
  return null;
}

/** A series occurrence is logged as a session of its own (docs/rules/sessions.md "Series and exceptions"): the row that makes it concrete. */
export function concreteOccurrenceArgs(entry: CalendarEntry, id: string): SessionCreateArgs {
  return {
    id,
    title: entry.title,
    type: entry.type,
    clientIds: entry.clientIds,
    planByClient: entry.planByClient,
    date: entry.date,
    time: entry.time,
    timeZone: entry.timeZone,
    durationMinutes: entry.durationMinutes,
    notes: entry.notes,
    billable: entry.billable,
    seriesId: entry.seriesId,
    occurrenceDate: entry.occurrenceDate,
  };
}
