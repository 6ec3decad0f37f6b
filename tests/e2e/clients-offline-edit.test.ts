import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../helpers/accounts';
import { signInThroughUi, waitForServiceWorker, waitForSyncState } from './offline-helpers';
import { startE2eApp, type E2eApp } from './support/app';
import { launchBrowser, newContext, PHONE } from './support/browser';

let app: E2eApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startE2eApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function editField(page: Page, label: string, value: string) {
  await page.locator('.client-detail-actions').getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(label, { exact: true }).fill(value);
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('two devices of one trainer edit a client offline (issue #3)', () => {
  it('phone A edits the notes, phone B the hourly rate; after both reconnect, both edits are on the server and on both devices', async () => {
    const trainer = await createUser(app.server, { role: 'trainer' });
    const token = await signIn(app.server, trainer.email, trainer.password);
    const res = await app.server.api('/api/clients', { token, body: { name: 'Olga Offline', notes: 'Old notes', hourlyRate: 30 } });
    const { data } = (await res.json()) as { data: { id: string } };

    const [ctxA, ctxB] = await Promise.all([newContext(browser, { viewport: PHONE }), newContext(browser, { viewport: PHONE })]);
    const [a, b] = await Promise.all([ctxA.newPage(), ctxB.newPage()]);
    for (const page of [a, b]) {
      await signInThroughUi(page, app.server.url, trainer, '/trainer');
      await page.goto(`${app.server.url}/trainer/clients/${data.id}`);
      await expect.poll(() => page.getByRole('heading', { name: 'Olga Offline', level: 1 }).count(), { timeout: 20_000 }).toBe(1);
      await waitForSyncState(page, 'synced');
    }

    // The write path is fetched on the first write, offline from the service worker's precache (e2e first-visit-offline-write
    // covers a write made before the worker controls the tab).
    await Promise.all([waitForServiceWorker(a), waitForServiceWorker(b)]);
    await Promise.all([ctxA.setOffline(true), ctxB.setOffline(true)]);
    await Promise.all([waitForSyncState(a, 'offline'), waitForSyncState(b, 'offline')]);
    await editField(a, 'Private notes', 'Knee better, add lunges');
    await editField(b, 'Hourly rate', '42,5');
    // Each device shows its own edit at once, marked as not yet synced.
    // (polled: the dialog closes as the write starts; the page re-renders when the device's live query answers)
    await expect.poll(() => a.locator('#client-overview').innerText(), { timeout: 3_000 }).toContain('Knee better, add lunges');
    await expect.poll(() => b.locator('#client-overview').innerText(), { timeout: 3_000 }).toContain('€42.50 / h');
    for (const page of [a, b]) await expect.poll(() => page.locator('.client-detail-badges .pending-badge').count()).toBe(1);

    await Promise.all([ctxA.setOffline(false), ctxB.setOffline(false)]);
    await expect
      .poll(async () => (await (await app.server.api(`/api/clients/${data.id}`, { token })).json()) as { data: Record<string, unknown> }, { timeout: 30_000 })
      .toMatchObject({ data: { notes: 'Knee better, add lunges', hourlyRate: 42.5, name: 'Olga Offline' } });
    for (const page of [a, b]) {
      await expect
        .poll(
          async () => {
            const text = await page.locator('#client-overview').innerText();
            return text.includes('Knee better, add lunges') && text.includes('€42.50 / h');
          },
          { timeout: 30_000 },
        )
        .toBe(true);
      await expect.poll(() => page.locator('.client-detail-badges .pending-badge').count(), { timeout: 30_000 }).toBe(0);
    }
    await Promise.all([ctxA.close(), ctxB.close()]);
  });
});
