import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startE2eApp, type E2eApp } from './app';
import { launchBrowser } from './browser';

/** The app and a browser for one test file: started before its first test, closed after its last. */
export function appAndBrowserForFile(overrides: Parameters<typeof startE2eApp>[0] = {}): { readonly app: E2eApp; readonly browser: Browser } {
  const env = {} as { app: E2eApp; browser: Browser };
  beforeAll(async () => {
    [env.app, env.browser] = await Promise.all([startE2eApp(overrides), launchBrowser()]);
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.app?.close();
  });
  return env;
}

/** The demo's trainer and client (`npm run demo`, startE2eApp({ demo: true })). */
export const DEMO_TRAINER = { email: 'demo@repwise.app', password: 'demo1234' };
export const DEMO_CLIENT = { email: 'adam@repwise.app', password: 'demo1234' };
