import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays } from '../../domain/time/wall-time';
import { createClientRecord, createUser } from '../helpers/accounts';
import { signInThroughUi, waitForSyncState } from './offline-helpers';
import { DESKTOP, newContext, PHONE, watchErrors } from './support/browser';
import { appAndBrowserForFile } from './support/suite';

const env = appAndBrowserForFile();

async function open(user: { email: string; password: string }, home: string, viewport: typeof DESKTOP): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await newContext(env.browser, { viewport });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await signInThroughUi(page, env.app.server.url, user, home);
  await waitForSyncState(page, 'synced');
  return { context, page, errors };
}

const badge = (page: Page) => page.getByTestId('bell-badge');
const bell = (page: Page) => page.locator('.bell-button');

describe('notifications: the bell (issue 12)', () => {
  it('a trainer schedules a session; the client’s bell shows 1 unread; clicking it opens the schedule at that session and the badge clears; on a phone the bell is a bottom sheet', async () => {
    const { server } = env.app;
    const trainer = await createUser(server, { role: 'trainer', name: 'Tereza Trainer' });
    const client = await createUser(server, { role: 'client', name: 'Karol Client' });
    await createClientRecord(server, trainer.id, client.id, 'Karol Client');
    const date = addDays(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bratislava' }).format(new Date()), 5);

    // The client is signed in with nothing new yet.
    const c = await open(client, '/client', DESKTOP);
    await expect.poll(() => badge(c.page).count()).toBe(0);

    // The trainer plans a session in the dialog.
    const t = await open(trainer, '/trainer', DESKTOP);
    await t.page.getByRole('button', { name: 'New session' }).first().click();
    const dialog = t.page.getByRole('dialog', { name: 'New session' });
    await dialog.getByRole('combobox', { name: 'Client' }).selectOption({ label: 'Karol Client' });
    await dialog.getByLabel('Date', { exact: true }).fill(date);
    await dialog.getByLabel('Start time').fill('18:00');
    await dialog.getByRole('button', { name: 'Create session' }).click();
    await dialog.waitFor({ state: 'detached' });

    // The poke brings it to the client's open app: one unread.
    await expect.poll(() => badge(c.page).textContent().catch(() => null), { timeout: 30_000 }).toBe('1');
    await bell(c.page).click();
    const panel = c.page.getByTestId('bell-popover');
    await panel.waitFor();
    const item = panel.locator('.bell-item.is-unread');
    // The panel's list comes from a live query that answers after the panel shows.
    await expect.poll(() => item.count()).toBe(1);
    expect(await item.innerText()).toContain('Tereza Trainer scheduled');
    await item.click();
    await c.page.waitForURL(/\/client\/schedule\?.*sessionId=/, { timeout: 30_000 }).catch((e: unknown) => {
      throw new Error(`${String(e)} at ${c.page.url()}; errors: ${c.errors.join(' | ')}`);
    });
    await c.page.locator('.schedule-item--target').waitFor();
    await expect.poll(() => badge(c.page).count()).toBe(0);

    // The read is the server's too: a phone of the same client shows the bell as a bottom sheet, nothing unread.
    const phone = await open(client, '/client', PHONE);
    await expect.poll(async () => (await (await server.api('/api/notifications', { token: await tokenOf(phone.page) })).json()).unread_count, { timeout: 20_000 }).toBe(0);
    expect(await badge(phone.page).count()).toBe(0);
    await bell(phone.page).click();
    const sheet = phone.page.getByTestId('bell-sheet');
    await sheet.waitFor();
    const box = (await sheet.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(PHONE.height);
    expect(Math.round(box.width)).toBe(PHONE.width);
    await expect.poll(() => sheet.locator('.bell-item').count()).toBe(1);
    expect(await sheet.locator('.bell-item.is-unread').count()).toBe(0);

    for (const s of [c, t, phone]) expect(s.errors).toEqual([]);
    await Promise.all([c.context.close(), t.context.close(), phone.context.close()]);
  }, 240_000);
});

async function tokenOf(page: Page): Promise<string> {
  return (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
}
