import type { PageViewBody } from '../../domain/analytics/page-view';
import { pageViewPath } from '../../domain/analytics/page-path';
import type { Locale } from '../../domain/constants';

declare global {
  interface Window {
    /** The path public/boot.js already counted for this page load (pre-rendered landing pages). */
    __repwisePageView?: string;
  }
}

let first = true;

/**
 * Counts a page view on our own server (docs/rules/admin.md "Page views": after each navigation, the
 * first included): path with ids replaced, language, and on the first view
 * the referring site. No cookie, no third party; a failure is ignored.
 */
export function sendPageView(pathname: string, language: Locale): void {
  const isFirst = first;
  first = false;
  // A pre-rendered page counted itself before the app arrived (public/boot.js).
  if (isFirst && window.__repwisePageView === pathname) return;
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
  const body: PageViewBody = { path: pageViewPath(pathname), language, referrer: isFirst && document.referrer ? document.referrer : null };
  const json = JSON.stringify(body);
  try {
    if (navigator.sendBeacon?.('/api/page-views', new Blob([json], { type: 'application/json' }))) return;
  } catch {
    // Fall through to fetch.
  }
  void fetch('/api/page-views', { method: 'POST', body: json, headers: { 'Content-Type': 'application/json' }, keepalive: true, credentials: 'omit' }).catch(() => {});
}
