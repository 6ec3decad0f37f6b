import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClientRecord, createUser } from '../helpers/accounts';
import { canReachServer, cutNetwork, localRows, logWeightThroughForm, restoreNetwork, serverWeights, signInThroughUi, waitForServiceWorker, waitForSyncState } from './offline-helpers';
import { startE2eApp, type E2eApp } from './support/app';
import { PHONE, launchBrowser, watchErrors } from './support/browser';
import { startNetSwitch, type NetSwitch } from './support/net-switch';

let app: E2eApp;
let browser: Browser;
let net: NetSwitch;

beforeAll(async () => {
  [app, browser] = await Promise.all([startE2eApp(), launchBrowser()]);
  net = await startNetSwitch(app.server.url);
});
afterAll(async () => {
  await browser?.close();
  await net?.close();
  await app?.close();
});

/** The device's journal of writes not yet applied (replica/write/journal.ts), as localStorage holds it. */
const journaled = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('repwise.journal.')).length);

async function firstVisit(serviceWorkers: 'allow' | 'block') {
  const trainer = await createUser(app.server, { role: 'trainer', name: 'Tomas Trainer' });
  const user = await createUser(app.server, { role: 'client', name: 'Fiona First' });
  const clientId = await createClientRecord(app.server, trainer.id, user.id, 'Fiona First');
  const context = await browser.newContext({ viewport: PHONE, locale: 'en-US', serviceWorkers });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await signInThroughUi(page, net.url, user, '/client');
  return { clientId, context, page, errors };
}

/**
 * The write path (mutation schemas, local mutators, the exercise library) and
 * the Radix dialogs are chunks fetched on first use, not by a first visit
 * (replica/load-write-path.ts, ui/loadOnFirstUse.tsx). The service worker
 * takes over the first visit's tab as soon as it is installed, so once it is,
 * they come from its precache with no network. Before that (or with service
 * workers blocked) a write made offline waits in the journal and is applied
 * when the chunk can be fetched: never lost.
 */
describe('a first visit', () => {
  it('is controlled by the service worker once installed: offline, a dialog opens and a first write is saved, then reaches the server', async () => {
    const { clientId, context, page, errors } = await firstVisit('allow');
    await waitForSyncState(page, 'synced');
    await waitForServiceWorker(page);
    const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => r.name));
    expect(loaded.filter((u) => /\/assets\/(write-path|StartWorkoutDialog|SyncPanel)-/.test(u))).toEqual([]);

    net.cut();
    await cutNetwork(context);
    expect(await canReachServer(page)).toBe(false);
    await waitForSyncState(page, 'offline');
    // The dashboard's dialog, fetched only now, from the precache.
    await page.getByRole('button', { name: 'Start workout' }).click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.getByRole('link', { name: 'Log your first weight' }).click();
    await expect.poll(() => page.getByText('No weight logged yet').count(), { timeout: 20_000 }).toBe(1);
    await logWeightThroughForm(page, '68.3');
    await expect.poll(() => page.locator('[data-testid="weight-row"][data-pending="true"]').count(), { timeout: 10_000 }).toBe(1);
    expect(await journaled(page)).toBe(0);
    expect(await serverWeights(app.server, clientId)).toEqual([]);

    net.restore();
    await restoreNetwork(context);
    await expect.poll(() => serverWeights(app.server, clientId), { timeout: 45_000 }).toEqual([68.3]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without a service worker: a write made offline waits in the journal and is applied and synced once the network is back', async () => {
    const { clientId, context, page, errors } = await firstVisit('block');
    await page.goto(`${net.url}/client/weight`);
    await expect.poll(() => page.getByText('No weight logged yet').count(), { timeout: 20_000 }).toBe(1);
    await waitForSyncState(page, 'synced');
    expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull();

    net.cut();
    await cutNetwork(context);
    expect(await canReachServer(page)).toBe(false);
    await waitForSyncState(page, 'offline');
    await page.getByRole('button', { name: 'Log weight' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log weight' });
    await dialog.getByLabel('Weight (kg)').fill('68.3');
    await dialog.getByRole('button', { name: 'Save' }).click();
    // The write path cannot be fetched: the write is kept in the journal, and the form waits for it.
    await expect.poll(() => journaled(page), { timeout: 10_000 }).toBe(1);
    await page.waitForTimeout(1000);
    expect(await journaled(page)).toBe(1);
    expect(await localRows(page, await page.evaluate(() => localStorage.getItem('repwise_sync_user')!), 'weightLogs')).toEqual([]);

    net.restore();
    await restoreNetwork(context);
    await dialog.waitFor({ state: 'detached', timeout: 20_000 });
    await expect.poll(() => serverWeights(app.server, clientId), { timeout: 45_000 }).toEqual([68.3]);
    await expect.poll(() => page.locator('[data-testid="weight-row"][data-pending="true"]').count(), { timeout: 20_000 }).toBe(0);
    expect(await page.locator('[data-testid="weight-row"]').count()).toBe(1);
    expect(await journaled(page)).toBe(0);
    // A failed fetch of a chunk is reported by the browser itself; the app raised nothing.
    expect(errors.filter((e) => !/Failed to fetch dynamically imported module|ERR_INTERNET_DISCONNECTED/.test(e))).toEqual([]);
    await context.close();
  });
});
