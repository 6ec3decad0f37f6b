import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClientRecord, createUser, signIn } from '../helpers/accounts';
import { startE2eApp, type E2eApp } from './support/app';
import { DESKTOP, launchBrowser, newContext, PHONE, watchErrors } from './support/browser';
import { canReachServer, signInThroughUi, waitForServiceWorker, waitForSyncState } from './offline-helpers';

let app: E2eApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startE2eApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

describe('habits', () => {
  it('a trainer gives a client two habits; the client, offline, ticks one and enters a step count, reloads, reconnects; the trainer sees the adherence', async () => {
    const trainer = await createUser(app.server, { role: 'trainer', name: 'Hana Habits' });
    const user = await createUser(app.server, { role: 'client', name: 'Karol Keeper' });
    const clientId = await createClientRecord(app.server, trainer.id, user.id, 'Karol Keeper');

    // The trainer: one habit from the starters, one of their own.
    const trainerContext = await newContext(browser, { viewport: DESKTOP });
    const trainerPage = await trainerContext.newPage();
    const trainerErrors = watchErrors(trainerPage);
    await signInThroughUi(trainerPage, app.server.url, trainer, '/trainer');
    await waitForSyncState(trainerPage, 'synced');
    await trainerPage.goto(`${app.server.url}/trainer/clients/${clientId}`);
    const section = trainerPage.getByTestId('client-habits-section');
    await expect.poll(() => section.getByText('No habits yet', { exact: false }).count(), { timeout: 15_000 }).toBe(1);
    await section.getByRole('button', { name: 'Add a habit' }).click();
    let dialog = trainerPage.getByRole('dialog', { name: 'Add a habit' });
    await dialog.getByLabel('Start from').selectOption('steps');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await section.getByRole('button', { name: 'Add a habit' }).click();
    dialog = trainerPage.getByRole('dialog', { name: 'Add a habit' });
    // No name first: refused with its message, nothing added.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.getByText('The habit needs a name.').count()).toBe(1);
    await dialog.getByLabel('Name').fill('No sweets');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => section.getByTestId('habit-admin').count()).toBe(2);
    await waitForSyncState(trainerPage, 'synced', 30_000);

    // The client: both on their dashboard; the network cut, a tick and a step count.
    const context = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInThroughUi(page, app.server.url, user, '/client');
    await waitForServiceWorker(page);
    const card = page.getByTestId('habits-card');
    await expect.poll(() => card.locator('.habit-row').count(), { timeout: 20_000 }).toBe(2);
    await waitForSyncState(page, 'synced');
    await context.setOffline(true);
    expect(await canReachServer(page)).toBe(false);
    await waitForSyncState(page, 'offline');

    await card.getByRole('button', { name: 'No sweets' }).click();
    await expect.poll(() => card.getByRole('button', { name: 'No sweets' }).getAttribute('aria-pressed')).toBe('true');
    await card.getByTestId('habit-enter').click();
    const steps = card.getByLabel('Steps (steps)');
    // A bad value first: refused with its message, the field stays open.
    await steps.fill('-5');
    await steps.press('Enter');
    await expect.poll(() => card.getByText('Enter a number from 0 to 1,000,000').count()).toBe(1);
    await steps.fill('9 500');
    await steps.press('Enter');
    await expect.poll(() => card.getByText('9,500 / 8,000 steps').count()).toBe(1);
    await expect.poll(() => card.getByTestId('habits-week').innerText()).toBe('This week: 100%');

    // A reload without network still shows both met.
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect.poll(() => page.locator('[data-testid="habits-card"] .habit-row[data-status="met"]').count(), { timeout: 20_000 }).toBe(2);

    await context.setOffline(false);
    await waitForSyncState(page, 'synced', 30_000);
    expect(errors).toEqual([]);

    const token = await signIn(app.server, trainer.email, trainer.password);
    const habits = ((await (await app.server.api(`/api/clients/${clientId}/habits`, { token })).json()) as { data: { id: string; name: string }[] }).data;
    const values: unknown[] = [];
    for (const h of habits) {
      const entries = ((await (await app.server.api(`/api/habits/${h.id}/entries`, { token })).json()) as { data: { done: boolean; value: number | null }[] }).data;
      values.push([h.name, entries.map((e) => (e.value ?? e.done))]);
    }
    expect(values).toEqual([
      ['Steps', [9500]],
      ['No sweets', [true]],
    ]);

    // The trainer's page: the last 4 weeks hold only today, met.
    await expect.poll(() => section.getByTestId('habit-adherence-total').allInnerTexts(), { timeout: 30_000 }).toEqual(['4 weeks\n100%', '4 weeks\n100%']);
    expect(await section.getByTestId('habits-client-total').innerText()).toBe('All habits, last 4 weeks: 100%');
    expect(trainerErrors).toEqual([]);
    await trainerContext.close();
    await context.close();
  });
});
