/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { API_CACHE_NAME } from '../../domain/constants';

/**
 * The service worker (served at /sw.js). Domain data never passes through
 * here: the app reads IndexedDB and the sync worker talks to the API. This
 * only keeps the app itself available offline:
 * - the built app shell is precached (index.html, assets, icons, offline.html);
 * - every app route is answered with the precached index.html, so a reload
 *   offline still opens the app; /offline.html when even that fails;
 * - GET /api/user, network first, falls back to api-cache-v1 (docs/rules/errors-and-limits.md "Business constants"
 *   "cached offline"); no other API response is cached;
 * - the exercise photos (/exercises/<id>/*.webp, about 3 MB in all) are not
 *   precached: each is kept once shown, cache first, so a guide seen online
 *   shows its photos offline.
 */
declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null } | string> };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first install takes over open pages at once; an update waits for the user (see register.ts).
clientsClaim();

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

const offlinePage = async () => (await matchPrecache('/offline.html')) ?? Response.error();

const appShell = createHandlerBoundToURL('/index.html');
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        return await appShell(options);
      } catch {
        return offlinePage();
      }
    },
    { denylist: [/^\/api\//] },
  ),
);

// A page of the API opened in a tab while offline gets the offline page rather than the browser's error.
registerRoute(({ request, url }) => request.mode === 'navigate' && url.pathname.startsWith('/api/'), new NetworkOnly());

/** One entry per device: the timestamp query of the startup call (docs/rules/errors-and-limits.md "Business constants") must not make a new entry each time. */
const withoutQuery = {
  cacheKeyWillBeUsed: async ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    url.search = '';
    return url.href;
  },
};

registerRoute(
  ({ request, url }) => request.method === 'GET' && url.origin === self.location.origin && url.pathname === '/api/user',
  new NetworkFirst({
    cacheName: API_CACHE_NAME,
    networkTimeoutSeconds: 3,
    plugins: [withoutQuery, new ExpirationPlugin({ maxEntries: 1 })],
  }),
);

/**
 * Cache first: a photo never changes under its name (new photos would come with a new cache name). Up to 500
 * files (3 an exercise for 145 exercises fit), each dropped 90 days after it was last shown.
 */
const EXERCISE_PICTURES_CACHE = 'exercise-pictures-v1';
registerRoute(
  ({ request, url }) => request.method === 'GET' && url.origin === self.location.origin && /^\/exercises\/[a-z0-9-]+\/[a-z0-9]+\.webp$/.test(url.pathname),
  new CacheFirst({
    cacheName: EXERCISE_PICTURES_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 500, maxAgeSeconds: 90 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

setCatchHandler(async ({ request }) => (request.destination === 'document' ? offlinePage() : Response.error()));

/** A push from the server (server/areas/notifications/push/push.ts): shown with its title and text; a click opens its page. */
self.addEventListener('push', (event) => {
  let msg: { title?: string; body?: string; url?: string; tag?: string } = {};
  try {
    msg = event.data?.json() ?? {};
  } catch {
    msg = { body: event.data?.text() };
  }
  event.waitUntil(
    self.registration.showNotification(msg.title ?? 'Repwise', {
      body: msg.body ?? '',
      tag: msg.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: msg.url ?? '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL((event.notification.data as { url?: string } | null)?.url ?? '/', self.location.origin);
  // Only our own pages: a push names a path of this app.
  const target = url.origin === self.location.origin ? url.href : self.location.origin;
  event.waitUntil(
    (async () => {
      const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = tabs.find((c) => new URL(c.url).origin === self.location.origin) as WindowClient | undefined;
      if (tab) {
        await tab.focus();
        await tab.navigate(target).catch(() => self.clients.openWindow(target));
        return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
