import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createClientRecord, createUser } from '../helpers/accounts';
import { signInThroughUi } from './offline-helpers';
import { DESKTOP, newContext, PHONE, watchErrors } from './support/browser';
import { appAndBrowserForFile } from './support/suite';

const env = appAndBrowserForFile();

/** A new browser context signed in as `user`, on their home page. */
async function signedIn(user: { email: string; password: string }, home: string, viewport = DESKTOP) {
  const context = await newContext(env.browser, { viewport });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await signInThroughUi(page, env.app.server.url, user, home);
  return { context, page, errors };
}

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

/** Escape closes the dialog the button opened: the focus is on that button again. */
async function escapeReturnsTo(page: Page, button: string, dialog: string) {
  await openWithKeyboard(page, button, dialog);
  await page.keyboard.press('Escape');
  await expect.poll(() => focused(page)).toBe(`button: ${button}`);
}

async function fillAndSubmit(page: Page, dialog: string, fields: Record<string, string>, submit: string) {
  const form = page.getByRole('dialog', { name: dialog });
  for (const [label, value] of Object.entries(fields)) await form.getByLabel(label).fill(value);
  await form.getByRole('button', { name: submit }).click();
  return form;
}

describe('focus after a dialog, for keyboard and screen-reader users', () => {
  it('goes back to the button that opened the dialog, and to the new page’s heading after a save that opens it', async () => {
    const trainer = await createUser(env.app.server, { role: 'trainer', language: 'en' });
    const { context, page, errors } = await signedIn(trainer, '/trainer');
    await page.getByRole('link', { name: 'Clients' }).first().click();
    await page.waitForURL('**/trainer/clients');

    await escapeReturnsTo(page, 'Add client', 'Add client');
    await openWithKeyboard(page, 'Add client', 'Add client');
    await fillAndSubmit(page, 'Add client', { 'Full name': 'Fiona Focus' }, 'Add client');
    await page.waitForURL(/\/trainer\/clients\/[0-9a-f-]{36}$/);
    await expect.poll(() => focused(page)).toBe('h1: Fiona Focus');

    await openWithKeyboard(page, 'Edit', 'Edit Fiona Focus');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => focused(page)).toBe('button: Edit');

    await openWithKeyboard(page, 'Delete', 'Delete Fiona Focus?', 'alertdialog');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Keep client' }).click();
    await expect.poll(() => focused(page)).toBe('button: Delete');

    await openWithKeyboard(page, 'New plan', 'New training plan');
    await fillAndSubmit(page, 'New training plan', { Title: 'Focus A' }, 'Create and edit');
    await page.waitForURL(/\/plans\/[0-9a-f-]{36}\/edit$/);
    await expect.poll(() => focused(page)).toBe('h1: Focus A');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('goes back to “Log weight” after logging a weight on a phone, and after cancelling', async () => {
    const trainer = await createUser(env.app.server, { role: 'trainer' });
    const user = await createUser(env.app.server, { role: 'client', name: 'Wendy Weight' });
    await createClientRecord(env.app.server, trainer.id, user.id, 'Wendy Weight');
    const { context, page, errors } = await signedIn(user, '/client', PHONE);
    await page.goto(`${env.app.server.url}/client/weight`);
    await expect.poll(() => page.getByText('No weight logged yet').count(), { timeout: 15_000 }).toBe(1);

    await escapeReturnsTo(page, 'Log weight', 'Log weight');
    await openWithKeyboard(page, 'Log weight', 'Log weight');
    const dialog = await fillAndSubmit(page, 'Log weight', { 'Weight (kg)': '71.4' }, 'Save');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => focused(page)).toBe('button: Log weight');
    expect(errors).toEqual([]);
    await context.close();
  });
});
