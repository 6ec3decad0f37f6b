import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClientRecord, createUser } from '../helpers/accounts';
import { canReachServer, cutNetwork, logWeightThroughForm, restoreNetwork, serverWeights, signInThroughUi, waitForSyncState } from './offline-helpers';
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

/**
 * The write path (mutation schemas and local mutators) is a chunk of its own
 * (replica/load-write-path.ts). On a first visit no service worker controls
 * the tab, so nothing could serve that chunk once the network is gone: the app
 * loads it as soon as it runs signed in. Here the service worker never
 * controls the tab at all, and the network goes before the first write.
 */
describe('a first write made offline on a first visit', () => {
  it('is saved on the device and reaches the server after reconnecting, without a service worker', async () => {
    const trainer = await createUser(app.server, { role: 'trainer', name: 'Tomas Trainer' });
    const user = await createUser(app.server, { role: 'client', name: 'Fiona First' });
    const clientId = await createClientRecord(app.server, trainer.id, user.id, 'Fiona First');

    const context = await browser.newContext({ viewport: PHONE, locale: 'en-US', serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInThroughUi(page, net.url, user, '/client');
    await page.goto(`${net.url}/client/weight`);
    await expect.poll(() => page.getByText('No weight logged yet').count(), { timeout: 20_000 }).toBe(1);
    await waitForSyncState(page, 'synced');
    expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull();
    // A moment for the app to settle, as a user reads the screen; it does not wait for any chunk in particular.
    await page.waitForTimeout(3000);

    net.cut();
    await cutNetwork(context);
    expect(await canReachServer(page)).toBe(false);
    await waitForSyncState(page, 'offline');
    await logWeightThroughForm(page, '68.3');
    await expect.poll(() => page.locator('[data-testid="weight-row"][data-pending="true"]').count(), { timeout: 10_000 }).toBe(1);
    expect(await serverWeights(app.server, clientId)).toEqual([]);

    net.restore();
    await restoreNetwork(context);
    await expect.poll(() => serverWeights(app.server, clientId), { timeout: 45_000 }).toEqual([68.3]);
    await expect.poll(() => page.locator('[data-testid="weight-row"][data-pending="true"]').count(), { timeout: 20_000 }).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
