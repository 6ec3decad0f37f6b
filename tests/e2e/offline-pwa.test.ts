import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClientRecord, createUser } from '../helpers/accounts';
import { startTestServer, type TestServer } from '../helpers/server';
import { CHROMIUM, launchBrowser, newContext, PHONE, waitForPageAsync, watchErrors } from './support/browser';
import { signInThroughUi, waitForServiceWorker } from './offline-helpers';

/**
 * The installable app: manifest, service worker at /sw.js, app shell and
 * offline page precached, api-cache-v1 for GET /api/user only, the install
 * entry and the update prompt. The server serves a private copy of dist/, so
 * the update test can publish a "new version" without touching dist/.
 */
let server: TestServer;
let browser: Browser;
let distCopy: string;

beforeAll(async () => {
  distCopy = mkdtempSync(join(tmpdir(), 'repwise-dist-'));
  cpSync(resolve(process.env.BUILD_DIR ?? 'dist'), distCopy, { recursive: true });
  [server, browser] = await Promise.all([startTestServer('pglite', { distDir: distCopy }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
  rmSync(distCopy, { recursive: true, force: true });
});

async function newClient() {
  const trainer = await createUser(server, { role: 'trainer' });
  const user = await createUser(server, { role: 'client', name: 'Petra Pwa' });
  await createClientRecord(server, trainer.id, user.id, user.name);
  return user;
}

describe('the installable app', () => {
  it('serves /sw.js uncached and a manifest Chromium accepts; after sign-in it offers "Install app" in settings', async () => {
    const sw = await fetch(`${server.url}/sw.js`);
    expect(sw.status).toBe(200);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    const manifest = (await (await fetch(`${server.url}/manifest.webmanifest`)).json()) as Record<string, unknown>;
    expect(manifest).toMatchObject({ name: 'Repwise', short_name: 'Repwise', start_url: '/', display: 'standalone' });
    const icons = manifest.icons as { src: string; sizes: string; purpose?: string }[];
    expect(icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of icons) expect((await fetch(`${server.url}${icon.src}`)).status).toBe(200);

    // Chromium offers installation only in a real profile (never in incognito contexts).
    const profile = mkdtempSync(join(tmpdir(), 'repwise-profile-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      viewport: { width: 1280, height: 800 },
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--bypass-app-banner-engagement-checks'],
    });
    try {
      const user = await newClient();
      const page = await context.newPage();
      const errors = watchErrors(page);
      await signInThroughUi(page, server.url, user, '/client');
      await waitForServiceWorker(page);
      const cdp = await context.newCDPSession(page);
      expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
      await page.goto(`${server.url}/client/settings`);
      const entry = page.locator('[data-install-state]');
      await expect.poll(() => entry.getAttribute('data-install-state'), { timeout: 15_000 }).toBe('available');
      // The page's first screen shows once its cards have read the device (app/layouts/RevealWhenStill.tsx).
      await expect.poll(() => entry.getByRole('button', { name: 'Install app' }).count()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('keeps the app shell and only GET /api/user in caches; offline, app routes open the app and other pages /offline.html', async () => {
    const user = await newClient();
    const context = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInThroughUi(page, server.url, user, '/client');
    await waitForServiceWorker(page);
    // A start with a stored token asks GET /api/user (with a timestamp query), which is kept for offline starts.
    await page.reload();
    const apiCache = () =>
      page.evaluate(async () => (await (await caches.open('api-cache-v1')).keys()).map((r) => new URL(r.url).pathname + new URL(r.url).search));
    // The reload's answer is stored a moment after the page asked for it: polled until it is there.
    await expect.poll(apiCache, { timeout: 10_000 }).toEqual(['/api/user']);

    const cached = await page.evaluate(async () => {
      const names = await caches.keys();
      const precache = names.find((n) => n.startsWith('workbox-precache'))!;
      const urls = (await (await caches.open(precache)).keys()).map((r) => new URL(r.url).pathname);
      return { names: names.sort(), urls };
    });
    expect(cached.names).toEqual(['api-cache-v1', expect.stringMatching(/^workbox-precache/)]);
    expect(cached.urls).toEqual(expect.arrayContaining(['/index.html', '/offline.html', '/offline.js', '/manifest.webmanifest', '/icons/icon-192.png', '/icons/icon-512.png', '/icons/maskable-512.png']));
    expect(cached.urls.some((u) => /^\/assets\/sync\.worker-.*\.js$/.test(u))).toBe(true);

    await context.setOffline(true);
    // The cached user still answers the app's startup call.
    const who = await page.evaluate(async () => {
      const res = await fetch(`/api/user?_t=${Date.now()}`, { headers: { Authorization: `Bearer ${localStorage.getItem('token')}`, Accept: 'application/json' } });
      return ((await res.json()) as { email: string }).email;
    });
    expect(who).toBe(user.email);

    const app = await page.goto(`${server.url}/client/settings`);
    expect(app?.fromServiceWorker()).toBe(true);
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();

    const fallback = await page.goto(`${server.url}/api/openapi.json`);
    expect(fallback?.fromServiceWorker()).toBe(true);
    await page.getByRole('heading', { name: 'You are offline' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a new version waits for the user: "A new version is ready — Reload" activates it', async () => {
    const user = await newClient();
    const context = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    await signInThroughUi(page, server.url, user, '/client');
    await waitForServiceWorker(page);

    // Publish a new build of the service worker.
    const swPath = join(distCopy, 'sw.js');
    writeFileSync(swPath, `${readFileSync(swPath, 'utf8')}\n// next version ${Date.now()}\n`);
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());

    const prompt = page.locator('.update-prompt');
    await prompt.getByText('A new version is ready').waitFor({ timeout: 20_000 });
    // Nothing reloads by itself; the old version keeps serving until the user says so.
    expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())!.waiting)).toBe(true);

    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await waitForPageAsync(
      page,
      async () => {
        const reg = await navigator.serviceWorker.getRegistration();
        return !!reg && !reg.waiting && !!navigator.serviceWorker.controller;
      },
      undefined,
    );
    expect(await page.locator('.update-prompt').count()).toBe(0);
    await context.close();
  });
});
