import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClientRecord, createUser, signIn, type TestUser } from '../helpers/accounts';
import { startE2eApp, type E2eApp } from './support/app';
import { launchBrowser, PHONE, watchErrors } from './support/browser';

let app: E2eApp;
let browser: Browser;
let trainer: TestUser;
let client: TestUser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startE2eApp(), launchBrowser()]);
  trainer = await createUser(app.server, { role: 'trainer', name: 'Tina Trainer' });
  client = await createUser(app.server, { role: 'client', name: 'Karol Klient', language: 'sk' });
  await createClientRecord(app.server, trainer.id, client.id, 'Karol Klient');
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** A signed-in start as the app keeps it: the session in localStorage (no cookie the server could see). */
async function storeSession(page: Page, user: TestUser, role: 'client' | 'trainer') {
  const token = await signIn(app.server, user.email, user.password);
  await page.goto(`${app.server.url}/offline.html`);
  await page.evaluate((s) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('userRole', s.role);
    localStorage.setItem('repwise_sync_user', s.id);
  }, { token, role, id: user.id });
}


/** The sync worker's script and every chunk it imports (statically or not): a worker's, which a page cannot preload. */
async function workerChunks(entries: string[]): Promise<Set<string>> {
  const seen = new Set<string>();
  const visit = async (path: string): Promise<void> => {
    if (seen.has(path)) return;
    seen.add(path);
    const text = await (await fetch(app.server.url + path)).text();
    const dir = path.slice(0, path.lastIndexOf('/') + 1);
    for (const m of text.matchAll(/(?:from|import\()\s*"\.\/([\w.-]+\.js)"/g)) await visit(dir + m[1]);
  };
  for (const e of entries) await visit(e);
  return seen;
}

describe('the signed-in frame the server sends for the areas (issue 9)', () => {
  it("is painted without any script, in the browser's language", async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: 'sk-SK', javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/client`);
    expect(await page.getAttribute('html', 'lang')).toBe('sk');
    const menu = page.getByRole('navigation', { name: 'Hlavné menu' }).last();
    await expect(menu.getByRole('link', { name: 'Prehľad' }).isVisible()).resolves.toBe(true);
    await expect(menu.getByRole('link', { name: 'Moje plány' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Vitajte');
    await expect(page.getByTestId('area-skeleton').isVisible()).resolves.toBe(true);
    // Another screen of the area: the frame without the dashboard's heading; the trainer's menu under /trainer.
    await page.goto(`${app.server.url}/trainer/clients`);
    await expect(page.getByRole('link', { name: 'Klienti' }).first().isVisible()).resolves.toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(0);
    await context.close();
  });

  it('is taken over by the app, which shows the first screen with its data', async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: 'sk-SK', serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await storeSession(page, client, 'client');
    // Every change of #root is seen (a MutationObserver's callback runs after each commit, before any paint): the
    // app's render may replace the frame, never empty the page first.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const root = document.getElementById('root')!;
        new MutationObserver(() => {
          if (!root.querySelector('nav.bottom-bar')) (window as unknown as { rootEmptied?: boolean }).rootEmptied = true;
        }).observe(root, { childList: true });
      });
    });
    const scripts: string[] = [];
    const styles: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
      if (r.resourceType() === 'stylesheet') styles.push(new URL(r.url()).pathname);
    });
    const frame = await (await page.goto(`${app.server.url}/client`))!.text();
    // The next session card reads the synced profile: it is there once the first sync has settled.
    await page.getByTestId('next-session').waitFor({ timeout: 30_000 });
    // Every script the first screen needed was named by the frame, to be asked for at once (scripts/prerender.ts),
    // its texts in the frame's language too; the sync worker's own is a worker's, which a page cannot preload.
    const named = ['/boot.js', frame.match(/data-entry="([^"]+)"/)![1]!, ...frame.match(/data-preload="([^"]*)"/)![1]!.split(' ')];
    const workers = await workerChunks(scripts.filter((s) => /\/sync\.worker-[\w-]+\.js$/.test(s)));
    expect(scripts.filter((s) => !named.includes(s) && !workers.has(s))).toEqual([]);
    // The frame's stylesheets are in the page: the app's loader is not to fetch them again for the chunks that import them.
    const inPage = [...frame.matchAll(/<link rel="stylesheet" href="([^"]+)" disabled>/g)].map((m) => m[1]!);
    expect(inPage.length).toBeGreaterThan(0);
    expect(styles.filter((s) => inPage.includes(s))).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Vitajte, Karol');
    expect(await page.getByTestId('area-skeleton').count()).toBe(0);
    expect(await page.getByTestId('start-workout').count()).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { rootEmptied?: boolean }).rootEmptied ?? false)).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('starts syncing as the app starts, before its first render', async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: 'sk-SK', serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await storeSession(page, client, 'client');
    // The core texts held back: the app's first render waits for them (main.tsx), the sync must not.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await context.route(/\/assets\/core-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const pulled = context.waitForEvent('request', { predicate: (r) => r.url().endsWith('/api/sync/pull'), timeout: 15_000 });
    await page.goto(`${app.server.url}/client`);
    await pulled;
    // Still the server's frame: nothing of the app has rendered.
    expect(await page.getByTestId('area-skeleton').count()).toBe(1);
    expect(await page.getByTestId('next-session').count()).toBe(0);
    release();
    await page.getByTestId('next-session').waitFor({ timeout: 30_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('still sends a signed-out visitor to /login, and a trainer on /client to their own area', async () => {
    const context = await browser.newContext({ viewport: PHONE, locale: 'en-US', serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${app.server.url}/client`);
    await page.waitForURL((u) => u.pathname === '/login', { timeout: 30_000 });
    await storeSession(page, trainer, 'trainer');
    await page.goto(`${app.server.url}/client`);
    await page.waitForURL((u) => u.pathname === '/trainer', { timeout: 30_000 });
    await page.getByTestId('total-clients').waitFor({ timeout: 30_000 });
    await context.close();
  });
});
