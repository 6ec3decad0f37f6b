/*
 * A page view's path and referrer as stored: no zod here, so the app's entry
 * (which sends page views from every page) carries none of it.
 */

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
