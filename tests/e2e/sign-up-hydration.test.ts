import { resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { startTestServer, type TestServer } from '../helpers/server';
import { holdSignInScript, launchBrowser, newContext, PHONE, watchErrors } from './support/browser';

/**
 * The pre-rendered sign-up page (issue 27, item 12): what a new user does
 * before the app's script has taken over (fields typed, the terms box
 * ticked) is what the app sends once it has. The box was a Radix checkbox,
 * a button that did nothing until hydration; it is a native one, whose state
 * the browser keeps and the form adopts, and which the entry's safety net
 * carries into a form rendered afresh (src/pwa/typed-values.ts).
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

let n = 0;
const newEmail = () => `signup-${Date.now().toString(36)}-${++n}@example.com`;

async function fillSignUp(page: Page, email: string) {
  // By name: the fields are there before the script, and the same ones after it.
  await page.locator('input[name=name]').fill('New Trainer');
  await page.locator('input[name=email]').fill(email);
  await page.locator('input[name=password]').fill('a-good-password-1');
  await page.locator('input[name=password_confirmation]').fill('a-good-password-1');
  await page.getByRole('checkbox').click();
}

async function registered(email: string) {
  const [row] = await server.ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return !!row;
}

describe('signing up on the pre-rendered page before the app has taken over', () => {
  it('the terms box ticked before the script runs stays ticked once it has, and the registration goes through', async () => {
    const email = newEmail();
    const context = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const release = await holdSignInScript(page);
    await page.goto(`${server.url}/trainer/register`, { waitUntil: 'commit' });
    const submit = page.getByRole('button', { name: 'Create account' });
    await submit.waitFor();
    await fillSignUp(page, email);
    // Ticked by the browser itself: the app's script has not run.
    expect(await submit.isDisabled()).toBe(true);
    expect(await page.getByRole('checkbox').isChecked()).toBe(true);
    release();
    await expect.poll(() => submit.isEnabled(), { timeout: 30_000 }).toBe(true);
    expect(await page.getByRole('checkbox').isChecked()).toBe(true);
    await submit.click();
    await page.waitForURL((u) => u.pathname === '/login', { timeout: 30_000 });
    expect(await registered(email)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('should hydration fail (the footer year is another than at build time), the tick and what was typed are carried into the fresh form', async () => {
    const email = newEmail();
    const context = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    const failures: string[] = [];
    page.on('pageerror', (e) => failures.push(e.message));
    page.on('console', (m) => {
      if (/hydrat|Minified React error #4(18|19|21|23|25)/i.test(m.text())) failures.push(m.text());
    });
    await page.clock.setSystemTime(new Date(new Date().getFullYear() + 3, 5, 1));
    const release = await holdSignInScript(page);
    await page.goto(`${server.url}/trainer/register`, { waitUntil: 'commit' });
    const submit = page.getByRole('button', { name: 'Create account' });
    await submit.waitFor();
    await fillSignUp(page, email);
    const box = await page.getByRole('checkbox').elementHandle();
    release();
    await expect.poll(() => submit.isEnabled(), { timeout: 30_000 }).toBe(true);
    // React rendered the form afresh: a new box, ticked as the user left the old one.
    expect(failures.length).toBeGreaterThan(0);
    expect(await box!.evaluate((el) => el.isConnected)).toBe(false);
    expect(await page.getByRole('checkbox').isChecked()).toBe(true);
    expect(await page.locator('input[name=email]').inputValue()).toBe(email);
    await submit.click();
    await page.waitForURL((u) => u.pathname === '/login', { timeout: 30_000 });
    expect(await registered(email)).toBe(true);
    await context.close();
  }, 120_000);
});
