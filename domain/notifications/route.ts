import type { Role } from '../constants';
import type { NotificationData } from './data';

/**
 * Where clicking a notification goes (docs/rules/notifications.md "Where a click goes"): a trainer to trainer-dashboard
 * with the session's query values, a client to client.schedule with theirs,
 * anyone else to data.url.
 */
export function notificationHref(role: Role, d: Partial<NotificationData>): string | null {
  const q = new URLSearchParams();
  const put = (k: string, v: string | undefined) => {
    if (v) q.set(k, v);
  };
  if (role === 'trainer') {
    put('seriesId', d.series_id);
    put('sessionId', d.session_id);
    put('exceptionDate', d.exception_date ?? d.occurrence_date);
    if (q.size) q.set('openDetails', '1');
    return q.size ? `/trainer/dashboard?${q}` : (d.url ?? '/trainer/dashboard');
  }
  if (role === 'client') {
    if (d.approval_status === 'pending') q.set('openApproval', '1');
    put('seriesId', d.series_id);
    put('sessionId', d.session_id);
    put('exceptionDate', d.exception_date ?? d.occurrence_date);
    put('exceptionId', d.exception_id);
    return q.size ? `/client/schedule?${q}` : (d.url ?? '/client/schedule');
  }
  return d.url ?? null;
}
