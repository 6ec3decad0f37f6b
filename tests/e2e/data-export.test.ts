import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { createClientRecord, createUser } from '../helpers/accounts';
import { signInThroughUi, waitForSyncState } from './offline-helpers';
import { DESKTOP, newContext, PHONE, watchErrors } from './support/browser';
import { appAndBrowserForFile } from './support/suite';

const env = appAndBrowserForFile();
const SHOTS = process.env.EXPORT_SHOTS;

describe('data export (issue 12 item 7)', () => {
  it('a trainer exports their data from settings: the zip downloads with their client in it; offline the section says so', async () => {
    const { server } = env.app;
    const trainer = await createUser(server, { role: 'trainer', name: 'Tereza Trainer' });
    await createClientRecord(server, trainer.id, null, 'Ľudmila Šťastná');

    const context = await newContext(env.browser, { viewport: DESKTOP });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInThroughUi(page, env.app.server.url, trainer, '/trainer');
    await waitForSyncState(page, 'synced');
    await page.goto(`${server.url}/trainer/settings`);
    const section = page.locator('section.data-export');
    await section.getByRole('heading', { name: 'Export my data' }).waitFor();
    if (SHOTS) await section.screenshot({ path: `${SHOTS}/desktop-idle.png` });

    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Export my data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^repwise-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    expect(Object.keys(files)).toContain('README.txt');
    const clients = JSON.parse(strFromU8(files['json/clients.json']!)) as { name: string }[];
    expect(clients.map((c) => c.name)).toEqual(['Ľudmila Šťastná']);
    await expect.poll(() => section.getByRole('status').filter({ hasText: 'Downloaded repwise-export-' }).count()).toBe(1);
    if (SHOTS) await section.screenshot({ path: `${SHOTS}/desktop-done.png` });

    await context.setOffline(true);
    await section.getByText('Exporting needs an internet connection. You are offline.').waitFor();
    expect(await section.getByRole('button', { name: 'Export my data' }).isDisabled()).toBe(true);
    await context.setOffline(false);
    expect(errors).toEqual([]);

    if (SHOTS) {
      await page.setViewportSize(PHONE);
      await section.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/phone.png` });
    }
    await context.close();
  });
});
