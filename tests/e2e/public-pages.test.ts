import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../helpers/accounts';
import { startTestServer, type TestServer } from '../helpers/server';
import { holdSignInScript, launchBrowser, newContext, PHONE, watchErrors } from './support/browser';
import { waitForServiceWorker } from './offline-helpers';

/**
 * The public pages (issue 9): pre-rendered HTML that reads without
 * JavaScript, none of the signed-in app's code (device database, sync
 * worker, charts, area screens), and a service worker from the first visit.
 */
let server: TestServer;
let browser: Browser;
const dist = resolve(process.env.BUILD_DIR ?? 'dist');

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer('pglite', { distDir: dist }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Where a built script comes from, by its source map. */
function sourcesOf(url: string): string[] {
  const file = join(dist, new URL(url).pathname);
  return existsSync(`${file}.map`) ? (JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] }).sources : [];
}
const SIGNED_IN_CODE = [/node_modules\/dexie/, /node_modules\/recharts/, /workers\/sync\.worker/, /replica\//, /app\/layouts\/AppShell/, /features\/(client-home|trainer-home|weight|clients|plans|exercises|admin)\//];

describe('the public pages', () => {
  it('read without JavaScript: the landing in its language, the sign-in form', async () => {
    const context = await browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/sk/alternatives`);
    expect(await page.locator('html').getAttribute('lang')).toBe('sk');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Repwise');
    await page.goto(`${server.url}/`);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.getByText('Repwise needs JavaScript').count()).toBe(0);
    await page.goto(`${server.url}/login`);
    expect(await page.getByLabel('Email').count()).toBe(1);
    await context.close();
  });

  it('load none of the signed-in app, and register the service worker on the first visit', async () => {
    for (const path of ['/', '/sk', '/alternatives', '/login', '/forgot-password', '/trainer/register']) {
      const context = await newContext(browser, { viewport: PHONE });
      const page = await context.newPage();
      const errors = watchErrors(page);
      const scripts: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.push(r.url());
      });
      await page.goto(`${server.url}${path}`);
      await waitForServiceWorker(page);
      expect(scripts.length).toBeGreaterThan(0);
      const offending = scripts.flatMap((u) => sourcesOf(u).filter((s) => SIGNED_IN_CODE.some((re) => re.test(s))).map((s) => `${path}: ${s}`));
      expect(offending).toEqual([]);
      expect(page.workers()).toHaveLength(0);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it('after one visit to the landing, the device opens the app and the offline page with no network', async () => {
    const context = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').waitFor({ timeout: 15_000 });
    await page.goto(`${server.url}/offline.html`);
    expect(await page.locator('body').textContent()).toMatch(/offline/i);
    await context.close();
  });

  it('a sign-in typed into the pre-rendered form before the app arrives is neither sent by the browser nor lost', async () => {
    const trainer = await createUser(server, { role: 'trainer' });
    const context = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    const navigations: string[] = [];
    page.on('framenavigated', (f) => navigations.push(f.url()));
    // The sign-in entry's script arrives late, as on a slow phone network.
    const release = await holdSignInScript(page);
    // The page is there before its (deferred) script: do not wait for the load event.
    await page.goto(`${server.url}/login`, { waitUntil: 'commit' });
    await page.getByLabel('Email').fill(trainer.email);
    await page.getByLabel('Password', { exact: true }).fill(trainer.password);
    // The pre-rendered form can not be sent yet: no request with the password in the address.
    expect(await page.getByRole('button', { name: 'Sign in' }).isDisabled()).toBe(true);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    release();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/trainer', { timeout: 20_000 });
    expect(navigations.some((u) => u.includes('password='))).toBe(false);
    await context.close();
  });
});
