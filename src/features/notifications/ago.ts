import { relativeTime } from '../../../domain/notifications/bell';

type T = (key: string, options?: Record<string, unknown>) => string;

/** docs/rules/notifications.md "Badge and relative time": just now, Nm, Nh, Nd, in the viewer's language. */
export function agoText(t: T, createdAt: string, now: number): string {
  const r = relativeTime(createdAt, now);
  return r.unit === 'now' ? t('bell.ago.now') : t(`bell.ago.${r.unit}`, { n: r.n });
}
