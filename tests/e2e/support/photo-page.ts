import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';

/** A secure origin (crypto.subtle needs one) that no server answers: every request to it is fulfilled here. */
export const PHOTO_ORIGIN = 'http://photos.localhost';

const bundles = new Map<string, Promise<string>>();
/** A page module (tests/e2e/pages/photo-prepare.ts unless named) bundled for the page (no dist/ needed). */
function pageScript(entry: URL): Promise<string> {
  const had = bundles.get(entry.href);
  if (had) return had;
  const bundle = build({
    entryPoints: [fileURLToPath(entry)],
    bundle: true,
    format: 'iife',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  }).then((r) => r.outputFiles[0]!.text);
  bundles.set(entry.href, bundle);
  return bundle;
}

/**
 * A page on PHOTO_ORIGIN with the device's photo pipeline loaded (window.photoPage), and `files` served
 * at their paths (`/in/<name>`), so the page reads them with fetch as a picked file would be read.
 */
export async function photoPage(context: BrowserContext, files: Record<string, Buffer>, entry = new URL('../pages/photo-prepare.ts', import.meta.url)): Promise<Page> {
  const script = await pageScript(entry);
  await context.route(`${PHOTO_ORIGIN}/**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/') return route.fulfill({ contentType: 'text/html', body: '<!doctype html><meta charset="utf-8"><title>photos</title><script src="/page.js"></script>' });
    if (path === '/page.js') return route.fulfill({ contentType: 'text/javascript', body: script });
    const name = path.replace(/^\/in\//, '');
    const body = files[name];
    if (body) return route.fulfill({ contentType: 'image/jpeg', body });
    return route.fulfill({ status: 404, body: '' });
  });
  const page = await context.newPage();
  await page.goto(`${PHOTO_ORIGIN}/`);
  await page.waitForFunction(() => 'photoPage' in window || 'photoBench' in window);
  return page;
}

/** What the page answers for one prepared photo: the outputs' bytes in base64 and how long each step took. */
export interface PreparedInPage {
  full: string;
  thumb: string;
  width: number;
  height: number;
  mime: string;
  sha256: string;
  thumbSha256: string;
  ms: number;
}

export function prepareInPage(page: Page, name: string): Promise<PreparedInPage> {
  return page.evaluate((n) => (window as unknown as { photoPage: { prepare(n: string): Promise<PreparedInPage> } }).photoPage.prepare(n), name);
}
