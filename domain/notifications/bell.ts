import { NOTIFICATION_BADGE_CAP } from '../constants';

/** The bell's badge (docs/rules/notifications.md "Badge and relative time"): the unread count, '99+' above the cap, nothing at 0. */
export function badgeText(unread: number): string {
  if (unread <= 0) return '';
  return unread > NOTIFICATION_BADGE_CAP ? `${NOTIFICATION_BADGE_CAP}+` : String(unread);
}

export type RelativeTime = { unit: 'now' } | { unit: 'm' | 'h' | 'd'; n: number };

/** How long ago (docs/rules/notifications.md "Badge and relative time"): just now under a minute, then whole minutes, hours, days. A future time (a skewed clock) is just now. */
export function relativeTime(createdAt: string | number | Date, now: number): RelativeTime {
  const ms = now - new Date(createdAt).getTime();
  const minutes = Math.floor(ms / 60_000);
  if (!(minutes >= 1)) return { unit: 'now' };
  if (minutes < 60) return { unit: 'm', n: minutes };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { unit: 'h', n: hours };
  return { unit: 'd', n: Math.floor(hours / 24) };
}

/** Unread count after marking some read: never below 0 (docs/rules/notifications.md "The bell"). */
export const unreadAfter = (unread: number, marked: number) => Math.max(0, unread - marked);
