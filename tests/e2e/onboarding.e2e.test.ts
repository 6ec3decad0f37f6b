import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, uniqueEmail } from '../helpers/accounts';
import { signInThroughUi, waitForSyncState } from './offline-helpers';
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

const panel = (page: Page) => page.getByTestId('onboarding-panel');
const progress = (page: Page) => page.getByTestId('onboarding-progress').innerText();
const stepDone = (page: Page, step: string) => panel(page).locator(`[data-step="${step}"]`).getAttribute('data-done');
/** Optional screenshots for looking at the panel (ONBOARDING_SHOTS=<dir>). */
const shot = async (page: Page, name: string) => {
  if (process.env.ONBOARDING_SHOTS) await page.screenshot({ path: `${process.env.ONBOARDING_SHOTS}/${name}.png`, fullPage: false });
};

describe('the trainer’s onboarding checklist', () => {
  it('a new trainer’s checklist advances as they add and invite a client; ticking, collapsing and dismissing stick', async () => {
    const trainer = await createUser(app.server, { role: 'trainer', name: 'Nela Nováčik', language: 'en' });
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInThroughUi(page, app.server.url, trainer, '/trainer');

    await expect.poll(() => progress(page)).toBe('0 of 9 done · 0%');
    // Polled: the first screen may still be mounted behind the skeleton (RevealWhenStill), where its text is read but no role is.
    await expect.poll(() => panel(page).getByRole('listitem').count()).toBe(9);
    // Only their events complete set-language and create-client: no tick for them.
    expect(await panel(page).locator('[data-step="create-client"]').getByRole('button').count()).toBe(0);
    await shot(page, 'desktop-new');

    // The step links to where it is done: the client form.
    await panel(page).getByRole('link', { name: 'Add your first client' }).click();
    // The screen opens the form for ?new=1 and takes the flag off the address at once (ClientsScreen.tsx),
    // so the address may already read /trainer/clients: the form below is what shows the link worked.
    await page.waitForURL(/\/trainer\/clients(\?new=1)?$/);
    const email = uniqueEmail('nina');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Full name', { exact: true }).fill('Nina Prvá');
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByRole('button', { name: 'Add client' }).click();
    await page.waitForURL(/\/trainer\/clients\/[0-9a-f-]{36}$/);
    await waitForSyncState(page, 'synced');

    await page.locator('#client-invitation').getByRole('button', { name: 'Send invitation' }).click();
    await expect.poll(() => page.getByText(`Invitation sent to ${email}.`).count()).toBe(1);

    // Back on the dashboard the server's completions have reached the device.
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect.poll(() => stepDone(page, 'create-client'), { timeout: 20_000 }).toBe('true');
    await expect.poll(() => stepDone(page, 'invite-client'), { timeout: 20_000 }).toBe('true');
    await expect.poll(() => progress(page)).toBe('2 of 9 done · 22%');

    // Ticked by hand, collapsed: both survive a reload (saved on the device and on the server).
    await panel(page).getByRole('button', { name: 'Mark “Prepare your exercises” done' }).click();
    await expect.poll(() => progress(page)).toBe('3 of 9 done · 33%');
    await panel(page).getByRole('button', { name: 'Get started with Repwise' }).click();
    await expect.poll(() => panel(page).getByRole('listitem').count()).toBe(0);
    await waitForSyncState(page, 'synced');
    await page.reload();
    await expect.poll(() => progress(page)).toBe('3 of 9 done · 33%');
    expect(await panel(page).getByRole('button', { name: 'Get started with Repwise' }).getAttribute('aria-expanded')).toBe('false');
    const state = (await (await app.server.api('/api/trainer/onboarding', { token: await tokenOf(page) })).json()) as { percent: number; expanded: boolean };
    expect(state).toMatchObject({ percent: 33, expanded: false });

    // At a phone's width the panel fits and expands again.
    await page.setViewportSize(PHONE);
    await panel(page).getByRole('button', { name: 'Get started with Repwise' }).click();
    await expect.poll(() => panel(page).getByRole('listitem').count()).toBe(9);
    await shot(page, 'phone-progress');

    await panel(page).getByRole('button', { name: 'Hide checklist' }).click();
    await expect.poll(() => panel(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

const tokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('token') ?? '');
