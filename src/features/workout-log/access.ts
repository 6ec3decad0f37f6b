import type { SessionType } from '../../../domain/sessions/rows';

export type Viewer = 'client' | 'trainer';

/**
 * Who logs a session (docs/rules/workouts.md "Who logs"): the trainer in in-person and group sessions
 * (they run them), the client in solo sessions. The other side sees the log
 * read-only. A blank workout is the client's own.
 */
export function canLog(type: SessionType | 'blank', viewer: Viewer): boolean {
  if (type === 'blank' || type === 'solo') return viewer === 'client';
  return viewer === 'trainer';
}

/** Why the log is read-only for this viewer (an i18n key under workoutLog.readOnly), or null when they log it. */
export function readOnlyReason(type: SessionType | 'blank', viewer: Viewer): 'trainerLogs' | 'clientLogs' | null {
  if (canLog(type, viewer)) return null;
  return viewer === 'client' ? 'trainerLogs' : 'clientLogs';
}
