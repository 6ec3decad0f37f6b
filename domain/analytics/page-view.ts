import { z } from 'zod';
import { LOCALES } from '../constants';

/**
 * A page view (spec §2, issue #13): the page's path, its language and where the
 * visitor came from, nothing else. Ids and tokens in a path are replaced by
 * ':id', so a stored path never points at a person's record or a secret link.
 */
export const PageViewBody = z.strictObject({
  path: z.string().min(1).max(200).regex(/^\/[A-Za-z0-9\-._~/:]*$/),
  language: z.enum(LOCALES),
  referrer: z.string().max(2048).nullable().optional(),
});
export type PageViewBody = z.infer<typeof PageViewBody>;

const ID_LIKE = /^(?=.*\d)[A-Za-z0-9_-]{8,}$|^[A-Za-z0-9_-]{24,}$/;

/** '/trainer/clients/0190f…/logs' -> '/trainer/clients/:id/logs'; a trailing slash dropped. */
export function pageViewPath(pathname: string): string {
  const parts = pathname.split('/').map((p) => (ID_LIKE.test(p) ? ':id' : p));
  const joined = parts.join('/').replace(/\/+$/, '');
  return joined || '/';
}

/** The host of a referrer URL, lower-case, or '' (none, unreadable, or our own site). */
export function referrerHost(referrer: string | null | undefined, ownHost: string | null): string {
  if (!referrer) return '';
  try {
    const host = new URL(referrer).hostname.toLowerCase();
    if (!host || (ownHost && host === ownHost.toLowerCase().replace(/:\d+$/, ''))) return '';
    return host.slice(0, 253);
  } catch {
    return '';
  }
}
