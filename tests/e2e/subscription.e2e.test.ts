import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createUser, signIn, uniqueEmail } from '../helpers/accounts';
import { linksIn } from '../helpers/smtp';
import { endTrial } from '../helpers/subscription';
import { cutNetwork, localRows, restoreNetwork, signInThroughUi, waitForServiceWorker, waitForSyncState } from './offline-helpers';
import { newContext, PHONE, watchErrors } from './support/browser';
import { appAndBrowserForFile } from './support/suite';

const env = appAndBrowserForFile();

/** The local provider's checkout page (server/areas/subscriptions/checkout-pages.ts): it says no money moves; Pay completes it. */
async function payOnLocalCheckout(page: Page) {
  await page.waitForURL(/\/api\/checkout\/local\//, { timeout: 20_000 });
  await expect.poll(() => page.getByText('no money moves', { exact: false }).count()).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Pay' }).click();
}

describe('the trainer subscription, as a trainer meets it (issue #11)', () => {
  it('a new trainer registers, verifies from the mail, pays through the local checkout, lands on the success page, signs in and reaches /trainer', async () => {
    const { app, browser } = env;
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    const email = uniqueEmail('paying');

    await page.goto(`${app.server.url}/trainer/register`);
    await page.getByLabel('Full name').fill('Petra Paying');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Confirm password').fill('secret123');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL(/\/login\?message=registered/);

    // Verified, the registration is not active yet: the app goes on to the checkout (docs/rules/subscriptions.md "Registration and checkout").
    const link = linksIn(await app.smtp.waitFor(email)).find((l) => l.includes('/trainer/verify-email/'));
    expect(link).toBeTruthy();
    await page.goto(link!);
    await payOnLocalCheckout(page);

    await page.waitForURL((u) => u.pathname === '/trainer/registration/success' && u.searchParams.has('session_id'));
    await expect.poll(() => page.getByRole('heading', { name: 'Thank you, your payment went through' }).count()).toBe(1);
    // Not signed in: on to sign-in, with the session id kept for it and the address filled in.
    await page.waitForURL(/\/login\?message=checkoutCompleted/, { timeout: 10_000 });
    expect(await page.evaluate(() => localStorage.getItem('pending_checkout_session_id'))).toBeTruthy();
    await expect.poll(() => page.getByText('Thank you, your payment went through. Sign in to continue.').count()).toBe(1);
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(email);

    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((u) => u.pathname === '/trainer', { timeout: 30_000 });
    expect(await page.evaluate(() => localStorage.getItem('pending_checkout_session_id'))).toBeNull();

    // Settings → Subscription shows the plan the checkout made.
    await page.goto(`${app.server.url}/trainer/settings`);
    const card = page.locator('.subscription-settings');
    await expect.poll(() => card.innerText(), { timeout: 20_000 }).toMatch(/Early adopter|Standard/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a trainer whose trial ended is sent to /trial-expired, pays, and is back where they were with the change made offline delivered', async () => {
    const { app, browser } = env;
    const trainer = await createUser(app.server, { role: 'trainer', name: 'Tomas Trial' });
    const token = await signIn(app.server, trainer.email, trainer.password);
    const res = await app.server.api('/api/clients', { token, body: { name: 'Olga Outbox', notes: 'Old notes' } });
    const { data } = (await res.json()) as { data: { id: string } };

    const context = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInThroughUi(page, app.server.url, trainer, '/trainer');
    await page.goto(`${app.server.url}/trainer/clients/${data.id}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Olga Outbox', level: 1 }).count(), { timeout: 20_000 }).toBe(1);
    await waitForSyncState(page, 'synced');

    // The write path is fetched on the first write, offline from the service worker's precache (e2e first-visit-offline-write
    // covers a write made before the worker controls the tab).
    await waitForServiceWorker(page);
    // Offline at the gym, the trainer edits the client's notes: the change waits in the outbox.
    await cutNetwork(context);
    await waitForSyncState(page, 'offline');
    await page.locator('.client-detail-actions').getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Private notes', { exact: true }).fill('Written offline, after the trial');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.locator('.client-detail-badges .pending-badge').count()).toBe(1);

    // Meanwhile the 14-day trial ran out (a trainer without a subscription row has it from verification).
    await endTrial(app.server, trainer.id);

    // Back online, the push gets 402: the app goes to /trial-expired and the outbox stays whole.
    await restoreNetwork(context);
    await page.waitForURL((u) => u.pathname === '/trial-expired', { timeout: 30_000 });
    await expect.poll(() => page.getByRole('heading', { name: 'Tomas Trial, your free trial has ended' }).count()).toBe(1);
    await expect.poll(() => page.getByText('30-day money-back guarantee').count()).toBe(1);
    const outbox = await localRows<{ status: string; name: string }>(page, trainer.id, 'outbox');
    expect(outbox.map((m) => [m.name, m.status])).toEqual([['client.update', 'pending']]);
    expect(await localRows(page, trainer.id, 'rejected')).toEqual([]);
    expect((await app.server.api(`/api/clients/${data.id}`, { token })).status).toBe(402);

    await page.getByRole('button', { name: 'Pay and continue' }).click();
    await payOnLocalCheckout(page);
    await page.waitForURL((u) => u.pathname === '/trainer/subscription/success', { timeout: 20_000 });
    // Signed in: the payment is confirmed and the trainer is back on the client's page.
    await page.waitForURL((u) => u.pathname === `/trainer/clients/${data.id}`, { timeout: 30_000 });
    await expect
      .poll(async () => ((await (await app.server.api(`/api/clients/${data.id}`, { token })).json()) as { data?: { notes?: string } }).data?.notes, { timeout: 30_000 })
      .toBe('Written offline, after the trial');
    await waitForSyncState(page, 'synced', 30_000);
    expect(await localRows(page, trainer.id, 'outbox')).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
