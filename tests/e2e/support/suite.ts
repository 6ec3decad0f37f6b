import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startE2eApp, type E2eApp } from './app';
import { launchBrowser } from './browser';

/** The app and a browser for one test file: started before its first test, closed after its last. */
export function appAndBrowserForFile(): { readonly app: E2eApp; readonly browser: Browser } {
  const env = {} as { app: E2eApp; browser: Browser };
  beforeAll(async () => {
    [env.app, env.browser] = await Promise.all([startE2eApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.app?.close();
  });
  return env;
}
