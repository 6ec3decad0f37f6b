import type { CalendarEntry } from '../../../domain/sessions/entries';
import { nextSession } from '../schedule';

/*
 * "What are you training now?" as data. The next planned session is the
 * schedule's own (schedule.ts nextSession: not over, not declined by the
 * client, so approved or pending, soonest first: today's before later
 * ones). What the client can do with it depends on what it is:
 *  - a solo session with a session row: log it (/client/sessions/{id}/log);
 *  - a solo date of a series without a row yet: only the trainer turns an
 *    occurrence into a session (session.create is trainer-only, see
 *    docs/rules/sessions.md "Mutations"), so it is shown read-only, with a note;
 *  - a session with the trainer (in person, group): the trainer starts and
 *    logs it; shown read-only.
 */
export type NextWorkout =
  | { kind: 'log'; entry: CalendarEntry; href: string }
  | { kind: 'occurrence'; entry: CalendarEntry }
  | { kind: 'trainer'; entry: CalendarEntry };

export const sessionLogHref = (sessionId: string) => `/client/sessions/${encodeURIComponent(sessionId)}/log`;
export const blankWorkoutHref = (planId?: string) => (planId ? `/client/blank-workout?planId=${encodeURIComponent(planId)}` : '/client/blank-workout');

export function workoutOf(entry: CalendarEntry): NextWorkout {
  if (entry.type !== 'solo') return { kind: 'trainer', entry };
  if (!entry.sessionId) return { kind: 'occurrence', entry };
  return { kind: 'log', entry, href: sessionLogHref(entry.sessionId) };
}

export function nextWorkout(entries: readonly CalendarEntry[], clientId: string, now: string): NextWorkout | null {
  const next = nextSession(entries, clientId, now);
  return next ? workoutOf(next) : null;
}
