import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toLocalInput } from '../../src/features/measurements/measurementForm';
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

function daysAgo(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() - days);
  d.setHours(7, 30, 0, 0);
  return toLocalInput(d);
}

describe('body measurements offline', () => {
  it('a client logs a waist with the network cut, reloads, reconnects; the trainer sees it on the client page', async () => {
    const trainer = await createUser(app.server, { role: 'trainer', name: 'Tomas Trainer' });
    const user = await createUser(app.server, { role: 'client', name: 'Mira Measured' });
    const clientId = await createClientRecord(app.server, trainer.id, user.id, 'Mira Measured');
    const context = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    const errors = watchErrors(page);

    await signInThroughUi(page, app.server.url, user, '/client');
    await page.goto(`${app.server.url}/client/measurements`);
    await waitForServiceWorker(page);
    await expect.poll(() => page.getByText('No measurements yet').count(), { timeout: 15_000 }).toBe(1);
    await waitForSyncState(page, 'synced');

    await context.setOffline(true);
    expect(await canReachServer(page)).toBe(false);
    await waitForSyncState(page, 'offline');

    for (const [waist, days] of [['84,5', 15], ['83.0', 1]] as const) {
      await page.getByRole('button', { name: 'Log measurements' }).click();
      const dialog = page.getByRole('dialog', { name: 'Log measurements' });
      // A bad value first: refused with the field's message, nothing saved.
      await dialog.getByLabel('Waist (cm)').fill('845');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => dialog.getByText('Please enter a waist between 30 and 250 cm').count()).toBe(1);
      await dialog.getByLabel('Waist (cm)').fill(waist);
      await dialog.getByLabel('Date and time').fill(daysAgo(days));
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect.poll(() => dialog.count()).toBe(0);
    }
    const rows = page.getByTestId('measurement-row');
    await expect.poll(() => rows.count()).toBe(2);
    await expect.poll(() => page.locator('[data-testid="measurement-row"][data-pending="true"]').count()).toBe(2);

    // A reload without network still shows them, waiting.
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect.poll(() => page.getByTestId('measurement-row').count(), { timeout: 15_000 }).toBe(2);
    await expect.poll(() => page.getByTestId('measurement-chart').count(), { timeout: 15_000 }).toBe(1);

    await context.setOffline(false);
    await waitForSyncState(page, 'synced', 30_000);
    await expect.poll(() => page.locator('[data-testid="measurement-row"][data-pending="true"]').count()).toBe(0);
    expect(errors).toEqual([]);

    const token = await signIn(app.server, trainer.email, trainer.password);
    const res = await app.server.api(`/api/clients/${clientId}/measurements`, { token });
    expect(((await res.json()) as { data: { waist_cm: number }[] }).data.map((d) => d.waist_cm)).toEqual([83, 84.5]);

    const trainerContext = await newContext(browser, { viewport: DESKTOP });
    const trainerPage = await trainerContext.newPage();
    await signInThroughUi(trainerPage, app.server.url, trainer, '/trainer');
    await waitForSyncState(trainerPage, 'synced');
    await trainerPage.goto(`${app.server.url}/trainer/clients/${clientId}`);
    const section = trainerPage.getByTestId('client-measurements-section');
    await expect.poll(() => section.getByTestId('measurement-row').count(), { timeout: 15_000 }).toBe(2);
    expect(await section.getByTestId('measurement-row').first().innerText()).toContain('83 cm');
    await trainerContext.close();
    await context.close();
  });
});
