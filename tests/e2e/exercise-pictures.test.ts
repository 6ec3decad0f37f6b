import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '../../domain/exercises/instructions/en';
import { signIn } from '../helpers/accounts';
import { newContext, PHONE, watchErrors } from './support/browser';
import { cutNetwork, signInThroughUi, waitForServiceWorker, waitForSyncState } from './offline-helpers';
import { demoInPersonSession } from './support/demo-session';
import { appAndBrowserForFile, DEMO_TRAINER as TRAINER } from './support/suite';

/**
 * The exercise library's photos and steps (issue 33 item 5): a thumbnail on the library's rows, the photos and
 * steps behind "How to", the same sheet from a tap on a logged exercise's name, and, once seen, offline too
 * (the service worker keeps each photo it served, src/pwa/sw.ts).
 */
const env = appAndBrowserForFile({ demo: true });

/** An image that has arrived and decoded (a lazy one only once it is near the screen). */
const loadedWidth = (img: Locator) => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : 0));

/** The bytes of exercise photos the page has fetched so far (the response bodies, as on the wire: WebP is not compressed again). */
const pictureBytes = (page: Page) =>
  page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((r) => new URL(r.name).pathname.startsWith('/exercises/')).reduce((n, r) => n + r.encodedBodySize, 0),
  );

describe('exercise pictures and instructions', () => {
  it('the library shows thumbnails and a guide with both photos and the steps; the log screen’s exercise name opens the same sheet, which shows its photos offline once seen', async () => {
    const token = await signIn(env.app.server, TRAINER.email, TRAINER.password);
    const session = await demoInPersonSession(env.app.server.url, token);
    const context = await newContext(env.browser, { viewport: PHONE });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInThroughUi(page, env.app.server.url, TRAINER, '/trainer');
    await waitForServiceWorker(page);
    await waitForSyncState(page, 'synced');

    // The library: the first row's thumbnail arrives, and the first screenful of thumbnails stays small.
    await page.goto(`${env.app.server.url}/trainer/training`);
    const thumbs = page.getByTestId('exl-list').getByTestId('exercise-thumb');
    await expect.poll(() => loadedWidth(thumbs.first()), { timeout: 15_000 }).toBeGreaterThan(0);
    // Every thumbnail on the first screen has arrived (lazy ones further down may or may not have).
    await expect
      .poll(() =>
        page.evaluate(() =>
          [...document.querySelectorAll<HTMLImageElement>('[data-testid="exl-list"] img')].filter((img) => img.getBoundingClientRect().top < innerHeight).every((img) => img.complete && img.naturalWidth > 0),
        ),
      )
      .toBe(true);
    const firstScreen = await pictureBytes(page);
    expect(firstScreen).toBeGreaterThan(0);
    expect(firstScreen).toBeLessThan(80 * 1024);

    await page.getByLabel('Search exercises').fill('Barbell back squat');
    await page.getByRole('button', { name: 'How to: Barbell back squat' }).click();
    const guide = page.getByRole('dialog', { name: 'Barbell back squat' });
    await expect.poll(() => loadedWidth(guide.getByRole('img', { name: 'Barbell back squat: start position' }))).toBe(480);
    await expect.poll(() => loadedWidth(guide.getByRole('img', { name: 'Barbell back squat: end position' }))).toBe(480);
    const steps = guide.getByRole('region', { name: 'Steps' }).getByRole('listitem');
    await expect.poll(() => steps.count()).toBe(en['barbell-back-squat']!.length);
    expect(await steps.first().textContent()).toBe(en['barbell-back-squat']![0]);
    await guide.getByRole('button', { name: 'Close' }).click();

    // The logging screen: a tap on an exercise's name opens its photos and steps.
    await page.goto(`${env.app.server.url}/trainer/sessions/${session.id}/log?client_id=${session.clientId}`);
    const named = page.getByTestId('log-exercise-guide');
    await expect.poll(() => named.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const name = (await named.first().textContent())!;
    await named.first().click();
    const sheet = page.getByRole('dialog', { name });
    const start = sheet.getByRole('img', { name: `${name}: start position` });
    await expect.poll(() => loadedWidth(start)).toBeGreaterThan(0);
    const src = await start.getAttribute('src');
    await expect.poll(() => sheet.getByRole('region', { name: 'Steps' }).getByRole('listitem').count()).toBeGreaterThan(0);
    // Kept by the service worker once shown.
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('exercise-pictures-v1')).keys()).map((r) => new URL(r.url).pathname)))
      .toEqual(expect.arrayContaining([src, src!.replace('0.webp', '1.webp')]));
    await sheet.getByRole('button', { name: 'Close' }).click();

    // Offline, after a reload (no memory cache left): the same sheet shows its photos and steps.
    await cutNetwork(context);
    await page.reload();
    await expect.poll(() => named.count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.getByTestId('log-exercise-guide').filter({ hasText: name }).first().click();
    const offline = page.getByRole('dialog', { name });
    await expect.poll(() => loadedWidth(offline.getByRole('img', { name: `${name}: start position` }))).toBeGreaterThan(0);
    await expect.poll(() => loadedWidth(offline.getByRole('img', { name: `${name}: end position` }))).toBeGreaterThan(0);
    await expect.poll(() => offline.getByRole('region', { name: 'Steps' }).getByRole('listitem').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
