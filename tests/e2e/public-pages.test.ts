import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server';
import { launchBrowser, newContext, PHONE, watchErrors } from './support/browser';
import { waitForServiceWorker } from './offline-helpers';

/**
 * The public pages (issue 9): pre-rendered HTML that reads without
 * JavaScript, none of the signed-in app's code (device database, sync
 * worker, charts, area screens), and a service worker from the first visit.
 */
let server: TestServer;
let browser: Browser;
const dist = resolve('dist');

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
});
