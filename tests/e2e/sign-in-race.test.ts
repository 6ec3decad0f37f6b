import { resolve } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../helpers/accounts';
import { startTestServer, type TestServer } from '../helpers/server';
import { holdSignInScript, launchBrowser, newContext, PHONE, throttleCpu, watchErrors } from './support/browser';

/**
 * The pre-rendered sign-in page (issue 9) paints before its script runs. A
 * fast typist on a slow phone fills it and taps "Sign in" at once: the tap
 * must wait for the app (no native submit of the pre-rendered form, no
 * password in the address) and what was typed must be sent, never lost.
 * The CPU runs 6x slower (CDP), so the script runs well after the fields
 * are filled.
 */
let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startTestServer('pglite', { distDir: resolve(process.env.BUILD_DIR ?? 'dist') }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});


/** Hydration errors React reports (a mismatch would re-render the form afresh). */
function watchHydration(page: Page): string[] {
  const found: string[] = [];
  page.on('console', (m) => {
    if (/hydrat|Minified React error #4(18|19|21|23|25)/i.test(m.text())) found.push(m.text());
  });
  return found;
}

describe('signing in on the pre-rendered page, as fast as a user can', () => {
  it('fill and tap right after the page arrives, on a 6x slower CPU, five times: always signed in, the password never in the address', async () => {
    const trainer = await createUser(server, { role: 'trainer' });
    for (let i = 0; i < 5; i++) {
      const context = await newContext(browser, { viewport: PHONE });
      const page = await context.newPage();
      const errors = watchErrors(page);
      const hydration = watchHydration(page);
      const unthrottle = await throttleCpu(page, 6);
      const navigations: string[] = [];
      page.on('framenavigated', (f) => navigations.push(f.url()));
      // Not waiting for load: the form is on screen before its script has run.
      await page.goto(`${server.url}/login`, { waitUntil: 'commit' });
      await page.getByLabel('Email').fill(trainer.email);
      await page.getByLabel('Password', { exact: true }).fill(trainer.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((u) => u.pathname === '/trainer', { timeout: 30_000 });
      expect(navigations.some((u) => u.includes('password'))).toBe(false);
      expect(errors).toEqual([]);
      expect(hydration).toEqual([]);
      // Off the app before closing: a context closed while the app's first sync and service worker start stalled.
      await page.goto('about:blank');
      await unthrottle();
      await context.close();
    }
  }, 300_000);

  it('typed before the script, sent by Enter once it runs; the form kept the very fields typed into', async () => {
    const trainer = await createUser(server, { role: 'trainer' });
    const context = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    const unthrottle = await throttleCpu(page, 6);
    const release = await holdSignInScript(page);
    await page.goto(`${server.url}/login`, { waitUntil: 'commit' });
    const email = page.getByLabel('Email');
    await email.fill(trainer.email);
    await page.getByLabel('Password', { exact: true }).fill(trainer.password);
    // Before the script: Enter sends nothing (the pre-rendered submit is disabled).
    await page.getByLabel('Password', { exact: true }).press('Enter');
    expect(await page.getByRole('button', { name: 'Sign in' }).isDisabled()).toBe(true);
    const field = await email.elementHandle();
    release();
    await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).isEnabled(), { timeout: 30_000 }).toBe(true);
    // Hydrated, not replaced: the same input element, with what was typed.
    expect(await field!.evaluate((el) => el.isConnected && (el as HTMLInputElement).value)).toBe(trainer.email);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await page.waitForURL((u) => u.pathname === '/trainer', { timeout: 30_000 });
    await unthrottle();
    await context.close();
  }, 120_000);

  it('a visitor who chose Slovak on an English browser, with a dark theme: the English page hydrates, then turns Slovak and dark, keeping what was typed', async () => {
    const trainer = await createUser(server, { role: 'trainer' });
    // The server answers the browser's language; the stored choice only the page can see.
    const context = await newContext(browser, { viewport: PHONE, locale: 'en-US' });
    await context.addInitScript(() => {
      localStorage.setItem('theme', 'dark');
      localStorage.setItem('app_language', 'sk');
    });
    const page = await context.newPage();
    const hydration = watchHydration(page);
    const unthrottle = await throttleCpu(page, 6);
    await page.goto(`${server.url}/login`, { waitUntil: 'commit' });
    // By name: the labels turn Slovak once the page has hydrated, maybe between the two.
    await page.locator('input[name=email]').fill(trainer.email);
    await page.locator('input[name=password]').fill(trainer.password);
    await page.getByRole('button', { name: 'Prihlásiť sa' }).waitFor({ timeout: 30_000 });
    expect(await page.getAttribute('html', 'data-theme')).toBe('dark');
    expect(await page.getByLabel('E-mail').inputValue()).toBe(trainer.email);
    await page.getByRole('button', { name: 'Prihlásiť sa' }).click();
    await page.waitForURL((u) => u.pathname === '/trainer', { timeout: 30_000 });
    expect(hydration).toEqual([]);
    await unthrottle();
    await context.close();
  }, 120_000);

  it('should hydration fail (the footer year is another than at build time), what was typed is carried into the fresh fields', async () => {
    const trainer = await createUser(server, { role: 'trainer' });
    const context = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    const hydration = watchHydration(page);
    page.on('pageerror', (e) => hydration.push(e.message));
    await page.clock.setSystemTime(new Date(new Date().getFullYear() + 3, 5, 1));
    const release = await holdSignInScript(page);
    await page.goto(`${server.url}/login`, { waitUntil: 'commit' });
    const email = page.getByLabel('Email');
    await email.fill(trainer.email);
    await page.getByLabel('Password', { exact: true }).fill(trainer.password);
    const field = await email.elementHandle();
    release();
    await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).isEnabled(), { timeout: 30_000 }).toBe(true);
    // React reported the mismatch and rendered the form afresh: new fields, with what was typed.
    expect(hydration.length).toBeGreaterThan(0);
    expect(await field!.evaluate((el) => el.isConnected)).toBe(false);
    expect(await email.inputValue()).toBe(trainer.email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/trainer', { timeout: 30_000 });
    await context.close();
  }, 120_000);

  it('a Czech browser is answered the Czech page: Czech before its script runs, hydrated as it is', async () => {
    const trainer = await createUser(server, { role: 'trainer' });
    const context = await newContext(browser, { viewport: PHONE, locale: 'cs-CZ' });
    const page = await context.newPage();
    const hydration = watchHydration(page);
    const release = await holdSignInScript(page);
    await page.goto(`${server.url}/login`, { waitUntil: 'commit' });
    const submit = page.getByRole('button', { name: 'Přihlásit se' });
    await submit.waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('cs');
    expect(await submit.isDisabled()).toBe(true);
    await page.locator('input[name=email]').fill(trainer.email);
    const field = await page.locator('input[name=email]').elementHandle();
    release();
    await expect.poll(() => submit.isEnabled(), { timeout: 30_000 }).toBe(true);
    expect(await field!.evaluate((el) => el.isConnected && (el as HTMLInputElement).value)).toBe(trainer.email);
    expect(hydration).toEqual([]);
    await context.close();
  }, 120_000);

  it('a reset link is a pre-rendered page too, in the browser\'s language, and its form checks once hydrated', async () => {
    const context = await newContext(browser, { viewport: PHONE, locale: 'sk-SK' });
    const page = await context.newPage();
    const hydration = watchHydration(page);
    const release = await holdSignInScript(page);
    await page.goto(`${server.url}/reset-password/Some-Token_123`, { waitUntil: 'commit' });
    await page.getByRole('heading', { name: 'Nastavte si nové heslo' }).waitFor();
    const submit = page.getByRole('button', { name: 'Uložiť nové heslo' });
    expect(await submit.isDisabled()).toBe(true);
    release();
    await expect.poll(() => submit.isEnabled(), { timeout: 30_000 }).toBe(true);
    await submit.click();
    await page.getByText('Heslo je povinné.').waitFor();
    expect(hydration).toEqual([]);
    await context.close();
  }, 120_000);
});
