import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toLocalInput } from '../../src/features/measurements/measurementForm';
import { createClientRecord, createUser, signIn } from '../helpers/accounts';
import { startE2eApp, type E2eApp } from './support/app';
import { DESKTOP, launchBrowser, newContext, PHONE, watchErrors } from './support/browser';
import { canReachServer, localRows, signInThroughUi, waitForServiceWorker, waitForSyncState } from './offline-helpers';

const PHOTO = fileURLToPath(new URL('../fixtures/photos/gps.jpg', import.meta.url));

let app: E2eApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startE2eApp(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** A wall date `days` before today on this machine, as the date field takes it. */
function dateDaysAgo(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() - days);
  return toLocalInput(d).slice(0, 10);
}

/** Adds a set through the form: its date and a photo per pose, picked from the "gallery" input. */
async function addSet(page: Page, takenOn: string, poses: string[]) {
  await page.getByRole('button', { name: 'Add photos' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add progress photos' });
  await dialog.getByLabel('Date').fill(takenOn);
  for (const pose of poses) await dialog.getByTestId(`photo-file-${pose}`).setInputFiles(PHOTO);
  await expect.poll(() => dialog.locator('.photo-pick-preview').count()).toBe(poses.length);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => dialog.count(), { timeout: 15_000 }).toBe(0);
}

describe('progress photos offline', () => {
  it('a client adds photos and a waist with the network cut, reloads, reconnects; the trainer compares with an older set; nobody else opens the photo', async () => {
    const trainer = await createUser(app.server, { role: 'trainer', name: 'Tomas Trainer' });
    const user = await createUser(app.server, { role: 'client', name: 'Petra Photos' });
    const clientId = await createClientRecord(app.server, trainer.id, user.id, 'Petra Photos');
    const context = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    const errors = watchErrors(page);

    await signInThroughUi(page, app.server.url, user, '/client');
    await page.goto(`${app.server.url}/client/progress`);
    await waitForServiceWorker(page);
    const section = page.getByTestId('photos-section');
    await expect.poll(() => section.getByText('No photos yet').count(), { timeout: 15_000 }).toBe(1);
    await waitForSyncState(page, 'synced');

    // An older set, online: stored on the server before the cut.
    const older = dateDaysAgo(40);
    await addSet(page, older, ['front']);
    const sets = section.getByTestId('photo-set');
    await expect.poll(() => sets.count()).toBe(1);
    await expect.poll(() => section.getByTestId('photo-set-waiting').count(), { timeout: 30_000 }).toBe(0);

    await context.setOffline(true);
    expect(await canReachServer(page)).toBe(false);
    await waitForSyncState(page, 'offline');

    const today = dateDaysAgo(0);
    await addSet(page, today, ['front', 'side']);
    await expect.poll(() => sets.count()).toBe(2);
    const newest = section.locator(`[data-testid="photo-set"][data-taken-on="${today}"]`);
    await expect.poll(() => newest.getByTestId('photo-set-waiting').count()).toBe(1);
    await expect.poll(() => newest.locator('img.photo-img').count(), { timeout: 15_000 }).toBe(2);

    // The waist, offline too, on the measurements screen.
    await page.getByRole('link', { name: 'Body measurements' }).click();
    await page.getByRole('button', { name: 'Log measurements' }).click();
    const form = page.getByRole('dialog', { name: 'Log measurements' });
    await form.getByLabel('Waist (cm)').fill('83,5');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => form.count()).toBe(0);

    // A reload with no network: the set, its thumbnails from the device, still waiting.
    await page.goto(`${app.server.url}/client/progress`);
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    await expect.poll(() => page.getByTestId('photo-set').count(), { timeout: 15_000 }).toBe(2);
    await expect.poll(() => newest.getByTestId('photo-set-waiting').count()).toBe(1);
    await expect.poll(() => newest.locator('img.photo-img').count(), { timeout: 15_000 }).toBe(2);

    await context.setOffline(false);
    await waitForSyncState(page, 'synced', 30_000);
    await expect.poll(() => page.getByTestId('photo-set-waiting').count(), { timeout: 30_000 }).toBe(0);
    expect(errors).toEqual([]);

    const photos = await localRows<{ id: string; setId: string; pose: string; storedAt: string | null }>(page, user.id, 'photos');
    expect(photos).toHaveLength(3);
    expect(photos.every((p) => p.storedAt)).toBe(true);
    const side = photos.find((p) => p.pose === 'side')!;

    // The trainer, on another device: both sets, the waist, and the compare view of today's front with the older one.
    const trainerContext = await newContext(browser, { viewport: DESKTOP });
    const trainerPage = await trainerContext.newPage();
    await signInThroughUi(trainerPage, app.server.url, trainer, '/trainer');
    await waitForSyncState(trainerPage, 'synced');
    await trainerPage.goto(`${app.server.url}/trainer/clients/${clientId}`);
    const trainerSection = trainerPage.getByTestId('photos-section');
    await expect.poll(() => trainerSection.getByTestId('photo-set').count(), { timeout: 15_000 }).toBe(2);
    await expect.poll(() => trainerPage.getByTestId('client-measurements-section').getByTestId('measurement-row').count()).toBe(1);
    const compare = trainerSection.getByTestId('photo-compare');
    const pair = compare.locator('.photo-pair img.photo-img');
    await expect.poll(() => pair.count(), { timeout: 30_000 }).toBe(2);
    const alts = await pair.evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).alt));
    expect(alts[0]).toMatch(/^Front, /);
    expect(alts[1]).toMatch(/^Front, /);
    // The full files, fetched from the server, drawn (not a broken image).
    await expect.poll(() => pair.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth > 0)), { timeout: 30_000 }).toBe(true);
    const figures = compare.getByTestId('compare-figures');
    expect(await figures.innerText()).toContain('83.5 cm');
    // The slider, from the keyboard.
    await compare.getByRole('button', { name: 'Slider' }).click();
    const slider = compare.getByRole('slider', { name: 'Reveal the later photo' });
    await slider.focus();
    await trainerPage.keyboard.press('ArrowRight');
    expect(await slider.inputValue()).toBe('51');
    await trainerContext.close();
    await context.close();

    // The photo's address: its client and trainer only.
    const address = `/api/photos/${side.id}/file`;
    const other = await createUser(app.server, { role: 'client', name: 'Other Client' });
    await createClientRecord(app.server, trainer.id, other.id, 'Other Client');
    const otherTrainer = await createUser(app.server, { role: 'trainer', name: 'Other Trainer' });
    for (const [who, status] of [
      [await signIn(app.server, user.email, user.password), 200],
      [await signIn(app.server, trainer.email, trainer.password), 200],
      [await signIn(app.server, other.email, other.password), 404],
      [await signIn(app.server, otherTrainer.email, otherTrainer.password), 404],
    ] as const) {
      const res = await app.server.api(address, { token: who });
      expect(res.status).toBe(status);
      if (status === 200) expect(res.headers.get('cache-control')).toContain('no-store');
    }
    const anonymous = await app.server.api(address, {});
    expect([401, 404]).toContain(anonymous.status);
  });
});
