import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClientRecord, createUser, uniqueEmail } from '../helpers/accounts';
import { linksIn } from '../helpers/smtp';
import { startE2eApp, type E2eApp } from './support/app';
import { launchBrowser, newContext, PHONE, watchErrors } from './support/browser';

let app: E2eApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startE2eApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('foundation, as a new user meets it', () => {
  it('a trainer registers and verifies from the mail; the checkout opens, and signing in before paying leads to /trial-expired and back to it', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const email = uniqueEmail('newtrainer');

    await page.goto(`${app.server.url}/trainer/register`);
    await page.getByLabel('Full name').fill('Tereza Trainer');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Confirm password').fill('secret123');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    // The answer is the same for a taken address, so the app sends everyone on to sign in and to their inbox.
    await page.waitForURL(/\/login\?message=registered/);
    await expect.poll(() => page.getByText('Registration successful. Please check your email to verify your account.').count()).toBe(1);

    const mail = await app.smtp.waitFor(email);
    const link = linksIn(mail).find((l) => l.includes('/trainer/verify-email/'));
    expect(link).toBeTruthy();
    await page.goto(link!);
    // docs/rules/subscriptions.md "Registration and checkout": email verification, then payment (tests/e2e/subscription.e2e.test.ts pays; this one leaves).
    await page.waitForURL(/\/api\/checkout\/local\//, { timeout: 20_000 });

    await page.goto(`${app.server.url}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // Login's 402 payment_required (docs/rules/errors-and-limits.md "Payment required (402)"): the trial keys are stored and /trial-expired offers the checkout again.
    await page.waitForURL((u) => u.pathname === '/trial-expired', { timeout: 10_000 });
    await expect.poll(() => page.getByRole('heading', { name: 'Tereza Trainer, a payment is needed' }).count()).toBe(1);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('trial_user_email'), localStorage.getItem('post_payment_redirect')])).toEqual([
      null,
      email,
      '/trainer',
    ]);
    await page.getByRole('button', { name: 'Pay and continue' }).click();
    await page.waitForURL(/\/api\/checkout\/local\//, { timeout: 20_000 });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a wrong password shows "Invalid email or password" and keeps the user on /login', async () => {
    const user = await createUser(app.server, { role: 'trainer' });
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${app.server.url}/login`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByText('Invalid email or password').count()).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await context.close();
  });

  it('a client who opens /trainer is sent to /client', async () => {
    const trainer = await createUser(app.server, { role: 'trainer' });
    const client = await createUser(app.server, { role: 'client' });
    await createClientRecord(app.server, trainer.id, client.id, client.name);
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${app.server.url}/login`);
    await page.getByLabel('Email').fill(client.email);
    await page.getByLabel('Password', { exact: true }).fill(client.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/client');
    await page.goto(`${app.server.url}/trainer`);
    await page.waitForURL((u) => u.pathname === '/client');
    await page.goto(`${app.server.url}/trainer/clients`);
    await page.waitForURL((u) => u.pathname === '/client');
    await context.close();
  });

  it('an unknown path goes to /login', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${app.server.url}/this/does/not/exist`);
    await page.waitForURL((u) => u.pathname === '/login');
    await expect.poll(() => page.getByRole('button', { name: 'Sign in' }).count()).toBe(1);
    await context.close();
  });

  it('switching to Slovak shows the Slovak login screen, and it stays Slovak after a reload', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${app.server.url}/login`);
    await page.getByRole('button', { name: /language/i }).first().click();
    await page.getByRole('menuitemradio', { name: 'Slovenčina' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Prihlásiť sa' }).count()).toBe(1);
    expect(await page.getAttribute('html', 'lang')).toBe('sk');
    await expect.poll(() => page.getByLabel('Heslo', { exact: true }).count()).toBe(1);
    await page.reload();
    await expect.poll(() => page.getByRole('button', { name: 'Prihlásiť sa' }).count()).toBe(1);
    await context.close();
  });

  it('a phone-sized viewport shows the bottom bar with the trainer menu, and the desktop shows the sidebar', async () => {
    const trainer = await createUser(app.server, { role: 'trainer' });
    for (const [viewport, bottomVisible] of [
      [PHONE, true],
      [{ width: 1280, height: 800 }, false],
    ] as const) {
      const context = await newContext(browser, { viewport });
      const page = await context.newPage();
      await page.goto(`${app.server.url}/login`);
      await page.getByLabel('Email').fill(trainer.email);
      await page.getByLabel('Password', { exact: true }).fill(trainer.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((u) => u.pathname === '/trainer');
      const bottom = page.locator('nav.bottom-bar');
      await expect.poll(() => bottom.isVisible()).toBe(bottomVisible);
      if (bottomVisible) {
        // Polled: the server's pre-rendered frame is replaced by the app's identical one, so a label found a moment ago can be detached.
        for (const name of ['Dashboard', 'Clients', 'Training', 'Meals', 'Settings', /^Log ?out$/]) {
          await expect.poll(() => bottom.getByText(name, typeof name === 'string' ? { exact: true } : {}).isVisible(), { message: String(name) }).toBe(true);
        }
        await page.screenshot({ path: '.tmp/e2e-trainer-phone.png' });
        // Polled too: when the device learns the user, the app's frame is mounted anew (AppShell in place of the
        // AreaFrame shown meanwhile), and a bar measured a moment before is detached (no box).
        await expect.poll(async () => {
          const box = await bottom.boundingBox();
          return box ? box.y + box.height : 0;
        }).toBeGreaterThan(PHONE.height - 5);
      }
      await context.close();
    }
  });
});
