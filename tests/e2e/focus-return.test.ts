import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClientRecord, createUser } from '../helpers/accounts';
import { signInThroughUi } from './offline-helpers';
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

/** What has the keyboard focus, as a screen reader would name it. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName.toLowerCase()}: ${(el.textContent ?? '').trim()}` : 'none';
  });

/** Opens a dialog from a button by keyboard, as a keyboard user does. */
async function openWithKeyboard(page: Page, button: string, dialog: string, role: 'dialog' | 'alertdialog' = 'dialog') {
  await page.getByRole('button', { name: button, exact: true }).first().focus();
  await page.keyboard.press('Enter');
  await page.getByRole(role, { name: dialog }).waitFor();
}

describe('focus after a dialog, for keyboard and screen-reader users', () => {
  it('goes back to the button that opened the dialog, and to the new page’s heading after a save that opens it', async () => {
    const trainer = await createUser(app.server, { role: 'trainer', language: 'en' });
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInThroughUi(page, app.server.url, trainer, '/trainer');
    await page.getByRole('link', { name: 'Clients' }).first().click();
    await page.waitForURL('**/trainer/clients');

    await openWithKeyboard(page, 'Add client', 'Add client');
    await page.keyboard.press('Escape');
    await expect.poll(() => focused(page)).toBe('button: Add client');

    await openWithKeyboard(page, 'Add client', 'Add client');
    const form = page.getByRole('dialog', { name: 'Add client' });
    await form.getByLabel('Full name').fill('Fiona Focus');
    await form.getByRole('button', { name: 'Add client' }).click();
    await page.waitForURL(/\/trainer\/clients\/[0-9a-f-]{36}$/);
    await expect.poll(() => focused(page)).toBe('h1: Fiona Focus');

    await openWithKeyboard(page, 'Edit', 'Edit Fiona Focus');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => focused(page)).toBe('button: Edit');

    await openWithKeyboard(page, 'Delete', 'Delete Fiona Focus?', 'alertdialog');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Keep client' }).click();
    await expect.poll(() => focused(page)).toBe('button: Delete');

    await openWithKeyboard(page, 'New plan', 'New training plan');
    const create = page.getByRole('dialog', { name: 'New training plan' });
    await create.getByLabel('Title').fill('Focus A');
    await create.getByRole('button', { name: 'Create and edit' }).click();
    await page.waitForURL(/\/plans\/[0-9a-f-]{36}\/edit$/);
    await expect.poll(() => focused(page)).toBe('h1: Focus A');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('goes back to “Log weight” after logging a weight on a phone, and after cancelling', async () => {
    const trainer = await createUser(app.server, { role: 'trainer' });
    const user = await createUser(app.server, { role: 'client', name: 'Wendy Weight' });
    await createClientRecord(app.server, trainer.id, user.id, 'Wendy Weight');
    const context = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInThroughUi(page, app.server.url, user, '/client');
    await page.goto(`${app.server.url}/client/weight`);
    await expect.poll(() => page.getByText('No weight logged yet').count(), { timeout: 15_000 }).toBe(1);

    await openWithKeyboard(page, 'Log weight', 'Log weight');
    await page.keyboard.press('Escape');
    await expect.poll(() => focused(page)).toBe('button: Log weight');

    await openWithKeyboard(page, 'Log weight', 'Log weight');
    const dialog = page.getByRole('dialog', { name: 'Log weight' });
    await dialog.getByLabel('Weight (kg)').fill('71.4');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toBe('button: Log weight');
    expect(errors).toEqual([]);
    await context.close();
  });
});
