import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import type { Page } from 'playwright-core';
import { build } from 'vite';
import { launchBrowser, newContext, PHONE } from '../tests/e2e/support/browser';
import { startTestServer } from '../tests/helpers/server';

/**
 * One page of bench/pages (`<name>.html`) built on its own, served by the real
 * server and opened at phone size in Chromium until its `__bench.ready()` says
 * so; `use` measures on it, and everything is closed and removed after.
 */
export async function withBenchPage<T>(name: string, use: (page: Page) => Promise<T>): Promise<T> {
  const outDir = mkdtempSync(join(tmpdir(), 'repwise-bench-page-'));
  await build({
    configFile: false,
    root: resolve('bench/pages'),
    logLevel: 'error',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, modulePreload: { polyfill: false }, rollupOptions: { input: resolve(`bench/pages/${name}.html`) } },
  });
  const server = await startTestServer('pglite', { distDir: outDir });
  const browser = await launchBrowser();
  try {
    const context = await newContext(browser, { viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${server.url}/${name}.html`);
    await page.waitForFunction(() => (window as unknown as { __bench?: { ready(): unknown } }).__bench?.ready(), undefined, { timeout: 60_000 });
    const out = await use(page);
    await context.close();
    return out;
  } finally {
    await browser.close();
    await server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}
