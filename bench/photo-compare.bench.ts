import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { signInThroughUi, waitForServiceWorker, waitForSyncState } from '../tests/e2e/offline-helpers';
import { startE2eApp } from '../tests/e2e/support/app';
import { launchBrowser, newContext, PHONE } from '../tests/e2e/support/browser';
import { createClientRecord, createUser } from '../tests/helpers/accounts';
import { median, percentile, type Bench, type Figure } from './lib';

const PHOTO = fileURLToPath(new URL('../tests/fixtures/photos/gps.jpg', import.meta.url));
const ROUNDS = 10;
const WARM = 2;

/** In the page: a tap on the link to `path`, timed to the frame after `ready` holds (checked every frame: an image's decoding changes no DOM). */
function timedNavigation(page: Page, path: string, ready: 'compare' | 'empty'): Promise<number> {
  return page.evaluate(
    ({ path, ready }) =>
      new Promise<number>((resolve, reject) => {
        const isReady = () => {
          if (location.pathname !== path) return false;
          if (ready === 'empty') return !!document.querySelector('[data-testid="photos-section"] .card-description');
          const imgs = [...document.querySelectorAll<HTMLImageElement>('[data-testid="photo-compare"] .photo-pair img.photo-img')];
          return imgs.length === 2 && imgs.every((i) => i.complete && i.naturalWidth > 0 && i.dataset.state === 'here');
        };
        const link = document.querySelector<HTMLAnchorElement>(`a[href="${path}"]`);
        if (!link) return reject(new Error(`no link to ${path}`));
        const t0 = performance.now();
        const give = performance.now() + 20_000;
        const tick = () => {
          if (isReady()) requestAnimationFrame(() => resolve(performance.now() - t0));
          else if (performance.now() > give) reject(new Error(`${path} never became ready (${ready})`));
          else requestAnimationFrame(tick);
        };
        link.click();
        requestAnimationFrame(tick);
      }),
    { path, ready },
  );
}

/** Back to the dashboard by its link, and wait for it. */
async function home(page: Page) {
  await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/client"]')!.click());
  await page.waitForFunction(() => location.pathname === '/client' && !document.querySelector('[data-testid="photos-section"]'));
}

async function samples(page: Page, ready: 'compare' | 'empty'): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < ROUNDS + WARM; i++) {
    await home(page);
    const ms = await timedNavigation(page, '/client/progress', ready);
    if (i >= WARM) out.push(ms);
  }
  return out;
}

/**
 * Issue 30: "opening the compare view with two sets from the device painted
 * in at most 200 ms". The built app on the real server in Chromium at phone
 * size, a client signed in through the login screen who added two sets a
 * month apart through the form (so their files are on the device as the
 * pipeline leaves them: downscaled full files and thumbnails). Each sample is
 * a tap on the dashboard's link to /client/progress, timed in the page to the
 * frame after both full-size front photos of the compare view are decoded
 * and shown from the device. The floor is the same tap, in the same run,
 * before the client had a photo: the screen painted with the photos
 * section's empty text.
 */
const bench: Bench = {
  name: 'progress photo compare view from the device (Chromium, phone size)',
  async run() {
    const [app, browser] = await Promise.all([startE2eApp(), launchBrowser()]);
    const figures: Figure[] = [];
    try {
      const trainer = await createUser(app.server, { role: 'trainer', name: 'Bench Trainer' });
      const user = await createUser(app.server, { role: 'client', name: 'Bench Client' });
      await createClientRecord(app.server, trainer.id, user.id, 'Bench Client');
      const context = await newContext(browser, { viewport: PHONE });
      const page = await context.newPage();
      await signInThroughUi(page, app.server.url, user, '/client');
      await waitForServiceWorker(page);
      await waitForSyncState(page, 'synced');
      await context.addInitScript('window.__name = (f) => f');
      await page.evaluate('window.__name = (f) => f');

      const floor = await samples(page, 'empty');

      for (const days of [30, 0]) {
        const d = new Date(Date.now() - days * 86_400_000);
        const takenOn = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
        await page.getByRole('button', { name: 'Add photos' }).click();
        const dialog = page.getByRole('dialog', { name: 'Add progress photos' });
        await dialog.getByLabel('Date').fill(takenOn);
        await dialog.getByTestId('photo-file-front').setInputFiles(PHOTO);
        await dialog.getByRole('button', { name: 'Save' }).click();
        await dialog.waitFor({ state: 'detached', timeout: 30_000 });
      }
      await page.waitForFunction(() => document.querySelectorAll('[data-testid="photo-set"]').length === 2, undefined, { timeout: 30_000 });
      await waitForSyncState(page, 'synced', 60_000);

      const compare = await samples(page, 'compare');
      figures.push({ name: `floor: dashboard -> progress, no photos, painted, median of ${ROUNDS}`, value: median(floor), unit: 'ms' });
      figures.push({ name: `dashboard -> progress, compare of two sets from the device painted, median of ${ROUNDS}`, value: median(compare), unit: 'ms', budget: 200 });
      figures.push({ name: 'dashboard -> compare painted, p90', value: percentile(compare, 90), unit: 'ms' });
      figures.push({ name: 'compare painted over the floor, median', value: median(compare) - median(floor), unit: 'ms' });
      await context.close();
    } finally {
      await browser.close();
      await app.close();
    }
    return figures;
  },
};

export default bench;
