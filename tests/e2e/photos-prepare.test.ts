import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import exifr from 'exifr';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoWithLocation } from '../../scripts/photo-fixture';
import { launchBrowser } from './support/browser';
import { photoPage, prepareInPage } from './support/photo-page';

/**
 * Issue 30 item 2, on the device: a camera's JPEG with a location in its EXIF is downscaled, turned
 * upright and encoded again before it is stored, with no EXIF left, as Chromium does it
 * (src/features/photos/image/prepare.ts; Node has no canvas, so it runs in a page).
 */
const FIXTURE = readFileSync(new URL('../fixtures/photos/gps.jpg', import.meta.url));

let browser: Browser;
let context: BrowserContext;
let page: Page;
let large: Buffer;

beforeAll(async () => {
  large = await photoWithLocation(4000, 3000);
  browser = await launchBrowser();
  context = await browser.newContext();
  page = await photoPage(context, { 'gps.jpg': FIXTURE, 'large.jpg': large, 'text.jpg': Buffer.from('not a picture at all') });
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const isRed = async (img: Buffer, x: number, y: number) => {
  const { data, info } = await sharp(img).raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return data[i]! > 200 && data[i + 1]! < 70 && data[i + 2]! < 70;
};

describe('preparing a photo on the device', () => {
  it('the fixture is what a camera gives: a location, a make, Orientation 6', async () => {
    expect(await exifr.gps(FIXTURE)).toMatchObject({ latitude: expect.closeTo(48.14, 1), longitude: expect.closeTo(17.11, 1) });
    const meta = await sharp(FIXTURE).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([1200, 900, 6]);
  });

  it('a JPEG with GPS tags comes out upright, with no EXIF, its hashes those of its bytes', async () => {
    const out = await prepareInPage(page, 'gps.jpg');
    const full = Buffer.from(out.full, 'base64');
    const thumb = Buffer.from(out.thumb, 'base64');
    expect(out.mime).toBe('image/webp');
    // Turned as the EXIF said (stored 1200 x 900, shown 900 x 1200): the stored top left is now the top right.
    expect([out.width, out.height]).toEqual([900, 1200]);
    const meta = await sharp(full).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 900, 1200]);
    expect(await isRed(full, 900 - 40, 40)).toBe(true);
    expect(await isRed(full, 40, 40)).toBe(false);
    const thumbMeta = await sharp(thumb).metadata();
    expect([thumbMeta.format, thumbMeta.width, thumbMeta.height]).toEqual(['webp', 240, 320]);
    expect(await isRed(thumb, 240 - 8, 8)).toBe(true);
    // Nothing of the EXIF left: no location, no camera, no orientation (it is applied to the pixels).
    for (const img of [full, thumb]) {
      const { exif, xmp, iptc } = await sharp(img).metadata();
      expect([exif, xmp, iptc]).toEqual([undefined, undefined, undefined]);
      expect(await exifr.gps(img).catch(() => undefined)).toBeUndefined();
      expect(await exifr.parse(img, true).catch(() => undefined)).toBeUndefined();
      expect(img.includes('Exif')).toBe(false);
      expect(img.includes('Repwise Test')).toBe(false);
    }
    expect(full.length).toBeLessThanOrEqual(300 * 1024);
    expect(out.sha256).toBe(createHash('sha256').update(full).digest('hex'));
    expect(out.thumbSha256).toBe(createHash('sha256').update(thumb).digest('hex'));
  });

  it('a 12-megapixel photo comes down to 2,048 px on its longest side and about 300 KB', async () => {
    const out = await prepareInPage(page, 'large.jpg');
    const full = Buffer.from(out.full, 'base64');
    expect([out.width, out.height]).toEqual([1536, 2048]);
    const meta = await sharp(full).metadata();
    expect([meta.width, meta.height]).toEqual([1536, 2048]);
    expect(full.length).toBeLessThanOrEqual(300 * 1024);
    expect(await exifr.gps(full).catch(() => undefined)).toBeUndefined();
    const thumb = await sharp(Buffer.from(out.thumb, 'base64')).metadata();
    expect([thumb.width, thumb.height]).toEqual([240, 320]);
  });

  it('a file that is not a picture is refused as one', async () => {
    await expect(prepareInPage(page, 'text.jpg')).rejects.toThrow(/not an image/);
  });
});
