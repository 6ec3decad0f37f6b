import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toLocalInput } from '../../src/features/weight-logs/weightForm';
import { createClientRecord, createUser, signIn } from '../helpers/accounts';
import { startE2eApp, type E2eApp } from './support/app';
import { DESKTOP, launchBrowser, newContext, PHONE, watchErrors } from './support/browser';
import {
  canReachServer,
  databaseNames,
  localRows,
  logWeightThroughForm,
  serverWeights,
  signInThroughUi,
  syncState,
  waitForServiceWorker,
  waitForSyncState,
} from './offline-helpers';

/** A local date and time some days back, as the form's datetime field takes it (inside the sync window). */
function daysAgo(days: number, hour: number, minute: number): string {
  const d = new Date();
  d.setDate(d.getDate() - days);
  d.setHours(hour, minute, 0, 0);
  return toLocalInput(d);
}

let app: E2eApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startE2eApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function clientOfNewTrainer(name = 'Carla Client') {
  const trainer = await createUser(app.server, { role: 'trainer', name: 'Tomas Trainer' });
  const user = await createUser(app.server, { role: 'client', name });
  const clientId = await createClientRecord(app.server, trainer.id, user.id, name);
  return { trainer, user, clientId };
}

describe('weight tracking offline, as a client in a gym without signal', () => {
  it('logs three weights with the network cut (service worker included), across a reload and a closed tab; the server and the trainer get exactly those', async () => {
    const { trainer, user, clientId } = await clientOfNewTrainer();
    const context = await newContext(browser, { viewport: PHONE });
    let page = await context.newPage();
    const errors = watchErrors(page);

    await signInThroughUi(page, app.server.url, user, '/client');
    await page.getByRole('link', { name: 'Progress' }).click();
    await page.goto(`${app.server.url}/client/weight`);
    await waitForServiceWorker(page);
    await expect.poll(() => page.getByText('No weight logged yet').count(), { timeout: 15_000 }).toBe(1);
    await waitForSyncState(page, 'synced');
    // The engine runs in its own worker, not in the tab.
    expect(page.workers().some((w) => /sync\.worker-.*\.js$/.test(w.url()))).toBe(true);

    // The network goes, for the page and its workers alike.
    await context.setOffline(true);
    expect(await canReachServer(page)).toBe(false);
    await waitForSyncState(page, 'offline');

    // A reload without network still opens the app, from the service worker.
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect.poll(() => page.getByRole('heading', { name: 'Weight', level: 1 }).count()).toBe(1);
    await expect.poll(() => page.getByText('No weight logged yet').count()).toBe(1);

    await logWeightThroughForm(page, '72.4', daysAgo(9, 7, 15));
    await logWeightThroughForm(page, '71,9', daysAgo(5, 7, 20));
    await logWeightThroughForm(page, '71.5', daysAgo(1, 7, 5));
    const rows = page.getByTestId('weight-row');
    await expect.poll(() => rows.count()).toBe(3);
    expect(await rows.allInnerTexts()).toEqual([expect.stringContaining('71.5 kg'), expect.stringContaining('71.9 kg'), expect.stringContaining('72.4 kg')]);
    await expect.poll(() => page.locator('[data-testid="weight-row"][data-pending="true"]').count()).toBe(3);
    expect(await page.getByText('Not synced').count()).toBe(3);
    expect(await page.getByTestId('weight-summary').innerText()).toContain('-0.9 kg');
    // Phone top bar: the short label; the button's name says it in full.
    await expect.poll(() => page.locator('[data-sync-state]').getAttribute('aria-label')).toBe('Offline · 3 pending');
    expect(await page.locator('[data-sync-state]').innerText()).toBe('Offline · 3');
    // Nothing got out: the sync worker is offline too.
    expect(await serverWeights(app.server, clientId)).toEqual([]);

    // The tab is closed; later a new one opens, still offline, with the three weights waiting.
    await page.close();
    page = await context.newPage();
    errors.push(...watchErrors(page));
    await page.goto(`${app.server.url}/client/weight`);
    await expect.poll(() => page.getByTestId('weight-row').count(), { timeout: 15_000 }).toBe(3);
    expect(await page.locator('[data-testid="weight-row"][data-pending="true"]').count()).toBe(3);

    // Back online: the outbox goes out by itself.
    await context.setOffline(false);
    await waitForSyncState(page, 'synced', 30_000);
    await expect.poll(() => page.locator('[data-testid="weight-row"][data-pending="true"]').count()).toBe(0);
    expect(await serverWeights(app.server, clientId)).toEqual([72.4, 71.9, 71.5]);
    expect(errors).toEqual([]);

    // The trainer sees them: over REST, and on the trainer's own device after its sync.
    const trainerToken = await signIn(app.server, trainer.email, trainer.password);
    const res = await app.server.api(`/api/clients/${clientId}/weight-logs`, { token: trainerToken });
    expect(((await res.json()) as { data: { weight_kg: number }[] }).data.map((d) => d.weight_kg)).toEqual([71.5, 71.9, 72.4]);

    const trainerContext = await newContext(browser, { viewport: DESKTOP });
    const trainerPage = await trainerContext.newPage();
    await signInThroughUi(trainerPage, app.server.url, trainer, '/trainer');
    await waitForSyncState(trainerPage, 'synced');
    await expect
      .poll(async () => (await localRows<{ clientId: string; weightKg: number }>(trainerPage, trainer.id, 'weightLogs')).filter((r) => r.clientId === clientId).map((r) => r.weightKg).sort())
      .toEqual([71.5, 71.9, 72.4]);
    // And on the trainer's page of that client.
    await trainerPage.goto(`${app.server.url}/trainer/clients/${clientId}`);
    const section = trainerPage.getByTestId('client-weight-section');
    await expect.poll(() => section.getByTestId('weight-row').count(), { timeout: 15_000 }).toBe(3);
    expect(await section.getByTestId('weight-row').allInnerTexts()).toEqual([expect.stringContaining('71.5 kg'), expect.stringContaining('71.9 kg'), expect.stringContaining('72.4 kg')]);
    expect(await section.getByRole('button', { name: /Edit|Delete/ }).count()).toBe(0);

    await trainerContext.close();
    await context.close();
  });

  it('a change the server refuses shows under "needs attention" with its reason and the server state; Discard removes it', async () => {
    const { user } = await clientOfNewTrainer('Rita Rejected');
    const context = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    await signInThroughUi(page, app.server.url, user, '/client');
    await page.goto(`${app.server.url}/client/weight`);
    await waitForSyncState(page, 'synced');
    await logWeightThroughForm(page, '80.2');
    await expect.poll(() => page.locator('[data-testid="weight-row"][data-pending="true"]').count(), { timeout: 15_000 }).toBe(0);
    await waitForSyncState(page, 'synced');

    // Offline, the client corrects the entry; meanwhile another device of theirs deletes it.
    await context.setOffline(true);
    await page.getByRole('button', { name: /^Edit the weight of/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit weight' });
    await dialog.getByLabel('Weight (kg)').fill('80.6');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByTestId('weight-row').innerText()).toContain('80.6 kg');
    const token = await signIn(app.server, user.email, user.password);
    const list = (await (await app.server.api('/api/client/weight-logs', { token })).json()) as { data: { id: string }[] };
    expect((await app.server.api(`/api/client/weight-logs/${list.data[0]!.id}`, { method: 'DELETE', token })).status).toBe(204);

    await context.setOffline(false);
    await waitForSyncState(page, 'attention', 30_000);
    await expect.poll(() => page.getByTestId('weight-row').count()).toBe(0);
    await page.getByRole('button', { name: 'Review' }).click();
    const panel = page.getByRole('dialog', { name: 'Sync' });
    const item = panel.getByTestId('attention-item');
    await expect.poll(() => item.count()).toBe(1);
    const text = await item.innerText();
    expect(text).toContain('Change to a weight entry');
    expect(text).toContain('Not found.');
    expect(text).toContain('This no longer exists on the server.');

    await item.getByRole('button', { name: 'Discard' }).click();
    await expect.poll(() => panel.getByTestId('attention-item').count()).toBe(0);
    await expect.poll(() => panel.getByText('Nothing needs your attention.').count()).toBe(1);
    await panel.getByRole('button', { name: 'Close' }).click();
    await waitForSyncState(page, 'synced');
    expect(await page.getByText('Some changes need your attention').count()).toBe(0);
    await context.close();
  });

  it('signing out with unsynced changes warns first; "Sign out anyway" removes the local data, a clean sign-out keeps it', async () => {
    const { user } = await clientOfNewTrainer('Lars Leaving');
    const context = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    await signInThroughUi(page, app.server.url, user, '/client');
    await page.goto(`${app.server.url}/client/weight`);
    await waitForSyncState(page, 'synced');
    const dbName = `repwise-${user.id}`;

    // Nothing pending: a normal sign-out, and the device keeps the data for next time.
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    expect(await databaseNames(page)).toContain(dbName);

    await signInThroughUi(page, app.server.url, user, '/client');
    await page.goto(`${app.server.url}/client/weight`);
    await waitForServiceWorker(page);
    await page.getByText('No weight logged yet').waitFor();
    await context.setOffline(true);
    await logWeightThroughForm(page, '65.3');
    await expect.poll(() => syncState(page)).toBe('offline');

    await page.getByRole('button', { name: 'Log out' }).click();
    const warning = page.getByRole('alertdialog', { name: 'Sign out with unsynced changes?' });
    expect(await warning.innerText()).toContain('1 change is not synced yet and will be lost if you sign out.');
    await warning.getByRole('button', { name: 'Stay and sync' }).click();
    await warning.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/client/weight');
    expect(await page.getByTestId('weight-row').count()).toBe(1);

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Sign out anyway' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    await expect.poll(() => databaseNames(page), { timeout: 10_000 }).not.toContain(dbName);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => caches.has('api-cache-v1'))).toBe(false);
    await context.close();
  });
});
